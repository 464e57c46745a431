import type { APIRequestContext, APIResponse } from '@playwright/test'
import { CONTENT_UNAVAILABLE_MESSAGE } from '~/content/unavailable'
import { type FakeContentLake, type LakeRequest, startFakeContentLake } from '../support/fake-content-lake'
import { type SiteServer, startSiteServer } from '../support/site-server'
import { expect, test } from './fixtures'

/**
 * The site against a hosted Content Lake that goes down and comes back (docs/decisions/017-content-outages.md):
 * pages it has cached keep answering from the cache, pages it has not answer a quick, friendly 503, and once
 * the Lake is back the site finds it again without anyone restarting anything. HTTP only, no browser.
 */

const siteEnv = (apiHost: string) => ({
  SANITY_PROJECT_ID: 'outage-test',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: apiHost,
  SANITY_USE_CDN: 'false',
  SKIP_AUTH_EMULATOR: '1',
  // Content goes stale within a second, so serving it during the outage is the stale-while-revalidate path.
  CONTENT_CACHE_TTL_SECONDS: '1',
})

type Visit = { response: APIResponse; reads: LakeRequest[] }

/**
 * A page, and the Lake's reads that began while the site answered it, as they stood when the answer arrived: a read
 * the site had `abandoned` by then is one whose deadline the visitor waited out. No stopwatch: a loaded machine
 * makes every answer slower, but not a read the site never made, or one it did not wait for.
 */
async function visit(request: APIRequestContext, lake: FakeContentLake | undefined, url: string): Promise<Visit> {
  const from = lake?.log.length ?? 0
  const response = await request.get(url, { timeout: 10_000, maxRedirects: 0 })
  await response.body()
  return { response, reads: (lake?.log.slice(from) ?? []).map((read) => ({ ...read })) }
}

/** How often the most-asked query was asked among `reads`: 2 is a read and its one retry. */
function mostAsked(reads: LakeRequest[]): number {
  const times = new Map<string, number>()
  for (const { query } of reads) times.set(query, (times.get(query) ?? 0) + 1)
  return Math.max(0, ...times.values())
}

async function expectFriendly503(response: APIResponse) {
  expect(response.status()).toBe(503)
  expect(response.headers()['retry-after']).toMatch(/^\d+$/)
  expect(response.headers()['cache-control']).toContain('no-store')
  const html = await response.text()
  expect(html).toContain(CONTENT_UNAVAILABLE_MESSAGE)
  expect(html).not.toContain('Unexpected Application Error!')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test.describe('a Content Lake outage', () => {
  let lake: FakeContentLake | undefined
  let site: SiteServer | undefined
  test.afterEach(async () => {
    site?.stop()
    await lake?.close()
    site = lake = undefined
  })

  test('cached pages keep answering, uncached ones a quick friendly 503, and the site recovers by itself', async ({
    request,
  }) => {
    // Six steps, each with its own bound (reads time out at 3 s, the breaker waits 5 s before it tries the Lake
    // again, recovery is polled for 20 s): on a loaded CI machine they outlast Playwright's default 30 s.
    test.setTimeout(75_000)
    lake = await startFakeContentLake({ projectId: 'outage-test', dataset: 'production' })
    site = await startSiteServer(3108, siteEnv(lake.origin))
    const page = (path: string) => visit(request, lake, `${site!.origin}${path}`)
    const cached = ['/', '/about']

    await test.step('with the Lake up, the home and about pages load (and are cached)', async () => {
      for (const path of cached) expect((await page(path)).response.status(), path).toBe(200)
    })

    await test.step('the Lake hangs: cached pages still answer at once, from their last good copy', async () => {
      lake!.setMode('hang')
      // Past the content's 1 s TTL: a page the page cache renders again reads stale content, and refreshes it.
      await sleep(1_200)
      for (const path of cached) {
        const { response, reads } = await page(path)
        expect(response.status(), path).toBe(200)
        // The page waited on no read: the Lake still held every read begun for it (if any) when the page arrived.
        expect(
          reads.filter((read) => read.abandoned || read.answered),
          path,
        ).toEqual([])
      }
    })

    await test.step('an uncached page answers 503 once its read times out, not a minute later', async () => {
      const from = lake!.log.length
      const { response, reads } = await page('/hotels')
      await expectFriendly503(response)
      expect(reads.length).toBeGreaterThan(0)
      // The Lake never answers: each read ended because the site gave up on it, at its deadline, and none was
      // tried again (the client's own five retries once made this a 63 s wait).
      await expect.poll(() => lake!.log.slice(from).every((read) => read.abandoned)).toBe(true)
      expect(mostAsked(lake!.log.slice(from))).toBe(1)
    })

    await test.step('with the breaker open, further uncached pages answer 503 at once', async () => {
      // The first of these may still wait on a read while the breaker counts the timed-out refreshes.
      const probes = ['/golf-courses', '/excursions', '/circuits']
      let refusedAtOnce = false
      for (const path of probes) {
        const { response, reads } = await page(path)
        await expectFriendly503(response)
        refusedAtOnce = reads.length === 0
        if (refusedAtOnce) break
      }
      expect(refusedAtOnce, 'the breaker opened after repeated timeouts: a page answered without asking the Lake').toBe(
        true,
      )
      for (const path of ['/itinerary/gold-package', '/itinerary/silver-package']) {
        const { response, reads } = await page(path)
        await expectFriendly503(response)
        expect(reads, `${path} asked the Lake`).toEqual([])
      }
    })

    await test.step('the Lake answers 500: the same, cached pages up and uncached ones a quick 503', async () => {
      lake!.setMode('fail')
      // Refused by the open breaker, or by the Lake (a 500 comes back at once, and is tried once more): no read
      // left for its deadline to end, and no query asked more than twice.
      for (const path of cached) {
        const { response, reads } = await page(path)
        expect(response.status(), path).toBe(200)
        expect(
          reads.filter((read) => read.abandoned),
          path,
        ).toEqual([])
        expect(mostAsked(reads), path).toBeLessThanOrEqual(2)
      }
      const { response, reads } = await page('/itinerary/rwanda-package')
      await expectFriendly503(response)
      expect(reads.filter((read) => read.abandoned)).toEqual([])
      expect(mostAsked(reads)).toBeLessThanOrEqual(2)
    })

    await test.step('the Lake is back: uncached pages load again once the breaker lets a read through', async () => {
      lake!.setMode('ok')
      // Two of the breaker's trials: on a machine so loaded that the first trial read outlasts its 3 s, the
      // breaker opens again for 5 s before the next (a CI run beside two builds missed a 12 s bound that way).
      const recovering = ['/hotels', '/itinerary/gold-package']
      await expect
        .poll(async () => Promise.all(recovering.map(async (path) => (await page(path)).response.status())), {
          timeout: 20_000,
          intervals: [250],
        })
        .toEqual([200, 200])
      for (const path of cached) expect((await page(path)).response.status(), path).toBe(200)
    })
  })

  test('with nothing cached at all, even the site settings, the visitor still gets the friendly 503 page', async ({
    request,
  }) => {
    // The Lake drops every connection unanswered, as a refused one fails: at once, worth one more try.
    lake = await startFakeContentLake({ projectId: 'outage-test', dataset: 'production' })
    lake.setMode('reset')
    site = await startSiteServer(3109, siteEnv(lake.origin))
    const { response, reads } = await visit(request, lake, `${site.origin}/`)
    await expectFriendly503(response)
    // The page did not wait out a read's deadline: every read failed at once and was tried once more at most.
    expect(reads.length).toBeGreaterThan(0)
    expect(mostAsked(reads)).toBeLessThanOrEqual(2)
    // The root error page has no settings to build the site's header and footer from.
    expect(await response.text()).not.toContain('<footer')
  })
})
