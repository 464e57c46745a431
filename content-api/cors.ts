import type { IncomingMessage, ServerResponse } from 'node:http'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Only pages served from this machine may call the API from a browser (the Studio, the site in dev). Names under
 * `.localhost` count: browsers resolve them to loopback and never ask DNS (the Studio uses `<project>.localhost`).
 */
export function isLoopbackOrigin(origin: string | undefined): origin is string {
  if (!origin) return false
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost')) && url.origin === origin
  } catch {
    return false
  }
}

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Cache-Control, Last-Event-ID, X-Sanity-Project-Id, X-Sanity-Dataset'
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/

/** Sets the CORS headers for a loopback origin; returns true when the request was a preflight and is answered. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  const allowed = isLoopbackOrigin(origin)
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Type, X-Sanity-Shard')
  }
  res.setHeader('Vary', 'Origin')
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false
  if (allowed) {
    const requested = req.headers['access-control-request-headers']
    // Clients add their own x-sanity-* headers over time; echoing a well-formed list keeps them working.
    res.setHeader('Access-Control-Allow-Headers', requested && HEADER_LIST.test(requested) ? requested : ALLOWED_HEADERS)
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    res.setHeader('Access-Control-Max-Age', '600')
  }
  res.writeHead(allowed ? 204 : 403)
  res.end()
  return true
}
