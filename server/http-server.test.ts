// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import type { Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpServer } from './http-server'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Sends a request's headers one byte every 200 ms and resolves with the seconds until the server hangs up. */
function dripHeaders(port: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect({ host: '127.0.0.1', port })
    const text = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`
    let sent = 0
    const drip = setInterval(() => socket.write(text[sent++ % text.length]!), 200)
    socket.on('close', () => {
      clearInterval(drip)
      resolve((performance.now() - started) / 1000)
    })
    socket.on('error', () => undefined)
  })
}

describe('the site server’s deadlines', () => {
  it('closes a client that drips its headers at the configured deadline, not at Node’s 30 s sweep', async () => {
    server = createHttpServer((_req, res) => res.end('ok'), { headersTimeoutMs: 2_000, requestTimeoutMs: 3_000 })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const seconds = await dripHeaders((server.address() as AddressInfo).port)
    expect(seconds).toBeGreaterThanOrEqual(1.9)
    // Within the ±5 s the target allows (a loaded CI machine delays the sweep's timer); Node's own sweep is 30 s.
    expect(seconds).toBeLessThan(7)
  }, 40_000)
})
