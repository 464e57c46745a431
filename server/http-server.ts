import http, { type RequestListener } from 'node:http'

/**
 * The site's HTTP server, with deadlines for slow senders that hold: headers must arrive within
 * `headersTimeoutMs`, the whole request within `requestTimeoutMs`. Node enforces both only when it sweeps its
 * connections, every 30 s by default, so a client sending a header byte at a time was held 42 s against a 20 s
 * deadline; the sweep runs every second here.
 */
export type Deadlines = { headersTimeoutMs: number; requestTimeoutMs: number }

export const SITE_DEADLINES: Deadlines = { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000 }
const SWEEP_INTERVAL_MS = 1_000

export function createHttpServer(
  listener: RequestListener,
  { headersTimeoutMs, requestTimeoutMs }: Deadlines = SITE_DEADLINES,
) {
  const server = http.createServer(
    { connectionsCheckingInterval: Math.min(SWEEP_INTERVAL_MS, headersTimeoutMs) },
    listener,
  )
  server.headersTimeout = headersTimeoutMs
  server.requestTimeout = requestTimeoutMs
  return server
}
