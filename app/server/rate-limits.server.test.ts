import { afterEach, describe, expect, it } from 'vitest'
import { check, resetRateLimits, spend, tooManyRequests } from './rate-limits.server'

afterEach(() => {
  delete process.env.RATE_LIMIT_ENQUIRY
  resetRateLimits()
})

describe('per-client rate limits', () => {
  it('let a visitor send a few enquiries, then refuse with when to come back', async () => {
    for (let sent = 0; sent < 10; sent += 1) expect(await spend('enquiry', '203.0.113.5')).toEqual({ allowed: true })
    const refused = await spend('enquiry', '203.0.113.5')
    expect(refused.allowed).toBe(false)
    if (refused.allowed) return
    expect(refused.retryAfterSeconds).toBeGreaterThan(500)
    const response = tooManyRequests(refused, 'Too many.')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe(String(refused.retryAfterSeconds))
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('count each client on its own', async () => {
    for (let sent = 0; sent < 10; sent += 1) await spend('enquiry', '203.0.113.5')
    expect(await spend('enquiry', '203.0.113.6')).toEqual({ allowed: true })
  })

  it('can be checked without spending, and tuned per deployment', async () => {
    process.env.RATE_LIMIT_ENQUIRY = '2/60'
    expect(await check('enquiry', 'a')).toEqual({ allowed: true })
    await spend('enquiry', 'a')
    await spend('enquiry', 'a')
    expect((await check('enquiry', 'a')).allowed).toBe(false)
  })
})
