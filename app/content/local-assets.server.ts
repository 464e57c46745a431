import { EMBEDDED_PROJECT_ID, getServerEnv, usesEmbeddedContent } from '~/server/env.server'

/**
 * On the embedded defaults the local Content API holds the images and files, and answers them as Sanity's CDN
 * does (content-api/assets-serve.ts: the same URL parameters, resized once and kept). Browsers ask this site,
 * under the same URL shape (`/images/local/production/<file>?w=…`), and it passes each request on: pages and
 * their images share one origin (no loopback address in a page, no exception in the CSP), and what an editor
 * uploads in the Studio is on the site at once.
 *
 * The API bounds the new sizes it makes (decision 033): it limits each visitor by the address this proxy names
 * in X-Forwarded-For, answers "not now" (429, 503) at once with when to ask again, and drops a queued resize
 * whose visitors have all gone, which it learns when this proxy lets go of its request.
 */

const NOT_FOUND = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
/** What the API may need to choose its answer: the formats the browser takes, a byte range of a video. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'range', 'if-range']
/** `x-image-substitute`: the API sent another size of the picture than the one asked (decision 033). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'x-image-substitute']
const ASSET_TIMEOUT_MS = 10_000
/** "Not now" answers: passed on as they are, with when to ask again, and kept by no cache. */
const TRY_AGAIN = new Set([429, 503])

type AssetParams = { projectId?: string; dataset?: string; file?: string }

export type ProxyOptions = {
  /** The visitor's address (the loader's `context.clientAddress`), which the API limits new image sizes by. */
  clientAddress?: string
  apiUrl?: string
}

const plainText = (text: string, status: number, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })

export async function proxyLocalAsset(kind: 'images' | 'files', params: AssetParams, request: Request, options: ProxyOptions = {}): Promise<Response> {
  const env = getServerEnv()
  const apiUrl = options.apiUrl ?? env.CONTENT_API_URL
  if (!usesEmbeddedContent(env) || params.projectId !== EMBEDDED_PROJECT_ID || params.dataset !== env.SANITY_DATASET || !params.file) return NOT_FOUND()
  const target = new URL(`${kind}/${EMBEDDED_PROJECT_ID}/${encodeURIComponent(params.dataset)}/${encodeURIComponent(params.file)}`, `${apiUrl}/`)
  target.search = new URL(request.url).search
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (options.clientAddress) headers.set('x-forwarded-for', options.clientAddress)
  let upstream: Response
  try {
    // The visitor leaving ends the request upstream too, so the API can drop a resize nobody waits for.
    upstream = await fetch(target, { headers, signal: AbortSignal.any([request.signal, AbortSignal.timeout(ASSET_TIMEOUT_MS)]) })
  } catch {
    return plainText('The image store is not answering; try again in a moment.', 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' })
  }
  if (upstream.status >= 400 && upstream.status !== 416) return refusal(upstream)
  const answer = new Headers()
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) answer.set(name, value)
  }
  // The API also varies its CORS answer by Origin; this site's answer varies only with the formats taken.
  if (/\baccept\b/i.test(upstream.headers.get('vary') ?? '')) answer.set('Vary', 'Accept')
  return new Response(upstream.body, { status: upstream.status, headers: answer })
}

/** The API's refusal (Sanity's JSON error) as the plain sentence a person reading the URL can act on. */
async function refusal(upstream: Response): Promise<Response> {
  if (upstream.status === 404) return NOT_FOUND()
  const body = (await upstream.json().catch(() => null)) as { error?: { description?: unknown } } | null
  const description = typeof body?.error?.description === 'string' ? body.error.description : 'The image could not be made.'
  if (TRY_AGAIN.has(upstream.status)) {
    return plainText(description, upstream.status, { 'Retry-After': upstream.headers.get('retry-after') ?? '5', 'Cache-Control': 'no-store' })
  }
  return plainText(description, upstream.status < 500 ? upstream.status : 502)
}
