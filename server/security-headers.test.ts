// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { namesFrameAncestors, securityHeaders } from './security-headers'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** The headers of one answer from a tiny app behind the security headers, which sets `headers` itself. */
async function answerWith(headers: Record<string, string>, { production = false } = {}) {
  const app = express()
  app.use(securityHeaders({ production }))
  app.get('/', (_req, res) => res.set(headers).send('ok'))
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', resolve)))
  const response = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`)
  return response.headers
}

describe('framing headers', () => {
  it('deny framing by default, in both headers', async () => {
    const headers = await answerWith({})
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('keep DENY beside an answer’s own policy that frames nobody', async () => {
    const headers = await answerWith({ 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" })
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('send no X-Frame-Options when the answer’s policy names who may frame it (preview, for the Studio)', async () => {
    const headers = await answerWith({
      'Content-Security-Policy': "default-src 'self'; frame-ancestors http://localhost:3333",
    })
    expect(headers.get('x-frame-options')).toBeNull()
    expect(headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors http://localhost:3333")
  })

  it.each([
    [undefined, false],
    ["default-src 'none'", false],
    ["frame-ancestors 'none'", false],
    ["FRAME-ANCESTORS 'NONE'", false],
    ['frame-ancestors', false],
    ['frame-ancestors https://studio.example.com', true],
    [['frame-ancestors https://studio.example.com', "frame-ancestors 'none'"], false],
    ["frame-ancestors https://studio.example.com, default-src 'none'; frame-ancestors 'none'", false],
  ])('read %j as letting someone frame: %s', (policy, expected) => {
    expect(namesFrameAncestors(policy)).toBe(expected)
  })
})

describe('the headers every answer carries', () => {
  it('are the ones the site has always sent, and no others from helmet', async () => {
    const headers = await answerWith({})
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toContain('camera=()')
    expect(headers.get('x-powered-by')).toBeNull()
    expect(headers.get('strict-transport-security')).toBeNull()
    for (const name of [
      'cross-origin-resource-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-dns-prefetch-control',
    ]) {
      expect(headers.get(name)).toBeNull()
    }
  })

  it('include HSTS in production', async () => {
    const headers = await answerWith({}, { production: true })
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  it('keep an answer’s own permissions policy', async () => {
    const headers = await answerWith({ 'Permissions-Policy': 'camera=(self)' })
    expect(headers.get('permissions-policy')).toBe('camera=(self)')
  })
})
