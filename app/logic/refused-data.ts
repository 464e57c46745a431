/**
 * A `.data` request (Remix's single fetch: a navigation's or a revalidation's loader data) that the server's page
 * cache refused because the worker was busy: 429 or 503, as plain text, with Retry-After (decision 037). Remix's
 * client cannot decode that and would show its error screen, so the browser treats it as a slow network instead:
 * it waits as told and asks again, and past a few refusals, or a long wait, it loads the page in full (whose own
 * refusal page tries again by itself). A 429 or 503 the app itself sent is a turbo-stream, and goes to Remix.
 */

/** Refused twice, asked a third time; then the page is loaded in full. */
export const MAX_DATA_RETRIES = 2
/** Longer than this, the visitor is better served by the full page, which says what is happening. */
const LONGEST_WAIT_MS = 8_000
const DEFAULT_WAIT_MS = 1_000
const TURBO_STREAM = /^text\/x-script/i

export function isDataRequest(url: URL, method: string): boolean {
  return method.toUpperCase() === 'GET' && (url.pathname.endsWith('.data') || isManifestRequest(url))
}

/**
 * Remix's route manifest (`/__manifest?p=…`), asked for before a click reaches a route the page has not seen yet.
 * The site never refuses it, but a proxy or CDN in front may: Remix's client turns any refusal into its error screen.
 */
export const isManifestRequest = (url: URL) => url.pathname === '/__manifest'

/**
 * A form sent by the page's own code (Remix's single fetch: POST …data). A refusal means it never reached the
 * site (decision 050: form posts pass the render admission), so it is safe to send again; it cannot become a page
 * load without losing what the visitor typed, so it is sent again, as often as the server asks, until it is taken
 * or the visitor leaves. The form meanwhile shows it is still being sent.
 */
export function isDataSubmission(url: URL, method: string): boolean {
  return method.toUpperCase() === 'POST' && url.pathname.endsWith('.data')
}

/** How long to wait before sending a refused form again: as the server says, but no more than 8 s at a time. */
export const resendDelayMs = (retryAfter: string | null, now = Date.now()): number =>
  retryDelayMs(retryAfter, now) ?? LONGEST_WAIT_MS

export function isRefusal(status: number, contentType: string | null): boolean {
  return (status === 429 || status === 503) && !TURBO_STREAM.test(contentType ?? '')
}

/** How long to wait before asking again (Retry-After as seconds or an HTTP date), or null: load the page instead. */
export function retryDelayMs(retryAfter: string | null, now = Date.now()): number | null {
  const value = retryAfter?.trim()
  let wait = DEFAULT_WAIT_MS
  if (value && /^\d+$/.test(value)) wait = Number(value) * 1000
  else if (value && !Number.isNaN(Date.parse(value))) wait = Math.max(0, Date.parse(value) - now)
  return wait > LONGEST_WAIT_MS ? null : wait
}

/** The page a `.data` URL asks about: `/_root.data` is `/`, `/about.data?_routes=…` is `/about`. */
export function documentUrlOf(dataUrl: URL): string {
  const url = new URL(dataUrl.href)
  url.pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  return `${url.pathname}${url.search}${url.hash}`
}
