import type { APIRequestContext } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { type FakeContentLake, startFakeContentLake } from '../support/fake-content-lake'
import { rawRequest } from '../support/raw-http'
import { type RedisServer, startRedisServer } from '../support/redis-server'
import { type SiteServer, startSiteServer } from '../support/site-server'
import { E2E_PREVIEW_SECRET, E2E_WEBHOOK_SECRET } from '../support/test-secrets'
import { expect, test } from './fixtures'

/**
 * The rendered-page cache of the production server (docs/decisions/019-page-cache.md) as a visitor and an editor
 * meet it: pages come from the cache, a publish reaches every worker and every instance at once, and nothing
 * personal or broken is ever kept. HTTP only, no browser.
 */

const PUBLISHED_BIO = 'Amani co-founded Savanna Links in 2020'

const hostedSite = (lake: FakeContentLake) => ({
  SANITY_PROJECT_ID: 'cachetest',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: lake.origin,
  SANITY_USE_CDN: 'false',
  SANITY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  SKIP_AUTH_EMULATOR: '1',
})

async function publishNotice(request: APIRequestContext, origin: string, document: { _id: string; _type: string }) {
  const body = JSON.stringify(document)
  const response = await request.post(`${origin}/api/sanity-webhook`, {
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), E2E_WEBHOOK_SECRET),
    },
    data: body,
  })
  expect(response.status()).toBe(200)
}

type LogEntry = { path: string; worker?: number; cache?: string }

/** The server's request-log entries for `path` since line `since`. */
function logged(site: SiteServer, path: string, since = 0): LogEntry[] {
  const lines = site
    .output()
    .split('\n')
    .slice(since)
    .filter((line) => line.startsWith('{'))
  return lines.map((line) => JSON.parse(line) as LogEntry).filter((entry) => entry.path === path)
}

const workersThatAnswered = (site: SiteServer, path: string, since: number) =>
  new Set(logged(site, path, since).map((entry) => entry.worker))

const logLength = (site: SiteServer) => site.output().split('\n').length - 1

test.describe('the page cache', () => {
  test('a page is answered from the cache the second time, names what it shows, gets a fresh nonce each time', async ({
    request,
  }) => {
    await request.get('/about')
    const answers = [await request.get('/about'), await request.get('/about')]
    const nonces = []
    for (const answer of answers) {
      // STALE is from the cache too: other tests on this server may have just published something /about shows.
      expect(['HIT', 'STALE']).toContain(answer.headers()['x-cache'])
      const tags = (answer.headers()['cache-tag'] ?? '').split(',')
      expect(tags).toEqual(expect.arrayContaining(['team-01', 'type:teamMember', 'type:siteSettings']))
      expect((answer.headers()['surrogate-key'] ?? '').split(' ')).toEqual(tags)
      const nonce = (await answer.text()).match(/<script nonce="([^"]+)"/)?.[1]
      expect(answer.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`)
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  test('an invented page is a 404 every time and is never kept', async ({ request }) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const missing = await request.get(`/itinerary/invented-trip-${attempt % 2}`)
      expect(missing.status()).toBe(404)
      expect(missing.headers()['x-cache']).toBe('BYPASS')
    }
  })

  test('another spelling of a page’s address is sent to its own, never rendered or kept (issue 41)', async ({
    baseURL,
  }) => {
    const origin = baseURL!
    const spellings: Array<[asked: string, own: string]> = [
      ['/ItInErArY/gold-package', '/itinerary/gold-package'],
      ['/itinerary/GOLD-Package', '/itinerary/gold-package'],
      ['/itinerary/gold-package/', '/itinerary/gold-package'],
      ['/ItInErArY/gold-package?day=2', '/itinerary/gold-package?day=2'],
      ['/ABOUT/', '/about'],
      ['/privacy-policy', '/Privacy-Policy'],
      ['/AR/About', '/ar/about'],
      ['/ar/', '/ar'],
      ['//about', '/about'],
      ['/ar//itinerary/gold-package', '/ar/itinerary/gold-package'],
      ['/ItInErArY/gold-package.data?day=2', '/itinerary/gold-package.data?day=2'],
    ]
    for (const [asked, own] of spellings) {
      const answer = await rawRequest({ origin, path: asked })
      expect(answer.status, asked).toBe(301)
      expect(answer.headers.location, asked).toBe(own)
      // Answered before the page cache: nothing rendered, nothing kept under the other spelling.
      expect(answer.headers['x-cache'], asked).toBeUndefined()
    }
    // The page's own address is a page as before.
    expect((await rawRequest({ origin, path: '/Privacy-Policy' })).status).toBe(200)
  })

  test('no link or Location the site writes leads to another host, whatever address was asked for (issue 41)', async ({
    baseURL,
  }) => {
    const origin = baseURL!
    for (const asked of ['/ar//evil.example', '/ar/\\evil.example', '/ar//itinerary/gold', '/ar/%2e//evil.example']) {
      const first = await rawRequest({ origin, path: asked })
      const location = first.status === 301 ? first.headers.location! : asked
      expect(location, asked).toMatch(/^\/(?![/\\])/)
      const page = first.status === 301 ? await rawRequest({ origin, path: location }) : first
      const hrefs = [...page.body.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!)
      // The site's own links (the language switch's among them) are paths, and every one stays on the site.
      const paths = hrefs.filter((href) => href.startsWith('/'))
      expect(paths.length, asked).toBeGreaterThan(10)
      for (const href of paths) {
        expect(href, asked).toMatch(/^\/(?![/\\])/)
        expect(new URL(href, `${origin}${location}`).host, `${asked}: ${href}`).toBe(new URL(origin).host)
      }
    }
  })

  test('an editor in preview and the preview route never go through the cache; a made-up preview cookie does', async ({
    request,
    playwright,
    baseURL,
  }) => {
    await request.get('/')
    const madeUp = await request.get('/', { headers: { Cookie: '__preview=made-up' } })
    // From the cache either way: STALE when another test's edit marked '/' out of date a moment ago.
    expect(['HIT', 'STALE']).toContain(madeUp.headers()['x-cache'])
    const entry = await request.get('/api/preview?secret=wrong&redirect=/', { maxRedirects: 0 })
    expect(entry.headers()['x-cache']).toBeUndefined()
    const editor = await playwright.request.newContext({ baseURL })
    try {
      const signedIn = await editor.get(`/api/preview?secret=${encodeURIComponent(E2E_PREVIEW_SECRET)}&redirect=/`, {
        maxRedirects: 0,
      })
      expect(signedIn.headers()['set-cookie']).toContain('__preview=')
      const preview = await editor.get('/')
      expect(preview.headers()['x-cache']).toBeUndefined()
      expect(preview.headers()['cache-control']).toBe('private, no-store')
    } finally {
      await editor.dispose()
    }
  })
})

test.describe('a publish with several copies of the site', () => {
  let lake: FakeContentLake | undefined
  let sites: SiteServer[] = []
  let redis: RedisServer | undefined
  test.afterEach(async () => {
    for (const site of sites) site.stop()
    sites = []
    redis?.stop()
    redis = undefined
    await lake?.close()
  })

  test('reaches every worker of the cluster: after the webhook, whichever worker answers shows the new text', async ({
    request,
  }) => {
    lake = await startFakeContentLake({ projectId: 'cachetest', dataset: 'production' })
    const site = await startSiteServer(3111, { ...hostedSite(lake), WEB_CONCURRENCY: '2' }, { captureOutput: true })
    sites.push(site)
    // Warm both workers: the primary hands connections to them in turn.
    // Each on a new connection: the primary hands connections, not requests, to the workers in turn.
    const get = (path: string) => request.get(`${site.origin}${path}`, { headers: { Connection: 'close' } })
    // Until the log (written in batches, a moment later) shows each worker answering from its cache.
    await expect
      .poll(
        async () => {
          expect(await (await get('/about')).text()).toContain(PUBLISHED_BIO)
          return new Set(
            logged(site, '/about')
              .filter((entry) => entry.cache === 'HIT')
              .map((entry) => entry.worker),
          ).size
        },
        { timeout: 20_000 },
      )
      .toBe(2)
    lake.publish('team-01', { bio: { _type: 'localeText', en: 'Amani now leads our new Dubai office.' } })
    // Published in the Lake, but the pages are cached until the webhook says so.
    const before = logLength(site)
    for (let index = 0; index < 4; index += 1) {
      const cached = await get('/about')
      expect(cached.headers()['x-cache']).toBe('HIT')
      expect(await cached.text()).toContain(PUBLISHED_BIO)
    }
    await publishNotice(request, site.origin, { _id: 'team-01', _type: 'teamMember' })
    const after = logLength(site)
    for (let index = 0; index < 6; index += 1) {
      const html = await (await get('/about')).text()
      expect(html).toContain('Amani now leads our new Dubai office.')
      expect(html).not.toContain(PUBLISHED_BIO)
    }
    // Both workers answered before and after the publish (the log is written in batches, a moment later).
    await expect.poll(() => workersThatAnswered(site, '/about', before).size).toBe(2)
    await expect.poll(() => [...workersThatAnswered(site, '/about', after)].sort()).toEqual([1, 2])
  })

  test('reaches every instance through Redis: a webhook to one shows the new text on the other', async ({
    request,
  }) => {
    lake = await startFakeContentLake({ projectId: 'cachetest', dataset: 'production' })
    redis = await startRedisServer(3114)
    const [first, second] = await Promise.all([
      startSiteServer(3112, { ...hostedSite(lake), REDIS_URL: redis.url }),
      startSiteServer(3113, { ...hostedSite(lake), REDIS_URL: redis.url }),
    ])
    sites.push(first, second)
    for (const site of [first, second]) {
      await request.get(`${site.origin}/about`)
      expect((await request.get(`${site.origin}/about`)).headers()['x-cache']).toBe('HIT')
    }
    lake.publish('team-01', { bio: { _type: 'localeText', en: 'Amani now leads our new Dubai office.' } })
    await publishNotice(request, first.origin, { _id: 'team-01', _type: 'teamMember' })
    expect(await (await request.get(`${first.origin}/about`)).text()).toContain('Amani now leads our new Dubai office.')
    // The other instance hears of it over Redis within moments, not after its five-minute freshness.
    await expect
      .poll(
        async () =>
          (await (await request.get(`${second.origin}/about`)).text()).includes(
            'Amani now leads our new Dubai office.',
          ),
        { timeout: 2_000 },
      )
      .toBe(true)
  })
})
