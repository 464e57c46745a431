import { afterEach, describe, expect, it, vi } from 'vitest'

vi.stubEnv('SANITY_PREVIEW_SECRET', 'session-test-secret')
const {
  endPreviewCookie,
  isPreviewRequest,
  PREVIEW_SESSION_SECONDS,
  previewCookie,
  revokePreviewSession,
  startPreviewCookie,
} = await import('./preview-session.server')

/** The `name=value` a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!
const requestWith = (cookie: string) => new Request('http://localhost/', { headers: { Cookie: cookie } })
const mint = async () => sentBack(await startPreviewCookie(new Request('http://localhost/api/preview')))
const sessionIn = async (cookie: string) =>
  (await previewCookie().parse(cookie)) as { v: number; id: string; exp: number }
/** A cookie this site signed, holding whatever the test wants (the signature is then not what is tested). */
const signed = async (value: unknown) => sentBack(await previewCookie().serialize(value))
const honoured = (cookie: string) => isPreviewRequest(requestWith(cookie))

afterEach(() => {
  vi.useRealTimers()
})

describe('the preview cookie', () => {
  it('is httpOnly, Lax, site-wide and expires within the hour; Secure when the site is reached by HTTPS', async () => {
    const overHttp = await startPreviewCookie(new Request('http://localhost:3000/api/preview'))
    expect(overHttp).toMatch(/^__preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/)
    const behindProxy = await startPreviewCookie(
      new Request('http://10.0.0.5/api/preview', { headers: { 'X-Forwarded-Proto': 'https' } }),
    )
    expect(behindProxy).toMatch(/; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('is partitioned, SameSite=None and Secure when entered in a frame (the Studio’s Presentation tool)', async () => {
    const framed = (url: string, headers: Record<string, string> = {}) =>
      startPreviewCookie(new Request(url, { headers: { 'Sec-Fetch-Dest': 'iframe', ...headers } }))
    const crossSite = /^__preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/
    // Over HTTPS, and over http on loopback, where browsers keep Secure cookies all the same.
    for (const url of [
      'http://127.0.0.1:3000/api/preview',
      'http://localhost:3000/api/preview',
      'http://[::1]:3000/api/preview',
      'http://site.localhost/api/preview',
      'https://example.com/api/preview',
    ]) {
      expect(await framed(url), url).toMatch(crossSite)
    }
    expect(await framed('http://10.0.0.5/api/preview', { 'X-Forwarded-Proto': 'https' })).toMatch(crossSite)
    expect(await framed('http://10.0.0.5/api/preview', { 'Sec-Fetch-Dest': 'frame' })).toMatch(/; SameSite=Lax$/)
  })

  it('falls back to the first-party Lax cookie in a frame reached over plain http by a non-loopback name', async () => {
    for (const url of [
      'http://192.168.1.20:3000/api/preview',
      'http://10.0.0.5/api/preview',
      'http://127.0.0.1.example.com/api/preview',
      'http://notlocalhost/api/preview',
    ]) {
      const setCookie = await startPreviewCookie(new Request(url, { headers: { 'Sec-Fetch-Dest': 'iframe' } }))
      expect(setCookie, url).toMatch(/^__preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/)
    }
  })

  it('is honoured whichever way it was written', async () => {
    const framed = await startPreviewCookie(
      new Request('http://127.0.0.1/api/preview', { headers: { 'Sec-Fetch-Dest': 'iframe' } }),
    )
    expect(await honoured(sentBack(framed))).toBe(true)
  })

  it('turns preview on only when it carries this site’s signature', async () => {
    const issued = (await startPreviewCookie(new Request('http://localhost/'))).split(';')[0]!
    expect(await isPreviewRequest(new Request('http://localhost/', { headers: { Cookie: issued } }))).toBe(true)
    const [name, value] = issued.split('=')
    const forged = `${name}=${value!.split('.')[0]}.${'A'.repeat(43)}`
    expect(await isPreviewRequest(new Request('http://localhost/', { headers: { Cookie: forged } }))).toBe(false)
    expect(await isPreviewRequest(new Request('http://localhost/'))).toBe(false)
  })

  it('is checked once per request, however many loaders ask', async () => {
    const issued = (await startPreviewCookie(new Request('http://localhost/'))).split(';')[0]!
    const parse = vi.spyOn(previewCookie(), 'parse')
    const request = new Request('http://localhost/', { headers: { Cookie: issued } })
    const answers = await Promise.all([isPreviewRequest(request), isPreviewRequest(request), isPreviewRequest(request)])
    expect(answers).toEqual([true, true, true])
    expect(parse).toHaveBeenCalledTimes(1)
    await isPreviewRequest(new Request('http://localhost/', { headers: { Cookie: issued } }))
    expect(parse).toHaveBeenCalledTimes(2)
    parse.mockRestore()
  })

  it('is cleared by "Exit preview": both cookies, the partitioned one by a Partitioned Set-Cookie', async () => {
    const expired = '__preview=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly'
    for (const request of [
      new Request('http://localhost/'),
      new Request('http://127.0.0.1:3000/', { headers: { 'Sec-Fetch-Dest': 'iframe' } }),
    ]) {
      expect(await endPreviewCookie(request)).toEqual([
        `${expired}; SameSite=Lax`,
        `${expired}; Secure; Partitioned; SameSite=None`,
      ])
    }
    expect(await endPreviewCookie(new Request('https://example.com/'))).toEqual([
      `${expired}; Secure; SameSite=Lax`,
      `${expired}; Secure; Partitioned; SameSite=None`,
    ])
    // Where no Secure cookie could have been kept, there is no partitioned one to clear.
    expect(await endPreviewCookie(new Request('http://192.168.1.20:3000/'))).toEqual([`${expired}; SameSite=Lax`])
  })

  it('holds its own session: format, random 128-bit id and expiry an hour away, all under the signature', async () => {
    const before = Date.now()
    const [first, second] = [await mint(), await mint()]
    const session = await sessionIn(first)
    expect(session).toEqual({ v: 1, id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), exp: expect.any(Number) })
    expect(session.exp).toBeGreaterThanOrEqual(before + PREVIEW_SESSION_SECONDS * 1000)
    expect(session.exp).toBeLessThanOrEqual(Date.now() + PREVIEW_SESSION_SECONDS * 1000)
    expect(PREVIEW_SESSION_SECONDS).toBe(3600)
    expect(first).not.toBe(second)
    expect((await sessionIn(second)).id).not.toBe(session.id)
  })

  it('is refused when its value was changed after signing', async () => {
    const issued = await mint()
    const [name, value] = [
      issued.slice(0, issued.indexOf('=')),
      decodeURIComponent(issued.slice(issued.indexOf('=') + 1)),
    ]
    const [payload, signature] = value.split('.') as [string, string]
    const later = btoa(JSON.stringify({ ...JSON.parse(atob(payload)), exp: Date.now() + 365 * 24 * 3600 * 1000 }))
    expect(await honoured(`${name}=${encodeURIComponent(`${later}.${signature}`)}`)).toBe(false)
    expect(await honoured(`${name}=${encodeURIComponent(`${payload.slice(0, -2)}AA.${signature}`)}`)).toBe(false)
    expect(await honoured(issued)).toBe(true)
  })

  it('is refused when signed but not a session in today’s shape (the old bare "drafts" flag among them)', async () => {
    const exp = Date.now() + 60_000
    const shapes = [
      'drafts',
      {},
      null,
      { v: 2, id: 'A'.repeat(22), exp },
      { v: 1, id: 'short', exp },
      { v: 1, id: 'A'.repeat(22), exp: String(exp) },
      { v: 1, id: 'A'.repeat(22) },
    ]
    for (const value of shapes) expect(await honoured(await signed(value)), JSON.stringify(value)).toBe(false)
    expect(await honoured(await signed({ v: 1, id: 'A'.repeat(22), exp }))).toBe(true)
  })

  it('stops being honoured once its signed expiry has passed, whatever the browser does with Max-Age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'))
    const issued = await mint()
    vi.setSystemTime(new Date('2026-03-01T08:59:59Z'))
    expect(await honoured(issued)).toBe(true)
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'))
    expect(await honoured(issued)).toBe(false)
  })

  it('is refused when signed with an expiry in the past', async () => {
    expect(await honoured(await signed({ v: 1, id: 'B'.repeat(22), exp: Date.now() - 1 }))).toBe(false)
  })

  it('is revoked by "Exit preview": a copy kept and replayed shows no drafts; other sessions go on', async () => {
    const [kept, other] = [await mint(), await mint()]
    expect(await honoured(kept)).toBe(true)
    await endPreviewCookie(requestWith(kept))
    expect(await honoured(kept)).toBe(false)
    expect(await honoured(other)).toBe(true)
  })

  it('can be revoked by id alone, as another worker would ask', async () => {
    const issued = await mint()
    const { id, exp } = await sessionIn(issued)
    revokePreviewSession(id, exp)
    expect(await honoured(issued)).toBe(false)
  })

  it('keeps a revocation for as long as the session could be honoured', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'))
    const session = { v: 1, id: 'C'.repeat(22), exp: Date.now() + PREVIEW_SESSION_SECONDS * 1000 }
    revokePreviewSession(session.id, session.exp)
    vi.setSystemTime(new Date('2026-03-01T08:59:59Z'))
    expect(await honoured(await signed(session))).toBe(false)
  })

  it('clears the cookie on exit whatever was presented: nothing, a forgery or an expired session', async () => {
    const forged =
      '__preview=' +
      `${encodeURIComponent(btoa(JSON.stringify({ v: 1, id: 'D'.repeat(22), exp: Date.now() + 60_000 })))}.forged`
    for (const request of [
      new Request('http://localhost/'),
      requestWith(forged),
      requestWith(await signed({ v: 1, id: 'E'.repeat(22), exp: 1 })),
    ]) {
      for (const setCookie of await endPreviewCookie(request)) expect(setCookie).toMatch(/^__preview=; Max-Age=0;/)
    }
  })
})
