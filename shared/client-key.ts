/**
 * What the HTTP server (server/app.ts) hands every loader and action beside the request: facts about the
 * connection that a Fetch `Request` cannot carry.
 */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /**
     * The visitor's address: the socket's peer, or the first untrusted hop of X-Forwarded-For when the
     * server is told (TRUST_PROXY) which proxies in front of it to believe. Keys per-client rate limits.
     */
    clientAddress: string
  }
}

import ipaddr from 'ipaddr.js'

/** The longest an address can be written (an IPv6 one ending in dotted IPv4 is 45 characters); longer is not one. */
const LONGEST_ADDRESS = 64

/**
 * The key for per-client limits. An IPv6 visitor is keyed by its /64 network, since one household or phone
 * holds a whole /64 and could otherwise take a fresh address for every request; an IPv4 address written the
 * IPv6 way (::ffff:a.b.c.d, or in hex) is the IPv4 address. A request without a known peer, or whose address is
 * not one, shares one bucket, so made-up addresses cannot mint allowances.
 */
export function clientKey(context: { clientAddress?: string } | undefined): string {
  const given = context?.clientAddress ?? ''
  if (ipaddr.IPv4.isValidFourPartDecimal(given)) return ipaddr.IPv4.parse(given).toString()
  // A zone (fe80::1%eth0) names the interface the address is reached through, not the client.
  const address = given.split('%')[0]!
  if (address.length > LONGEST_ADDRESS || !ipaddr.IPv6.isValid(address)) return 'unknown'
  const ip = ipaddr.process(address)
  if (ip.kind() === 'ipv4') return ip.toString()
  return `${(ip as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
