import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * The Content API and the Studio host answer only requests addressed to this machine by a loopback name. Listening
 * on 127.0.0.1 is not enough: a page on another site can point its own host name at 127.0.0.1 (DNS rebinding) and
 * then read the Studio page, which carries the editor token, as same-origin. The browser still sends that page's
 * name in `Host`, so a request is refused unless it names `localhost`, `127.0.0.1`, `[::1]` or a `*.localhost` name
 * (any port). The last are needed (the Studio talks to `local.localhost:<port>`, and `listen<n>.local.localhost`)
 * and safe: browsers answer `*.localhost` with loopback themselves, never from DNS, and no one can register a name
 * under `.localhost` (RFC 6761), so no page elsewhere can carry such a name. Nothing needs another name: the API
 * listens on loopback only.
 */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])
const LOCALHOST_SUBDOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+localhost$/

export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false
  const given = host.toLowerCase()
  let url: URL
  try {
    url = new URL(`http://${given}`)
  } catch {
    return false
  }
  // The parser tidies what it reads (`127.1`, `a@localhost`, `localhost/x`): only a Host it leaves as it was counts.
  if (url.host !== given && `${url.hostname}:80` !== given) return false
  return LOOPBACK_NAMES.has(url.hostname) || LOCALHOST_SUBDOMAIN.test(url.hostname)
}

const REFUSAL = 'This server answers only requests addressed to localhost, 127.0.0.1 or [::1].\n'
const REFUSAL_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Length': String(Buffer.byteLength(REFUSAL)),
  'Cache-Control': 'no-store',
  Connection: 'close',
}

/** Answers 421 Misdirected Request and returns true when the request does not name a loopback host. */
export function refuseForeignHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (isLoopbackHost(req.headers.host)) return false
  res.writeHead(421, REFUSAL_HEADERS)
  res.end(req.method === 'HEAD' ? undefined : REFUSAL)
  return true
}

/** The same for an upgrade (WebSocket) request, answered on the raw socket. */
export function refuseForeignHostUpgrade(req: IncomingMessage, socket: Duplex): boolean {
  if (isLoopbackHost(req.headers.host)) return false
  const head = Object.entries(REFUSAL_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 421 Misdirected Request\r\n${head}\r\n${REFUSAL}`)
  return true
}
