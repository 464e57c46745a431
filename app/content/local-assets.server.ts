import { EMBEDDED_PROJECT_ID, getServerEnv, usesEmbeddedContent } from '#shared/site-settings.server'
import { NO_STORE, plainText } from '~/platform/plain-text'
import { createRecentImages, type RecentImage, type RecentImages } from './recent-images.server'
import { createSlowedClients, type SlowedClients } from './slowed-clients.server'

/**
 * On the embedded defaults the local Content API holds the images and files, and answers them as Sanity's CDN
 * does (content-api/assets-serve.ts: the same URL parameters, resized once and kept). Browsers ask this site,
 * under the same URL shape (`/images/local/production/<file>?w=…`), and it passes each request on: pages and
 * their images share one origin (no loopback address in a page, no exception in the CSP), and what an editor
 * uploads in the Studio is on the site at once.
 *
 * The API bounds the new sizes it makes (decision 033): it limits each visitor by the address this proxy names
 * in X-Forwarded-For, answers "not now" (429, 503) at once with when to ask again, and drops a queued resize
 * whose visitors have all gone, which it learns when this proxy lets go of its request. Sizes already made are
 * answered again from this worker's memory (recent-images.server.ts), without the API.
 */

// Plain text in UTF-8, as visitors have always had it (Express, which answers for the app, adds the charset).
const NOT_FOUND = () => plainText('Not Found', 404)
/** What the API may need to choose its answer: the formats the browser takes, a byte range of a video. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'range', 'if-range']
/** `x-image-substitute`: the API sent another size of the picture than the one asked (decision 033). */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'x-image-substitute',
]
const ASSET_TIMEOUT_MS = 10_000
/** "Not now" answers: passed on as they are, with when to ask again, and kept by no cache. */
const TRY_AGAIN = new Set([429, 503])

type AssetParams = { projectId?: string; dataset?: string; file?: string }

export type ProxyOptions = {
  /** The visitor's address (the loader's `context.clientAddress`), which the API limits new image sizes by. */
  clientAddress?: string
  apiUrl?: string
  recentImages?: RecentImages
  slowedClients?: SlowedClients
}

const workerRecentImages = createRecentImages()
const workerSlowedClients = createSlowedClients()

const storeNotAnswering = () =>
  sentence('The image store is not answering; try again in a moment.', 503, { ...NO_STORE, 'Retry-After': '5' })

/** "Not now": when to ask again, kept by no cache. */
const notNow = (description: string, status: number, retryAfter: string) =>
  sentence(description, status, { ...NO_STORE, 'Retry-After': retryAfter })

const answerOf = ({ status, headers, body }: RecentImage) => new Response(body, { status, headers })

/** A sentence for a person reading the URL: plain text, one line. */
const sentence = (text: string, status: number, headers?: Record<string, string>) =>
  plainText(`${text}\n`, status, headers)

export async function proxyLocalAsset(
  kind: 'images' | 'files',
  params: AssetParams,
  request: Request,
  options: ProxyOptions = {},
): Promise<Response> {
  const env = getServerEnv()
  const apiUrl = options.apiUrl ?? env.CONTENT_API_URL
  if (
    !usesEmbeddedContent(env) ||
    params.projectId !== EMBEDDED_PROJECT_ID ||
    params.dataset !== env.SANITY_DATASET ||
    !params.file
  )
    return NOT_FOUND()
  const target = new URL(
    `${kind}/${EMBEDDED_PROJECT_ID}/${encodeURIComponent(params.dataset)}/${encodeURIComponent(params.file)}`,
    `${apiUrl}/`,
  )
  target.search = new URL(request.url).search
  const recentImages = options.recentImages ?? workerRecentImages
  const recentKey = kind === 'images' ? recentImages.keyOf(request) : null
  const recent = recentKey ? recentImages.get(recentKey) : undefined
  if (recent) return answerOf(recent)
  const slowedClients = options.slowedClients ?? workerSlowedClients
  const standing = kind === 'images' ? slowedClients.standing(options.clientAddress) : null
  if (standing) return notNow(standing.description, 429, String(standing.retryAfterSeconds))
  const headers = new Headers()
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (options.clientAddress) headers.set('x-forwarded-for', options.clientAddress)
  let upstream: Response
  try {
    // The visitor leaving ends the request upstream too, so the API can drop a resize nobody waits for.
    upstream = await fetch(target, {
      headers,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(ASSET_TIMEOUT_MS)]),
    })
  } catch {
    return storeNotAnswering()
  }
  if (upstream.status === 404) return NOT_FOUND()
  if (upstream.status >= 400 && upstream.status !== 416) {
    const description = await storeSentence(upstream)
    const retryAfter = upstream.headers.get('retry-after') ?? '5'
    if (upstream.status === 429 && options.clientAddress)
      slowedClients.slowDown(options.clientAddress, Number(retryAfter), description)
    return TRY_AGAIN.has(upstream.status)
      ? notNow(description, upstream.status, retryAfter)
      : sentence(description, upstream.status < 500 ? upstream.status : 502)
  }
  const answer = new Headers()
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) answer.set(name, value)
  }
  // The API also varies its CORS answer by Origin; this site's answer varies only with the formats taken.
  if (/\baccept\b/i.test(upstream.headers.get('vary') ?? '')) answer.set('Vary', 'Accept')
  if (recentKey && recentImages.keepable(upstream.status, upstream.headers)) {
    const body = await upstream.arrayBuffer().catch(() => null)
    if (!body) return storeNotAnswering()
    const image = { status: upstream.status, headers: [...answer], body }
    recentImages.keep(recentKey, image)
    return answerOf(image)
  }
  return new Response(upstream.body, { status: upstream.status, headers: answer })
}

/** The API's refusal (Sanity's JSON error) as the plain sentence a person reading the URL can act on. */
async function storeSentence(upstream: Response): Promise<string> {
  const body = (await upstream.json().catch(() => null)) as { error?: { description?: unknown } } | null
  return typeof body?.error?.description === 'string' ? body.error.description : 'The image could not be made.'
}
