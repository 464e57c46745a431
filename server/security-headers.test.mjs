import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { namesFrameAncestors, securityHeaders } from './security-headers.mjs'

let server
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())))

/** The headers of one answer from a tiny app behind the security headers, which sets `headers` itself. */
async function answerWith(headers) {
  const app = express()
  app.use(securityHeaders({ production: false }))
  app.get('/', (req, res) => res.set(headers).send('ok'))
  await new Promise((resolve) => (server = app.listen(0, '127.0.0.1', resolve)))
  const response = await fetch(`http://127.0.0.1:${server.address().port}/`)
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

  it('send no X-Frame-Options when the answer’s own policy names who may frame it (preview, for the Studio)', async () => {
    const headers = await answerWith({ 'Content-Security-Policy': "default-src 'self'; frame-ancestors http://localhost:3333" })
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
