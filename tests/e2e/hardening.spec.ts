import { type SiteServer, startSiteServer } from '../support/site-server'
import { expect, test } from './fixtures'

/**
 * The production server on the embedded defaults with PUBLIC_SITE_URL set and no proxy trusted, as an attacker
 * meets it: absolute URLs come from configuration, never from headers a client sent; the page cache keeps one
 * entry per page, whatever Host, query string or cookie comes with the request. HTTP only, no browser.
 */
const PUBLIC_SITE_URL = 'https://www.savanna-links.example'

test.describe('a deployment with its public address configured', () => {
  // One server on one port for both tests: they run one after the other, in one worker.
  test.describe.configure({ mode: 'serial' })
  let site: SiteServer
  test.beforeAll(async () => {
    site = await startSiteServer(3117, { SKIP_AUTH_EMULATOR: '1', TRUST_PROXY: 'false', PUBLIC_SITE_URL })
  })
  test.afterAll(() => site?.stop())

  test('prints its configured address, whatever Host and forwarding headers a client sends', async ({ request }) => {
    const attempts: Record<string, string>[] = [
      {},
      { Host: 'evil.example' },
      { 'X-Forwarded-Host': '127.0.0.1:1', 'X-Forwarded-Proto': 'http' },
      { Forwarded: 'host=evil.example' },
    ]
    for (const headers of attempts) {
      const html = await (await request.get(`${site.origin}/itinerary/gold-package`, { headers })).text()
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      expect(canonical, JSON.stringify(headers)).toBe(`${PUBLIC_SITE_URL}/itinerary/gold`)
      expect(html.match(/<meta property="og:image" content="([^"]+)"/)?.[1], JSON.stringify(headers)).toMatch(
        new RegExp(`^${PUBLIC_SITE_URL}/`),
      )
      expect(html).not.toContain('evil.example')
      expect(html).not.toContain(':1/')
    }
  })

  test('keeps one cache entry per page: other hosts, made-up parameters, junk cookies, credentials share it', async ({
    request,
  }) => {
    const page = `${site.origin}/services`
    await request.get(page)
    const variants: Array<[string, Record<string, string>]> = [
      [page, {}],
      [page, { Host: 'another-name.example' }],
      [`${page}?utm_source=newsletter&x=${Date.now()}`, {}],
      [page, { Cookie: '__preview=x' }],
      [page, { Cookie: 'session=abc; __preview=forged.c2lnbmF0dXJl' }],
      [page, { Authorization: 'Bearer anything' }],
    ]
    for (const [url, headers] of variants) {
      const answer = await request.get(url, { headers })
      expect(answer.status()).toBe(200)
      expect(answer.headers()['x-cache'], `${url} ${JSON.stringify(headers)}`).toBe('HIT')
    }
  })
})
