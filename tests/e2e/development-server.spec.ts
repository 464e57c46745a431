import { type SiteServer, startSiteServer } from '../support/site-server'
import { expect, test } from './fixtures'

/**
 * `npm run dev` is the production server from source (decision 039): the same security headers, request guard,
 * page cache and render admission in front of the app, with Vite's middleware and hot reload instead of a build.
 */
test.describe('the development server', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let site: SiteServer
  test.beforeAll(async () => {
    // Vite first scans every route module for the packages to optimise: a minute or more while the unit tests
    // share the machine's two cores.
    test.setTimeout(180_000)
    site = await startSiteServer(3119, { SKIP_AUTH_EMULATOR: '1' }, { development: true, captureOutput: true })
  })
  test.afterAll(() => site?.stop())

  test('answers behind the production host: its security headers, its request guard and its page cache', async ({
    request,
  }) => {
    // Vite compiles the app on the first request: a while on a busy machine.
    const first = await request.get(`${site.origin}/about`, { timeout: 90_000 })
    expect(first.status()).toBe(200)
    const headers = first.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(headers['x-cache']).toBe('MISS')
    // Asked again, from the cache (emptied if Vite tells browsers anything meanwhile: the pages it kept would
    // name the modules' old versions).
    let again = await request.get(`${site.origin}/about`)
    for (let tries = 0; again.headers()['x-cache'] !== 'HIT' && tries < 5; tries += 1)
      again = await request.get(`${site.origin}/about`)
    expect(again.headers()['x-cache']).toBe('HIT')
    expect(again.headers()['content-security-policy']).not.toBe(headers['content-security-policy'])
    // The guard answers before the app: an unused method, a cross-site post.
    expect((await request.fetch(`${site.origin}/about`, { method: 'PROPFIND' })).status()).toBe(405)
    expect(
      (
        await request.post(`${site.origin}/contact`, {
          headers: { Origin: 'https://evil.example' },
          form: { name: 'x' },
        })
      ).status(),
    ).toBe(403)
  })

  test('serves pages that hydrate with Vite’s modules and move between pages in the browser', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${site.origin}/itinerary/gold-package`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 90_000 })
    await page.getByRole('link', { name: 'Next', exact: true }).click()
    await expect(page).toHaveURL(`${site.origin}/itinerary/gold-package?day=2`, { timeout: 30_000 })
    expect(errors).toEqual([])
    // Vite found every package before the first page: a package met mid-visit means a reload, and on a busy
    // machine a page that never hydrates. (Only a first start optimises: CI's fresh clone, or after
    // node_modules/.vite is removed.)
    expect(site.output()).not.toContain('new dependencies optimized')
  })
})
