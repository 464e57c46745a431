import type { Locator, Page } from '@playwright/test'
import type { Catalogue } from '~/i18n/catalogue-shape'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { DEPARTURES_ON_PAGE, type Departure, nairobiDate, upcomingDepartures } from '~/logic/departures'
import { sendPrefilledEnquiry } from '../support/contact-form'
import { withLedgerClaim } from '../support/ledger-claims'
import { seedDataset, seedDoc, seedPlacesCount } from '../support/seed-data'
import { expect, hydrated, test } from './fixtures'

/**
 * "Dates & prices" (issue 26, docs/product-rules.md#dates-and-prices-departures): each priced trip's upcoming
 * departures on its pages, month by month and as a table, in its structured data and its printout, and
 * "Request this departure" reaching the outbox with the trip, the dates and the travellers, with or without
 * JavaScript.
 */

const section = (page: Page, catalogue: Catalogue = en) =>
  page.getByRole('region', { name: catalogue.itinerary.datesAndPrices })
const rows = (page: Page): Locator => section(page).getByRole('table').locator('tbody tr')

/** The table's rows as the visitor reads them: start, end, price, supplement, availability. */
async function tableRows(page: Page) {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())
      const dates = [...tr.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))
      return { cells, start: dates[0]!, end: dates[1]!, requestable: !!tr.querySelector('button') }
    }),
  )
}

test.describe('Dates & prices', () => {
  test('the itinerary lists the next departures, "Show all dates" all, in order: end, price, availability', async ({
    page,
  }) => {
    await page.goto('/listed-itinerary-details/gold-package')
    await expect(section(page).getByRole('heading', { level: 2, name: 'Dates & prices' })).toBeVisible()
    const next = await tableRows(page)
    const today = nairobiDate(new Date())
    expect(next).toHaveLength(DEPARTURES_ON_PAGE)
    expect(next.every((row) => row.start >= today)).toBe(true)
    const showAll = section(page).getByRole('link', { name: /^Show all \d+ dates$/ })
    const total = Number((await showAll.textContent())!.match(/\d+/)![0])
    expect(total).toBeGreaterThan(DEPARTURES_ON_PAGE)
    await showAll.click()
    await expect(page).toHaveURL(/\?dates=all#dates-and-prices$/)
    await expect(rows(page)).toHaveCount(total)
    const table = await tableRows(page)
    expect(table.slice(0, DEPARTURES_ON_PAGE)).toEqual(next)
    await expect(showAll).toHaveCount(0)
    expect(table.every((row) => row.start >= today)).toBe(true)
    expect(table.map((row) => row.start)).toEqual([...table.map((row) => row.start)].sort())
    // Eleven days: it ends ten days after it starts.
    for (const row of table) expect(Date.parse(row.end) - Date.parse(row.start)).toBe(10 * 86_400_000)
    expect(table.some((row) => row.cells[2] === 'USD 1,500')).toBe(true)
    // High season costs more; the last month has no price yet; a sold-out date cannot be requested.
    expect(table.some((row) => row.cells[2] === 'USD 1,880')).toBe(true)
    expect(table.some((row) => row.cells[2] === 'Price on request')).toBe(true)
    // Places come from each departure's ledger (the seed's bookings): some left, a few left, none (decision 068).
    const soldOut = table.filter((row) => row.cells[4]!.startsWith('Sold out'))
    expect(soldOut.length).toBeGreaterThan(0)
    expect(soldOut.every((row) => !row.requestable && row.cells[5] === 'Join the waiting list')).toBe(true)
    expect(table.some((row) => row.cells[4]!.startsWith('12 places left'))).toBe(true)
    expect(table.some((row) => row.cells[4]!.startsWith('3 places left'))).toBe(true)
    await expect(section(page).locator('.departure--few-left').first()).toBeVisible()
    // The month strip is for the eye; the table is what a screen reader gets.
    const months = section(page).locator('.dates-prices__months')
    await expect(months).toHaveAttribute('aria-hidden', 'true')
    expect(await months.locator('.dates-prices__month').count()).toBeGreaterThanOrEqual(DEPARTURES_ON_PAGE)
  })

  test('the quick view and an itinerary without a package list them too, each an Offer in the structured data', async ({
    page,
  }) => {
    await page.goto('/itinerary/gold-package')
    const offersListed = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      offers: unknown[]
    }
    expect(offersListed.offers).toHaveLength((await tableRows(page)).length)
    // Without JavaScript too: "Show all dates" is a plain link.
    await page.goto('/itinerary/gold-package?dates=all')
    const table = await tableRows(page)
    expect(table.length).toBeGreaterThan(DEPARTURES_ON_PAGE)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      offers: Array<Record<string, unknown>>
    }
    expect(jsonLd.offers).toHaveLength(table.length)
    expect(jsonLd.offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      itemOffered: { departureTime: table[0]!.start, arrivalTime: table[0]!.end },
    })
    const availability = new Set(jsonLd.offers.map((offer) => offer.availability))
    // From the places each has left; the seed sets places on every departure, so none is on request (PreOrder).
    for (const value of ['InStock', 'LimitedAvailability', 'SoldOut'])
      expect(availability).toContain(`https://schema.org/${value}`)

    await page.goto('/itinerary/silver-2')
    expect((await tableRows(page)).length).toBe(DEPARTURES_ON_PAGE)
  })

  test('a page that lists departures is kept by no shared cache past midnight in Nairobi', async ({ request }) => {
    const response = await request.get('/listed-itinerary-details/gold-package')
    const cacheControl = response.headers()['cache-control'] ?? ''
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1])
    const now = new Date()
    const untilMidnight =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + (now.getUTCHours() >= 21 ? 1 : 0), 21) -
        now.getTime()) /
      1000
    expect(seconds('s-maxage')).toBeLessThanOrEqual(300)
    // A copy from the page cache says how old it is; a CDN counts its lifetimes from then.
    const age = Number(response.headers().age ?? 0)
    expect(seconds('s-maxage') + seconds('stale-while-revalidate') - age).toBeLessThanOrEqual(
      Math.ceil(untilMidnight) + 5,
    )
  })

  test('a sold-out date offers its waiting list, which prefills the enquiry in each language', async ({ page }) => {
    const goldPackage = seedDataset.find((doc) => doc._id === 'package-gold-package')!
    for (const [edition, catalogue] of [
      ['', en],
      ['/ar', ar],
    ] as const) {
      await page.goto(`${edition}/listed-itinerary-details/gold-package?dates=all`)
      const soldOutRow = section(page, catalogue)
        .locator('tbody tr')
        .filter({ hasText: catalogue.itinerary.soldOut })
        .first()
      const starts = (await soldOutRow.locator('time').first().textContent())!
      const ends = (await soldOutRow.locator('time').nth(1).textContent())!
      await soldOutRow.getByRole('link', { name: catalogue.itinerary.joinWaitingListOn(starts) }).click()
      await expect(page).toHaveURL(new RegExp(`^[^?]*${edition}/contact\\?.*source=waiting-list`))
      const message = page.getByLabel(catalogue.contact.message)
      await expect(message).toHaveValue(
        catalogue.contact.waitingListRequest(goldPackage.name[edition ? 'ar' : 'en'], starts, ends),
      )
    }
  })

  test('an editor’s write to a departure’s ledger reaches its cached page at once, by the publish webhook', async ({
    page,
  }) => {
    // Silver 3's second departure: no other spec reads its places. A plain mutation, as the Studio's actions write.
    const silver3 = seedDoc('item-silver-3')
    const [, departure] = upcomingDepartures(
      silver3.departures as Departure[],
      7,
      nairobiDate(new Date()),
      seedPlacesCount(silver3._id, new Date()),
    )
    const availability = async () => {
      await page.goto('/itinerary/silver-3')
      return rows(page)
        .filter({ has: page.locator(`time[datetime="${departure!.startDate}"]`) })
        .locator('td')
        .nth(3)
        .textContent()
    }
    expect(await availability()).toMatch(new RegExp(`^${departure!.left} places left`))
    expect(await availability()).toMatch(new RegExp(`^${departure!.left} places left`))
    await withLedgerClaim(silver3._id, departure!, { _key: 'e2e-webhook', places: 3 }, async () => {
      await expect.poll(availability).toMatch(new RegExp(`^${departure!.left! - 3} places left`))
    })
  })

  test('the printout lists the departures without the request buttons or the month strip', async ({ page }) => {
    await page.goto('/listed-itinerary-details/gold-package')
    await page.emulateMedia({ media: 'print' })
    await expect(section(page).getByRole('table')).toBeVisible()
    await expect(section(page).locator('.dates-prices__months')).toBeHidden()
    await expect(section(page).getByRole('button').first()).toBeHidden()
    await expect(section(page).getByRole('link', { name: /^Show all/ })).toBeHidden()
  })
})

test.describe('"Request this departure"', () => {
  for (const javaScriptEnabled of [true, false]) {
    const withOrWithout = javaScriptEnabled ? 'with' : 'without'
    test(`sends the enquiry with trip, dates and travellers to the outbox (${withOrWithout} JavaScript)`, async ({
      browser,
      baseURL,
      outbox,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL })
      const page = await context.newPage()
      await page.goto('/listed-itinerary-details/gold-package')
      const first = (await tableRows(page)).find((row) => row.requestable && row.cells[2]!.startsWith('USD'))!
      await section(page).getByLabel('Adults').fill('3')
      await section(page).getByLabel('Children').fill('1')
      await section(page)
        .getByRole('button', { name: new RegExp(`^Request this departure: ${first.cells[0]}$`) })
        .click()
      await expect(page).toHaveURL(/\/contact\?/)
      const message = page.getByLabel('Message')
      await expect(message).toHaveValue(
        `Hello, I would like to request the Gold Package departing ${first.cells[0]} ` +
          `and returning ${first.cells[1]}, for 3 adults and 1 child, at ${first.cells[2]} per person. ` +
          'Please confirm availability and the next steps.',
      )
      const email = await sendPrefilledEnquiry(
        page,
        { firstName: 'Achieng', lastName: 'Odhiambo', phone: '+254 722 000 333' },
        'departure',
      )
      await expect
        .poll(() => outbox.records().find((record) => record.Email === email)?.message)
        .toContain(`departing ${first.cells[0]} and returning ${first.cells[1]}`)
      await context.close()
    })
  }

  test('a number of travellers out of range is refused in the page’s language, not the browser’s', async ({ page }) => {
    // Issue 42, rule 2: the browser keeps this form's limits (1–20 adults), and its own bubble would be English.
    for (const [edition, catalogue] of [
      ['', en],
      ['/ar', ar],
    ] as const) {
      await page.goto(`${edition}/itinerary/gold-package`)
      await hydrated(page)
      const field = section(page, catalogue).getByLabel(catalogue.itinerary.adults)
      await field.fill('50')
      // Each departure's button is named by its date: the first one's prefix is the same words without it.
      const request = catalogue.itinerary.requestDepartureOn('')
      await section(page, catalogue).getByRole('button', { name: request }).first().click()
      await expect
        .poll(() => field.evaluate((input: HTMLInputElement) => input.validationMessage))
        .toBe(catalogue.forms.constraints.numberBetween('1', '20'))
      expect(new URL(page.url()).pathname).toBe(`${edition}/itinerary/gold-package`)
      await expect(field).toHaveValue('50')
    }
  })

  test('a date gone or that never was falls back to the trip’s own enquiry; an unknown trip prefills nothing', async ({
    page,
  }) => {
    await page.goto('/contact?trip=gold-package&departure=2020-01-04&adults=99')
    await expect(page.getByLabel('Message')).toHaveValue(
      'Hello, I would like to enquire about the Gold Package. Please send me availability and the next steps.',
    )
    await page.goto('/contact?trip=no-such-trip&departure=2027-03-06')
    await expect(page.getByLabel('Message')).toHaveValue('')
  })
})
