import type { Page } from '@playwright/test'
import { catalogue, seedDocuments } from '../support/seed-data'
import { expect, hydrated, test } from './fixtures'

/** The trip filters and order on the listings and search (decision 026): with and without JavaScript. */

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const names = (page: Page) => cards(page).getByRole('heading', { level: 2 })
const status = (page: Page) => page.getByRole('main').getByRole('status')
const filters = (page: Page) => page.getByRole('form', { name: 'Filter and sort' })
const robots = (page: Page) => page.locator('meta[name="robots"]')

test.describe('listing filters', () => {
  test('without JavaScript, the form filters and sorts as a plain GET and keeps its choices', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/itineraries')
    await expect(names(page)).toHaveText(catalogue('Itineraries').map((item) => item.name))
    await expect(robots(page)).toHaveCount(0)
    const form = filters(page)
    await form.getByRole('group', { name: 'Country (any of)' }).getByLabel('Tanzania (including Zanzibar)').check()
    await form.getByLabel('United Arab Emirates').check()
    await form.getByLabel('Sort by').selectOption({ label: 'Price: lowest first' })
    await form.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/itineraries\?country=tanzania&country=uae&.*sort=price/)
    // Zanzibar (USD 1,500) before Dubai (USD 2,000).
    await expect(names(page)).toHaveText(['Zanzibar', 'Dubai'])
    await expect(status(page)).toHaveText('2 results')
    await expect(filters(page).getByLabel('United Arab Emirates')).toBeChecked()
    await expect(filters(page).getByLabel('Sort by')).toHaveValue('price')
    await expect(robots(page)).toHaveAttribute('content', /noindex/)
    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL('/itineraries')
    await expect(cards(page)).toHaveCount(7)
    await context.close()
  })

  test('without JavaScript, a duration range reads the package’s length', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/category/itineraries')
    const duration = filters(page).getByRole('group', { name: 'Duration (days)' })
    await duration.getByLabel('From').fill('1')
    await duration.getByLabel('To').fill('6')
    await filters(page).getByRole('button', { name: 'Apply' }).click()
    // Zanzibar's package is 5 days and Rwanda's 6; every other itinerary is 7 or 11.
    await expect(names(page)).toHaveText(['Zanzibar', 'Rwanda'])
    await context.close()
  })

  test('with JavaScript, a change applies at once without a reload, keeps focus and announces the count', async ({
    page,
  }) => {
    await page.goto('/itineraries')
    await hydrated(page)
    // Gone after a full page load: proves the results changed in place.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    const liveRegion = status(page)
    await expect(liveRegion).toHaveText('7 results')
    await liveRegion.evaluate((element) => element.setAttribute('data-first', 'yes'))

    const beach = filters(page).getByLabel('Beach')
    await beach.check()
    await expect(page).toHaveURL('/itineraries?activity=beach')
    await expect(names(page)).toHaveText(['Zanzibar', 'Silver', 'Silver 2'])
    await expect(liveRegion).toHaveText('3 results')
    // The same polite live region, updated in place, is what screen readers announce.
    await expect(liveRegion).toHaveAttribute('data-first', 'yes')
    await expect(beach).toBeFocused()

    await filters(page).getByLabel('Sort by').selectOption('duration')
    await expect(page).toHaveURL('/itineraries?activity=beach&sort=duration')
    await expect(names(page)).toHaveText(['Zanzibar', 'Silver 2', 'Silver'])

    // A number applies itself once typing pauses.
    await filters(page).getByRole('group', { name: 'Price per person (USD)' }).getByLabel('To').fill('1500')
    await expect(page).toHaveURL('/itineraries?activity=beach&price-max=1500&sort=duration')
    await expect(names(page)).toHaveText(['Zanzibar', 'Silver'])
    await expect(liveRegion).toHaveText('2 results')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // Back undoes the last change, in the results and in the form.
    await page.goBack()
    await expect(page).toHaveURL('/itineraries?activity=beach&sort=duration')
    await expect(names(page)).toHaveText(['Zanzibar', 'Silver 2', 'Silver'])
    await expect(filters(page).getByRole('group', { name: 'Price per person (USD)' }).getByLabel('To')).toHaveValue('')
    await page.goForward()
    await expect(names(page)).toHaveText(['Zanzibar', 'Silver'])

    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL('/itineraries')
    await expect(cards(page)).toHaveCount(7)
    await expect(filters(page).getByLabel('Beach')).not.toBeChecked()
    await expect(filters(page).getByLabel('Sort by')).toHaveValue('recommended')
    await expect(page.getByRole('link', { name: 'Clear all' })).toHaveCount(0)
  })

  test('a shared filtered URL shows the same results, and a filter that matches nothing says so', async ({ page }) => {
    await page.goto('/hotels?activity=golf&activity=wellness')
    await expect(names(page)).toHaveText(['Nairobi Serena Hotel'])
    await expect(filters(page).getByLabel('Golf')).toBeChecked()
    await page.goto('/itineraries?country=uganda')
    await expect(cards(page)).toHaveCount(0)
    await expect(status(page)).toHaveText('0 results')
    await expect(page.getByText('No itineraries match these filters.')).toBeVisible()
  })

  test('offers only the filters a listing’s items carry: no duration or price on hotels and golf courses', async ({
    page,
  }) => {
    for (const path of ['/hotels', '/golf-courses']) {
      await page.goto(path)
      await expect(filters(page).getByRole('group', { name: 'Country (any of)' })).toBeVisible()
      await expect(filters(page).getByRole('group', { name: 'Duration (days)' })).toHaveCount(0)
      await expect(filters(page).getByRole('group', { name: 'Price per person (USD)' })).toHaveCount(0)
      await expect(filters(page).getByLabel('Sort by').locator('option')).toHaveText([
        'Recommended',
        'Rating: highest first',
      ])
    }
  })

  test('bad or unknown values are named in a visible note and the rest still applies, never a 500', async ({
    page,
  }) => {
    const response = await page.goto(
      '/itineraries?country=mars&country=kenya&price-min=-5&price-max=99999999999&sort=cheapest&duration-max=6',
    )
    expect(response?.status()).toBe(200)
    const note = page.getByText('We could not use part of this address').locator('..')
    await expect(note).toContainText('country “mars” (not a country we offer)')
    await expect(note).toContainText('price-min “-5”')
    await expect(note).toContainText('price-max “99999999999”')
    await expect(note).toContainText('sort “cheapest”')
    await expect(names(page)).toHaveText(['Zanzibar', 'Rwanda'])
    // A filter the page does not offer is named too.
    expect((await page.goto('/hotels?duration-min=3'))?.status()).toBe(200)
    await expect(page.getByText('duration-min “3” (not a filter this page offers)')).toBeVisible()
    await expect(cards(page)).toHaveCount(catalogue('Hotels').length)
    for (const odd of [
      'country=%00',
      'price-min=1e9',
      `activity=${'x'.repeat(5000)}`,
      'sort=price&sort=price&sort=duration',
    ]) {
      expect((await page.goto(`/itineraries?${odd}`))?.status(), odd).toBe(200)
    }
  })

  test('paging keeps the filters: a page past the last links back to page 1 with them', async ({ page }) => {
    const response = await page.goto('/itineraries?activity=golf&sort=price&page=2')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('There is no page 2: Itineraries has 1 page with these filters.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to page 1 of Itineraries' }).click()
    await expect(page).toHaveURL('/itineraries?activity=golf&sort=price')
    await expect(names(page).first()).toHaveText('Silver')
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 1')
    await page.goto('/itineraries?country=kenya&page=1')
    await expect(filters(page).getByLabel('Kenya')).toBeChecked()
  })

  test('a filtered or re-ordered listing is noindex; the plain listing is indexable with its canonical URL', async ({
    page,
    baseURL,
  }) => {
    for (const path of ['/itineraries?sort=price', '/category/golf-courses?country=kenya', '/hotels?country=mars']) {
      await page.goto(path)
      await expect(robots(page), path).toHaveAttribute('content', /noindex/)
    }
    for (const path of ['/itineraries', '/category/golf-courses', '/hotels?page=1']) {
      await page.goto(path)
      await expect(robots(page), path).toHaveCount(0)
    }
    await page.goto('/category/itineraries?activity=golf')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/itineraries`)
  })

  test('search takes the same filters with its term, and "Clear all" keeps the term', async ({ page }) => {
    await page.goto('/search?q=golf')
    await hydrated(page)
    const before = await cards(page).count()
    const beach = seedDocuments
      .filter((d) => d._type === 'catalogueItem' && d.activities.includes('beach'))
      // A term finds an item by its words and by the names of its filing: its activity "Golf" too (decision 053).
      .filter(
        (d) =>
          d.activities.includes('golf') ||
          [d.name, d.description, d.category].some((field: string) => field.toLowerCase().includes('golf')),
      )
    expect(beach.length).toBeGreaterThan(0)
    expect(beach.length).toBeLessThan(before)
    await filters(page).getByLabel('Beach').check()
    await expect(page).toHaveURL('/search?q=golf&activity=beach')
    // The address changes before React has drawn the results, so wait for the announced count.
    await expect(status(page)).toHaveText(`${beach.length} ${beach.length === 1 ? 'result' : 'results'} for “golf”`)
    await expect(cards(page)).toHaveCount(Math.min(beach.length, 10))
    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL('/search?q=golf')
    await expect(cards(page)).toHaveCount(before)
  })
})
