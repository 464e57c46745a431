import { afterEach, describe, expect, it, vi } from 'vitest'
import { newTestClient as newClient } from '../../tests/support/test-limits'
import { check, spend, tooManyRequests } from './rate-limits.server'

afterEach(() => {
  delete process.env.RATE_LIMIT_ENQUIRY
})

// Every test counts clients of its own (newClient), so no count carries over from one test to the next.

describe('per-client rate limits', () => {
  it('let a visitor send a few enquiries, then refuse with when to come back', async () => {
    const visitor = newClient()
    for (let sent = 0; sent < 10; sent += 1) expect(await spend('enquiry', visitor)).toEqual({ allowed: true })
    const refused = await spend('enquiry', visitor)
    expect(refused.allowed).toBe(false)
    if (refused.allowed) return
    expect(refused.retryAfterSeconds).toBeGreaterThan(500)
    const response = tooManyRequests(refused, 'Too many.')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe(String(refused.retryAfterSeconds))
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('count each client on its own', async () => {
    const busy = newClient()
    for (let sent = 0; sent < 10; sent += 1) await spend('enquiry', busy)
    expect((await check('enquiry', busy)).allowed).toBe(false)
    expect(await spend('enquiry', newClient())).toEqual({ allowed: true })
  })

  it('can be checked without spending, and tuned per deployment', async () => {
    // The environment is read once per process (env.server.ts): a fresh copy of the modules reads it again.
    process.env.RATE_LIMIT_ENQUIRY = '2/60'
    vi.resetModules()
    const tuned = await import('./rate-limits.server')
    expect(await tuned.check('enquiry', 'a')).toEqual({ allowed: true })
    await tuned.spend('enquiry', 'a')
    await tuned.spend('enquiry', 'a')
    expect((await tuned.check('enquiry', 'a')).allowed).toBe(false)
  })

  it('keep the default for a setting of another shape', async () => {
    process.env.RATE_LIMIT_ENQUIRY = '2 per minute'
    vi.resetModules()
    const untuned = await import('./rate-limits.server')
    for (let sent = 0; sent < 10; sent += 1) expect(await untuned.spend('enquiry', 'b')).toEqual({ allowed: true })
    expect((await untuned.spend('enquiry', 'b')).allowed).toBe(false)
  })
})
