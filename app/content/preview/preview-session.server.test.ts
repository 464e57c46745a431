import { describe, expect, it, vi } from 'vitest'

vi.stubEnv('SANITY_PREVIEW_SECRET', 'session-test-secret')
const { endPreviewCookie, isPreviewRequest, previewCookie, startPreviewCookie } = await import('./preview-session.server')

describe('the preview cookie', () => {
  it('is httpOnly, Lax, site-wide and expires within the hour; Secure when the site is reached over HTTPS', async () => {
    const overHttp = await startPreviewCookie(new Request('http://localhost:3000/api/preview'))
    expect(overHttp).toMatch(/^__preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/)
    const behindProxy = await startPreviewCookie(new Request('http://10.0.0.5/api/preview', { headers: { 'X-Forwarded-Proto': 'https' } }))
    expect(behindProxy).toContain('; Secure')
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

  it('is cleared by "Exit preview"', async () => {
    expect(await endPreviewCookie(new Request('http://localhost/'))).toMatch(/^__preview=[^;]*; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/)
  })
})
