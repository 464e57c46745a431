import { beforeEach, describe, expect, it, vi } from 'vitest'
import { newTestClient as newClient } from '../../../tests/support/test-limits'

vi.stubEnv('SANITY_PREVIEW_SECRET', 'route-test-secret')
// A small allowance keeps the tests short; the default is tuned in rate-limits.server.ts.
vi.stubEnv('RATE_LIMIT_PREVIEW_GUESS', '3/900')
const preview = await import('~/routes/api.preview')
const exit = await import('~/routes/api.exit-preview')
const { isPreviewRequest } = await import('./preview-session.server')

// Every test is a client of its own: the wrong guesses one test counts never reach the next.
let client: string
beforeEach(() => {
  client = newClient()
})
const enter = (query: string, clientAddress = client) =>
  preview.loader({
    request: new Request(`http://localhost/api/preview?${query}`),
    context: { clientAddress },
    params: {},
  })
const rightSecret = 'secret=route-test-secret&redirect=/about'
const wrongSecret = 'secret=a-guess&redirect=/about'
const sentBack = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!
const honoured = (cookie: string) => isPreviewRequest(new Request('http://localhost/', { headers: { Cookie: cookie } }))

describe('GET /api/preview', () => {
  it('turns preview on with the right secret and sends the browser to the page without the secret', async () => {
    const response = await enter(rightSecret)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/about')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await honoured(sentBack(response))).toBe(true)
  })

  it('refuses a wrong secret with 401 and no cookie', async () => {
    const response = await enter(wrongSecret)
    expect(response.status).toBe(401)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(await response.text()).toContain('This preview link is not valid')
  })

  it('answers 429 with Retry-After once a client used up its wrong guesses, even for the right secret', async () => {
    for (let guess = 0; guess < 3; guess++) expect((await enter(wrongSecret)).status).toBe(401)
    const blocked = await enter(wrongSecret)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    const rightButBlocked = await enter(rightSecret)
    expect(rightButBlocked.status).toBe(429)
    expect(rightButBlocked.headers.get('Set-Cookie')).toBeNull()
    expect(Number(rightButBlocked.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('counts wrong guesses per client', async () => {
    for (let guess = 0; guess < 3; guess++) await enter(wrongSecret)
    expect((await enter(rightSecret)).status).toBe(429)
    expect((await enter(rightSecret, newClient())).status).toBe(302)
  })

  it('spends nothing on the right secret', async () => {
    for (let visit = 0; visit < 5; visit++) expect((await enter(rightSecret)).status).toBe(302)
    for (let guess = 0; guess < 3; guess++) expect((await enter(wrongSecret)).status).toBe(401)
  })
})

describe('/api/exit-preview', () => {
  const exitByLink = (redirect: string, cookie?: string) =>
    exit.loader({
      request: new Request(`http://localhost/api/exit-preview?redirect=${encodeURIComponent(redirect)}`, {
        headers: cookie ? { Cookie: cookie } : {},
      }),
      context: { clientAddress: client },
      params: {},
    })
  const exitByForm = (redirect: string, cookie?: string) =>
    exit.action({
      request: new Request('http://localhost/api/exit-preview', {
        method: 'POST',
        body: new URLSearchParams({ redirect }),
        headers: cookie ? { Cookie: cookie } : {},
      }),
      context: { clientAddress: client },
      params: {},
    })
  const inPreview = async () => sentBack(await enter(rightSecret))

  it.each([
    ['a link', exitByLink],
    ['the banner’s form', exitByForm],
  ])('by %s revokes the session, clears the cookie and returns to the page', async (_how, leave) => {
    const cookie = await inPreview()
    const response = await leave('/listed-itinerary-details/gold-package', cookie)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/listed-itinerary-details/gold-package')
    expect(response.headers.get('Set-Cookie')).toMatch(/^__preview=; Max-Age=0;/)
    expect(await honoured(cookie)).toBe(false)
  })

  it.each([
    '/../..//evil.com',
    '/.//evil.com',
    '/%2e%2e//evil.com',
    '/a/..//evil.com/x',
    '//evil.com',
    'https://evil.com',
  ])('never sends the browser to another host (%s)', async (target) => {
    expect((await exitByLink(target)).headers.get('Location')).toBe('/')
    expect((await exitByForm(target)).headers.get('Location')).toBe('/')
  })

  it('sends the reported link to the home page: /api/exit-preview?redirect=%2F..%2F%2Fevil.com', async () => {
    const response = await exit.loader({
      request: new Request('http://localhost/api/exit-preview?redirect=%2F..%2F%2Fevil.com'),
      context: { clientAddress: client },
      params: {},
    })
    expect(response.headers.get('Location')).toBe('/')
  })
})
