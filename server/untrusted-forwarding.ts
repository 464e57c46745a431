import type { RequestHandler } from 'express'

/**
 * Headers a proxy adds to say who the visitor is and which address they asked for. From a peer that TRUST_PROXY
 * does not name they are only what the client chose to send, yet Remix's adapter builds the request URL from
 * X-Forwarded-Host and a page prints that URL (its canonical link, og:image, JSON-LD), which a CDN in front would
 * then keep for everyone. So they are removed here, before anything reads them.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
]

/** Express's own test of "trust proxy" (a compiled proxy-addr function), asked about the socket's peer. */
type TrustsPeer = (address: string, hop: number) => boolean

export function dropUntrustedForwarding(): RequestHandler {
  return (req, _res, next) => {
    const trusts = req.app.get('trust proxy fn') as TrustsPeer
    if (!trusts(req.socket.remoteAddress ?? '', 0)) {
      for (const name of FORWARDING_HEADERS) delete req.headers[name]
    }
    next()
  }
}
