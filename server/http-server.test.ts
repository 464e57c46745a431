// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import http, { type Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpServer } from './http-server'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    }),
  )
})

async function listening(server: Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/**
 * A client that sends a request's headers one byte every 200 ms and never finishes them. `closed` resolves with
 * what the server sent before it hung up; `stop` hangs up from the client's side.
 */
function dripHeaders(port: number) {
  const socket = net.connect({ host: '127.0.0.1', port })
  const text = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}`
  let sent = 0
  let answer = ''
  const drip = setInterval(() => socket.write(text[sent++ % text.length]!), 200)
  socket.on('data', (chunk) => {
    answer += chunk
  })
  socket.on('error', () => undefined)
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip)
      resolve(answer)
    }),
  )
  return { closed, stop: () => socket.destroy() }
}

describe('the site server’s deadlines', () => {
  it('closes a client that drips its headers at the configured deadline, not at Node’s 30 s sweep', async () => {
    // Three clients drip at once: to the site's server with a 2 s deadline, to the site's server with a 20 s one,
    // and to Node's own server with the 2 s deadline but its sweep every 30 s. Only the first is hung up on, and
    // with Node's answer to a late request: the deadline does it, and the sweep no longer waits it out.
    const deadlines = { headersTimeoutMs: 2_000, requestTimeoutMs: 3_000 }
    const site = dripHeaders(await listening(createHttpServer((_req, res) => res.end('ok'), deadlines)))
    const later = dripHeaders(
      await listening(
        createHttpServer((_req, res) => res.end('ok'), { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000 }),
      ),
    )
    const nodes = http.createServer((_req, res) => res.end('ok'))
    nodes.headersTimeout = deadlines.headersTimeoutMs
    nodes.requestTimeout = deadlines.requestTimeoutMs
    const node = dripHeaders(await listening(nodes))
    const ended: string[] = []
    void later.closed.then(() => ended.push('20 s deadline'))
    void node.closed.then(() => ended.push('Node’s sweep'))
    expect(await site.closed).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(ended).toEqual([])
    later.stop()
    node.stop()
  })
})
