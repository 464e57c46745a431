import http, { type IncomingHttpHeaders } from 'node:http'

export type Answer = { status: number; ms: number; headers: IncomingHttpHeaders; bytes: number }

export const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/** One pool of connections per source address, as a browser on one machine holds. */
export const connectionPool = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets })

/** A GET of the server on 127.0.0.1:`port` from the loopback address `from`, timed to its last byte. */
export function timedGet(
  port: number,
  path: string,
  from: string,
  agent: http.Agent,
  accept = BROWSER_ACCEPT,
): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, localAddress: from, agent, headers: { Accept: accept }, timeout: 60_000 },
      (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers, bytes }),
        )
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {}, bytes }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {}, bytes: 0 }))
    req.end()
  })
}
