import { data, type HeadersFunction } from '@remix-run/node'

/**
 * Public pages may be kept by a shared cache (the server's page cache, a CDN) for a few minutes and served stale
 * while it refreshes; a publish evicts them there. A browser keeps nothing it would show without asking
 * (`max-age=0, must-revalidate`; without must-revalidate, Chromium answers a `fetch` of a page's data from its
 * stale copy once), so a visitor who comes back to a page sees a publish as soon as a new one does.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400'

/**
 * The public policy for a page that must not be shown by any shared cache after `seconds` from now (a page that
 * lists departures, which drop off at midnight in Nairobi): fresh for at most 5 minutes, and stale-while-
 * revalidate only up to that moment, so neither this server's page cache nor a CDN serves it later.
 */
export function publicCacheControlFor(seconds: number): string {
  const fresh = Math.max(1, Math.min(300, Math.floor(seconds)))
  const stale = Math.max(0, Math.min(86400, Math.floor(seconds) - fresh))
  return `public, max-age=0, must-revalidate, s-maxage=${fresh}, stale-while-revalidate=${stale}`
}

/** A route's `headers` export: reuse what its loader set, falling back to the public caching policy. */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders?.get('Cache-Control')) return { 'Cache-Control': errorHeaders.get('Cache-Control')! }
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_CACHE_CONTROL }
}

/**
 * Pages about one visitor's own state (the cart): their HTML holds nothing personal (the cart lives in the
 * browser), but no shared cache keeps them, so nothing personal can ever be added to one by mistake.
 */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-cache' })

/**
 * A page with a form: the answer to a post carries its action's caching and, when the visitor must wait (429,
 * 503), when to come back. Remix applies an action's `data()` headers to neither the page nor its `.data` answer
 * unless the route's `headers` export passes them on.
 */
export const formPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const source = actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
  const headers = new Headers()
  for (const name of ['Cache-Control', 'Retry-After']) {
    const value = source.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

/** What a 404 tells the visitor: why, and where to go instead (the home page when no link is given). */
export type NotFoundDetail = { message: string; link?: { href: string; label: string } }

/**
 * The one way a loader says "not found": a 404 whose data the error boundary shows. Routes that have their
 * own not-found screen (itineraries) pass a status handler to GeneralErrorBoundary. Without a reason of its own
 * it sends an empty one: the error screen gives the general reason, in the page's language.
 */
export function notFound(message = '', link?: NotFoundDetail['link']): never {
  const detail: NotFoundDetail = link ? { message, link } : { message }
  throw data(detail, { status: 404, statusText: 'Not Found', headers: { 'Cache-Control': 'public, max-age=60' } })
}
