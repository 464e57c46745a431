import type { IncomingMessage, ServerResponse } from 'node:http'
import cors from 'cors'
import { sendJson } from './route'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Only pages served from this machine may call the API from a browser (the Studio, the site in dev). Names under
 * `.localhost` count: browsers resolve them to loopback and never ask DNS (the Studio uses `<project>.localhost`).
 */
export function isLoopbackOrigin(origin: string | undefined): origin is string {
  if (!origin) return false
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost')) &&
      url.origin === origin
    )
  } catch {
    return false
  }
}

const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Cache-Control, Last-Event-ID, X-Sanity-Project-Id, X-Sanity-Dataset'
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/

/** Only ever given a loopback origin: applyCors keeps every other origin away from it. */
const loopbackCors = cors((req, callback) => {
  const requested = req.headers['access-control-request-headers']
  callback(null, {
    origin: true,
    credentials: true,
    exposedHeaders: 'Content-Length, Content-Type, X-Sanity-Shard',
    methods: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    // Clients add their own x-sanity-* headers over time; echoing a well-formed list keeps them working.
    allowedHeaders: requested && HEADER_LIST.test(requested) ? requested : ALLOWED_HEADERS,
    maxAge: 600,
  })
})

/** The data API (queries, documents, listeners, writes): what costs work. Images and files stay open to `<img>`. */
const DATA_PATH = /^\/v[^/]+\/data\//

/**
 * A request a page elsewhere made. CORS alone only keeps such a page from reading the answer, after the work is
 * done: a simple GET still runs its query. So a request is refused when it names an `Origin` that is not a page on
 * this machine, and, for the data API, when the browser says it comes from another site without naming an origin
 * (`<img>`, `<script>`: `Sec-Fetch-Site: cross-site`). Programs (the site's server, scripts) send neither.
 */
function fromPageElsewhere(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin
  if (origin !== undefined) return isLoopbackOrigin(origin) ? undefined : origin
  const crossSite =
    req.headers['sec-fetch-site'] === 'cross-site' &&
    DATA_PATH.test(new URL(req.url ?? '/', 'http://localhost').pathname)
  return crossSite ? 'a page on another site' : undefined
}

/**
 * Sets the CORS headers for a loopback origin and refuses a page elsewhere (403, in Sanity's error shape); returns
 * true when the request is answered (refused, or a preflight).
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  // For every origin, allowed or not: a cache must not hand one origin's answer to another.
  res.setHeader('Vary', 'Origin')
  const elsewhere = fromPageElsewhere(req)
  if (elsewhere !== undefined) {
    const description =
      `The origin ${elsewhere} is not allowed: the local Content API answers only pages on this ` +
      'machine (localhost, 127.0.0.1, [::1] or a *.localhost name)'
    sendJson(res, 403, { error: { description, type: 'corsOriginError' }, statusCode: 403 })
    return true
  }
  // Only an OPTIONS that names the method it asks for is a preflight; any other goes on to the routes.
  const preflight = req.method === 'OPTIONS' && Boolean(req.headers['access-control-request-method'])
  if (isLoopbackOrigin(req.headers.origin)) {
    // `cors` answers every OPTIONS as a preflight, so it sees an ordinary request unless this is one. It runs
    // synchronously (the options and the origin are given at once): the preflight is answered when it returns.
    loopbackCors({ method: preflight ? 'OPTIONS' : 'GET', headers: req.headers }, res, () => undefined)
  }
  return preflight
}
