/**
 * What the HTTP server (server/app.mjs) hands every loader and action beside the request: facts about the
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

import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key for per-client limits. An IPv6 visitor is keyed by its /64 network, since one household or phone
 * holds a whole /64 and could otherwise take a fresh address for every request; an IPv4 address written the
 * IPv6 way (::ffff:a.b.c.d) is the IPv4 address. A request without a known peer shares one bucket.
 */
export function clientKey(context: { clientAddress?: string } | undefined): string {
  const address = context?.clientAddress ?? ''
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
  return address || 'unknown'
}

/** The eight 16-bit groups of an IPv6 address, with `::` expanded and leading zeros dropped. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::')
  const split = (part: string) => (part ? part.split(':') : [])
  const left = split(head)
  const right = tail === undefined ? [] : split(tail)
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}
