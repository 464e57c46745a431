import { EMBEDDED_PROJECT_ID, getServerEnv, usesEmbeddedContent } from '~/server/env.server'

/**
 * On the embedded defaults the local Content API holds the images and files, and answers them as Sanity's CDN
 * does (content-api/assets-serve.ts: the same URL parameters, resized once and kept). Browsers ask this site,
 * under the same URL shape (`/images/local/production/<file>?w=…`), and it passes each request on: pages and
 * their images share one origin (no loopback address in a page, no exception in the CSP), and what an editor
 * uploads in the Studio is on the site at once.
 */

const NOT_FOUND = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
/** What the API may need to choose its answer: the formats the browser takes, a byte range of a video. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'range', 'if-range']
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control']
const ASSET_TIMEOUT_MS = 10_000

type AssetParams = { projectId?: string; dataset?: string; file?: string }

export async function proxyLocalAsset(
  kind: 'images' | 'files',
  params: AssetParams,
  request: Request,
  apiUrl: string = getServerEnv().CONTENT_API_URL,
): Promise<Response> {
  const env = getServerEnv()
  if (!usesEmbeddedContent(env) || params.projectId !== EMBEDDED_PROJECT_ID || params.dataset !== env.SANITY_DATASET || !params.file) return NOT_FOUND()
  const target = new URL(`${kind}/${EMBEDDED_PROJECT_ID}/${encodeURIComponent(params.dataset)}/${encodeURIComponent(params.file)}`, `${apiUrl}/`)
  target.search = new URL(request.url).search
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  let upstream: Response
  try {
    upstream = await fetch(target, { headers, signal: AbortSignal.timeout(ASSET_TIMEOUT_MS) })
  } catch {
    return new Response('The image store is not answering; try again in a moment.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' },
    })
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
  return new Response(`${description}\n`, { status: upstream.status < 500 ? upstream.status : 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
