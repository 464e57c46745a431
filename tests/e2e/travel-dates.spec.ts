import type { Page } from '@playwright/test'
import { formatDate } from '~/i18n/format'
import { addDays, type Departure, nairobiDate, upcomingDepartures } from '~/logic/departures'
import { seedDocuments, seedPlacesCount } from '../support/seed-data'
import { expect, test } from './fixtures'

/**
 * Dates that find trips (issue 26, docs/product-rules.md#travel-dates): the itineraries' "Travel dates" filter
 * and the home page's trip bar keep the trips with a departure that can be booked or requested then, with and
 * without JavaScript; and a window with none offers the nearest. How a departure drops off at midnight through the
 * page cache is in clock.spec.ts.
 */

const itineraries = seedDocuments.filter((doc) => doc._type === 'catalogueItem' && doc.category === 'Itineraries')
const today = () => nairobiDate(new Date())

/**
 * The seed's itineraries with a departure still offered (not closed, not sold out by its ledger) starting between two
 * days, in the editor's order.
 */
function departingBetween(from: string, to: string): string[] {
  return itineraries
    .filter((doc) =>
      upcomingDepartures(doc.departures as Departure[], 1, today(), seedPlacesCount(doc._id, new Date())).some(
        (d) => d.startDate >= from && d.startDate <= to && d.status !== 'sold-out',
      ),
    )
    .sort((a, b) => a.order - b.order)
    .map((doc) => doc.name as string)
}

/** A window of one day on which some, but not all, itineraries depart: the next such upcoming day in the seed. */
function partialDay(): { day: string; names: string[] } {
  const days = [...new Set(itineraries.flatMap((doc) => (doc.departures as Departure[]).map((d) => d.startDate)))]
    .filter((day) => day > today())
    .sort()
  for (const day of days) {
    const names = departingBetween(day, day)
    if (names.length > 0 && names.length < itineraries.length) return { day, names }
  }
  throw new Error('the seed has no upcoming departures left: give it new dates (seed/source/departures.ts)')
}

const cardNames = (page: Page) => page.locator('.product-card__title').allTextContents()

test.describe('Travel dates on the itineraries', () => {
  test('a travel month keeps the trips that depart in it, and the choice stays in the form and the URL', async ({
    page,
  }) => {
    await page.goto('/itineraries')
    const month = addDays(today(), 62).slice(0, 7)
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    )
    await page.getByLabel('Travel month').selectOption({ label: monthName })
    await expect(page).toHaveURL(new RegExp(`travel-month=${month}`))
    const [year, number] = month.split('-').map(Number) as [number, number]
    const expected = departingBetween(`${month}-01`, new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10))
    await expect.poll(() => cardNames(page)).toEqual(expected)
    await expect(page.getByLabel('Travel month')).toHaveValue(month)
  })

  test('a day on which only some trips leave keeps only those; dates already chosen clear a month', async ({
    page,
  }) => {
    const { day, names } = partialDay()
    await page.goto(`/itineraries?travel-month=${day.slice(0, 7)}`)
    await expect(page.getByLabel('Travel month')).toHaveValue(day.slice(0, 7))
    await page.getByLabel('Departing from').fill(day)
    await expect(page).toHaveURL(new RegExp(`travel-from=${day}`))
    await expect(page).not.toHaveURL(/travel-month=/)
    await page.getByLabel('to', { exact: true }).fill(day)
    await expect(page).toHaveURL(new RegExp(`travel-from=${day}&travel-to=${day}`))
    await expect.poll(() => cardNames(page)).toEqual(names)
    await expect(page.getByLabel('Travel month')).toHaveValue('')
    await expect(page.locator('.listing__count')).toHaveText(
      `${names.length} ${names.length === 1 ? 'result' : 'results'}`,
    )
  })

  test('without JavaScript the filter applies with the Apply button', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const { day, names } = partialDay()
    await page.goto('/itineraries')
    await page.getByLabel('Departing from').fill(day)
    await page.getByLabel('to', { exact: true }).fill(day)
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(new RegExp(`travel-from=${day}&travel-to=${day}`))
    expect(await cardNames(page)).toEqual(names)
    await context.close()
  })

  test('a window with no departure says so and offers the nearest dates, which lead to trips', async ({ page }) => {
    // The month after the seed's last departures: the nearest is the last of them, on request.
    const last = itineraries
      .flatMap((doc) => (doc.departures as Departure[]).map((d) => d.startDate))
      .sort()
      .at(-1)!
    const after = addDays(`${last.slice(0, 7)}-01`, 40).slice(0, 7)
    await page.goto(`/itineraries?travel-month=${after}`)
    const note = page.locator('.listing__nearest')
    await expect(note).toContainText('No trip that matches these filters departs in')
    await expect(note.locator('time')).toHaveAttribute('datetime', last)
    await expect(note.locator('time')).toHaveText(formatDate(last))
    await note.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`travel-month=${last.slice(0, 7)}`))
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(0)
  })

  test('a reversed or malformed window is named in a note and the list is not narrowed', async ({ page }) => {
    await page.goto('/itineraries?travel-from=2027-09-20&travel-to=2027-09-01&travel-month=soon')
    const note = page.locator('.trip-filters__ignored')
    await expect(note).toContainText(
      'travel-from “2027-09-20” (after the last day asked for (2027-09-01), so no dates were used)',
    )
    await expect(note).toContainText('travel-month “soon” (not a month written YYYY-MM)')
    expect(await cardNames(page)).toHaveLength(itineraries.length)
  })

  test('search offers the same filter: only trips with departures are left', async ({ page }) => {
    const { day, names } = partialDay()
    await page.goto(`/search?travel-from=${day}&travel-to=${day}`)
    await expect.poll(() => cardNames(page)).toEqual(names)
  })
})

test.describe('The trip bar’s dates find trips', () => {
  test('with JavaScript: the dates chosen in the bar narrow the itineraries and fill the filter', async ({ page }) => {
    const { day, names } = partialDay()
    await page.goto('/')
    const bar = page.getByRole('region', { name: 'Choose Your Trip' })
    await bar.getByRole('button', { name: /^Select Dates$/ }).click()
    await bar.getByLabel('From').fill(day)
    await bar.getByLabel('To').fill(day)
    await bar.getByRole('button', { name: 'Find my trip' }).click()
    await expect(page).toHaveURL(new RegExp(`/itineraries\\?.*travel-from=${day}&travel-to=${day}`))
    await expect.poll(() => cardNames(page)).toEqual(names)
    await expect(page.getByLabel('Departing from')).toHaveValue(day)
    // The whole selection is still offered as an enquiry.
    await expect(page.getByRole('link', { name: 'Ask us to plan this trip' })).toBeVisible()
  })

  test('without JavaScript: the bar offers its dates as plain fields, and they find the trips', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const { day, names } = partialDay()
    await page.goto('/')
    const bar = page.getByRole('region', { name: 'Choose Your Trip' })
    // The dropdowns need JavaScript to open: they are not offered.
    await expect(bar.getByRole('button', { name: /^Select Countries$/ })).toBeHidden()
    await bar.getByLabel('Departing from').fill(day)
    await bar.getByLabel('to', { exact: true }).fill(day)
    await bar.getByRole('button', { name: 'Find my trip' }).click()
    await expect(page).toHaveURL(new RegExp(`/itineraries\\?travel-from=${day}&travel-to=${day}$`))
    expect(await cardNames(page)).toEqual(names)
    await context.close()
  })
})
