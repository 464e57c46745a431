// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { parseTrustProxy } from './app'
import { dropUntrustedForwarding } from './untrusted-forwarding'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** What the app behind the middleware sees of a request that claims to come through a proxy. */
async function seenBehind(trustProxy: string | undefined) {
  const app = express()
  app.set('trust proxy', parseTrustProxy(trustProxy))
  app.use(dropUntrustedForwarding())
  app.get('/', (req, res) =>
    res.json({
      forwardedHost: req.get('x-forwarded-host') ?? null,
      forwarded: req.get('forwarded') ?? null,
      hostname: req.hostname,
      protocol: req.protocol,
      ip: req.ip,
    }),
  )
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', resolve)))
  const response = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, {
    headers: {
      'X-Forwarded-Host': '127.0.0.1:1',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-For': '203.0.113.9',
      Forwarded: 'host=evil.example',
    },
  })
  return (await response.json()) as Record<string, string | null>
}

describe('forwarding headers', () => {
  it('are dropped when the peer is no proxy TRUST_PROXY names: a page never prints a made-up address', async () => {
    const seen = await seenBehind(undefined)
    expect(seen).toMatchObject({
      forwardedHost: null,
      forwarded: null,
      hostname: '127.0.0.1',
      protocol: 'http',
      ip: '127.0.0.1',
    })
  })

  it('count when the peer is a trusted proxy', async () => {
    const seen = await seenBehind('loopback')
    expect(seen).toMatchObject({
      forwardedHost: '127.0.0.1:1',
      hostname: '127.0.0.1',
      protocol: 'https',
      ip: '203.0.113.9',
    })
  })
})
