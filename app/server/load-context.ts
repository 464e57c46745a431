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

/** The key for per-client limits; a request that reached us without a known peer shares one bucket. */
export function clientKey(context: { clientAddress?: string } | undefined): string {
  return context?.clientAddress || 'unknown'
}

export {}
