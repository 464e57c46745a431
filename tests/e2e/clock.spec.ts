import type { Page } from '@playwright/test'
import { addDays, type Departure, nairobiDate, upcomingDepartures } from '~/logic/departures'
import { freePort } from '../support/editorial-stack'
import { withLedgerClaim } from '../support/ledger-claims'
import { seedDocuments, seedPlacesCount } from '../support/seed-data'
import { type SiteServer, startSiteServer } from '../support/site-server'
import { expect, test } from './fixtures'

/**
 * The site's clock through the real page cache (issues 26 and 45): a server whose clock the test sets shows a
 * departure through its start day and drops it after midnight in Nairobi, and gives a hold's places back when the
 * hold ends. Its own file, named to be queued early: the test mostly waits for the server's clock, and waiting beside
 * the other tests costs the run nothing, where waiting at its end costs a minute.
 */

const itineraries = seedDocuments.filter((doc) => doc._type === 'catalogueItem' && doc.category === 'Itineraries')
const today = () => nairobiDate(new Date())
const cardNames = (page: Page) => page.locator('.product-card__title').allTextContents()

test.describe('A departure passes out of date', () => {
  let site: SiteServer | undefined
  test.afterEach(async () => {
    site?.stop()
    await site?.exited
  })

  test('it drops off at midnight in Nairobi, and a hold’s places come back at its end, via the page cache', async ({
    browser,
  }) => {
    test.setTimeout(210_000)
    const gold = itineraries.find((doc) => doc.name === 'Gold')!
    const tomorrow = addDays(today(), 1)
    const [first, second] = upcomingDepartures(
      gold.departures as Departure[],
      11,
      tomorrow,
      seedPlacesCount(gold._id, new Date()),
    )
    // The server's clock starts 45 seconds before midnight at the end of that departure's start day (20:59 UTC):
    // time enough for a slow start and the first renders on a loaded machine before the day turns.
    const clock = `${first!.startDate}T20:59:15Z`
    const started = Date.now()
    site = await startSiteServer(await freePort(), { SKIP_AUTH_EMULATOR: '1', SITE_CLOCK: clock })
    const startup = Date.now() - started
    const context = await browser.newContext({ baseURL: site.origin })
    const page = await context.newPage()
    const firstRow = () =>
      page
        .getByRole('region', { name: 'Dates & prices' })
        .locator('tbody tr')
        .first()
        .locator('time')
        .first()
        .getAttribute('datetime')
    const listed = `/itineraries?travel-from=${first!.startDate}&travel-to=${first!.startDate}`

    await page.goto('/listed-itinerary-details/gold-package')
    expect(await firstRow()).toBe(first!.startDate)
    await page.goto(listed)
    expect(await cardNames(page)).toContain('Gold')
    // The page is kept by the page cache only until that midnight.
    const cached = await page.request.get(`${site.origin}/listed-itinerary-details/gold-package`)
    const maxAge = Number(/s-maxage=(\d+)/.exec(cached.headers()['cache-control'] ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(45)

    // After midnight the next departure leads the table, and the day asked for is named as past.
    await expect
      .poll(
        async () => {
          await page.goto('/listed-itinerary-details/gold-package')
          return firstRow()
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(second!.startDate)
    // The listing kept before midnight may outlive it by as long as its render took (the page cache counts its
    // freshness from when the render was stored): seconds, on a loaded machine. Asked again until then.
    await expect
      .poll(
        async () => {
          await page.goto(listed)
          return (await page.locator('.trip-filters__ignored').allTextContents()).join(' ')
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toContain(`travel-to “${first!.startDate}” (a day already past)`)

    // A hold of two places on Silver 3's next departure (no other spec reads its places), ending 20 seconds after the
    // server's clock: its page shows them taken, is kept no longer than the hold, and shows them back once it ends.
    // This server has no publish webhook: only the page's lifetime can bring the places back.
    const serverNow = Date.parse(clock) + (Date.now() - started)
    const silver3 = itineraries.find((doc) => doc.name === 'Silver 3')!
    const [held] = upcomingDepartures(
      silver3.departures as Departure[],
      7,
      addDays(first!.startDate, 1),
      seedPlacesCount(silver3._id, new Date(serverNow)),
    )
    const claim = { _key: 'e2e-expiry', places: 2, until: new Date(serverNow + 20_000).toISOString() }
    await withLedgerClaim(silver3._id, held!, claim, async () => {
      const availability = () =>
        page.locator(`tbody tr:has(time[datetime="${held!.startDate}"])`).locator('td').nth(3).textContent()
      const response = await page.goto('/itinerary/silver-3')
      expect(await availability()).toMatch(new RegExp(`^${held!.left! - 2} places left`))
      const holdAge = Number(/s-maxage=(\d+)/.exec(response!.headers()['cache-control'] ?? '')?.[1])
      // The server's clock runs from when it loaded, a little after the spawn: the hold's end is at most that much
      // further from it.
      expect(holdAge).toBeGreaterThan(0)
      expect(holdAge).toBeLessThanOrEqual(20 + Math.ceil(startup / 1000))
      await expect
        .poll(
          async () => {
            await page.goto('/itinerary/silver-3')
            return availability()
          },
          { timeout: 60_000, intervals: [1_000] },
        )
        .toMatch(new RegExp(`^${held!.left} places left`))
    })
    await context.close()
  })
})
