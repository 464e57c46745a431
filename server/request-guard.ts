import type { Request, RequestHandler, Response } from 'express'
import { NO_STORE } from '~/platform/plain-text'
import { sendPlainText } from './send-plain-text'

/**
 * Turns away what is not a request for a page of this site before it reaches the app, with a 4xx rather than
 * the 500 a malformed URL would otherwise become: a request target that is not a path ("*", "http://other/…"),
 * a Host header that is not a host, and methods no route here answers.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST'])
const ALLOW = 'GET, HEAD, POST'

const refuse = (res: Response, status: number, message: string, headers: Record<string, string> = {}) =>
  sendPlainText(res, status, message, { ...NO_STORE, ...headers })

/**
 * A POST that a browser says came from another site's page (cross-site request forgery). Requests that carry
 * neither header come from no browser page at all (scripts, Sanity's webhook) and pass on to the routes.
 */
function postIsCrossSite(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  if (fetchSite === 'same-origin') return false
  const origin = req.get('origin')
  if (origin === undefined) return false
  try {
    const host = new URL(origin).host
    return host !== req.get('host') && host !== req.get('x-forwarded-host')
  } catch {
    return true
  }
}

export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    // No route here takes PUT, DELETE or the like, and nothing is shared cross-origin, so OPTIONS says only that.
    if (req.method === 'OPTIONS')
      return res
        .status(204)
        .set({ Allow: ALLOW, ...NO_STORE })
        .end()
    if (!ALLOWED_METHODS.has(req.method)) return refuse(res, 405, 'Method Not Allowed', { Allow: ALLOW })
    if (!req.originalUrl.startsWith('/')) return refuse(res, 400, 'Bad Request')
    const hosts = [req.get('host'), req.get('x-forwarded-host')].filter((value) => value !== undefined)
    if (!req.get('host') || hosts.some((host) => !HOST.test(host) || Number(host.split(':').at(-1)) > 65535)) {
      return refuse(res, 400, 'Bad Request')
    }
    if (req.method === 'POST' && postIsCrossSite(req))
      return refuse(res, 403, 'This form can be sent from this site’s own pages only.')
    // A page that sends no referrer (a proposal's, decision 064) posts its forms with `Origin: null`, which Remix
    // takes for a forgery; the browser's own Sec-Fetch-Site, which no page can set, already said it is this site's.
    if (req.method === 'POST' && req.get('sec-fetch-site') === 'same-origin' && req.get('origin') === 'null')
      delete req.headers.origin
    const proto = req.get('x-forwarded-proto')
    if (proto !== undefined && !/^https?(?:\s*,\s*https?)*$/i.test(proto)) return refuse(res, 400, 'Bad Request')
    try {
      // What the app would build from this request, and the path the router decodes: either failing to parse
      // is the client's error.
      const url = new URL(req.originalUrl, 'http://site.invalid')
      decodeURIComponent(url.pathname)
      // Single fetch answers `.data` URLs; the older `?_data=` form only fills the log with warnings.
      if (url.searchParams.has('_data')) return refuse(res, 400, 'Bad Request')
    } catch {
      return refuse(res, 400, 'Bad Request')
    }
    next()
  }
}
