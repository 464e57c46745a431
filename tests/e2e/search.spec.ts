import type { Page } from '@playwright/test'
import { ar } from '~/i18n/catalogues/ar'
import { catalogue, searchedBesidesName, seedDocuments } from '../support/seed-data'
import { expect, test } from './fixtures'

/**
 * The results page, /search?q=…: what matches, the messages, and the empty term. The header's search box is in
 * header.spec.ts.
 */
const NO_MATCH =
  'Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name. Otherwise, what ' +
  'you are looking for is not available as of today.'

/** The product cards found: each is an article headed by the item's name. */
const cards = (page: Page) => page.getByRole('main').getByRole('article')
/**
 * The results page's message (the footer has a status region of its own, so this one is looked up in the main content).
 */
const status = (page: Page) => page.getByRole('main').getByRole('status')

test.describe('search', () => {
  test('finds a case-insensitive substring of a name, description or category', async ({ page }) => {
    await page.goto('/search?q=GOLF%20CLUB')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('golf club')
    const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    const expected = seedDocuments
      .filter((d) => d._type === 'catalogueItem')
      .filter((d) => `${d.name}\n${searchedBesidesName(d)}`.toLowerCase().includes('golf club'))
    expect(names.sort()).toEqual(expected.map((d) => d.name).sort())
    await expect(status(page)).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'result' : 'results'} for “golf club”`,
    )
    await page.goto('/search?q=excursions')
    await expect(cards(page)).toHaveCount(catalogue('Excursions').length)
  })

  test('no match shows the message followed by the term, escaped', async ({ page }) => {
    const term = '<script>alert(1)</script>*[_type=="x"]'
    await page.goto(`/search?q=${encodeURIComponent(term)}`)
    await expect(status(page)).toHaveText(`${NO_MATCH} ${term}`)
    // The term is its own element, as text: nothing of it was parsed as markup.
    await expect(status(page).getByText(term, { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })

  test('an empty term shows guidance and the whole catalogue ("See All"), ten cards a page', async ({ page }) => {
    const all = seedDocuments.filter((d) => d._type === 'catalogueItem').length
    await page.goto('/search?q=%20%20')
    await expect(status(page)).toContainText('Type an itinerary')
    await expect(cards(page)).toHaveCount(10)
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /^Page \d+$/ })).toHaveCount(
      Math.ceil(all / 10) - 1,
    )
    await page.goto('/search?q=safari')
    await page.getByRole('main').getByRole('link', { name: 'See All' }).click()
    await expect(page).toHaveURL('/search')
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${Math.ceil(all / 10)}` })
      .click()
    await expect(page).toHaveURL(`/search?page=${Math.ceil(all / 10)}`)
    await expect(cards(page)).toHaveCount(all % 10 || 10)
  })

  test('pages its results ten at a time, names first, keeping the term and the filters in every page link', async ({
    page,
  }) => {
    const matches = seedDocuments
      .filter((d) => d._type === 'catalogueItem' && d.countries.includes('kenya'))
      .filter((d) => `${d.name}\n${searchedBesidesName(d)}`.toLowerCase().includes('golf'))
    const named = matches.filter((d) => d.name.toLowerCase().includes('golf'))
    expect(matches.length).toBeGreaterThan(10)
    await page.goto('/search?q=golf&country=kenya')
    await expect(status(page)).toHaveText(`${matches.length} results for “golf”`)
    const first = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    expect(first).toHaveLength(10)
    // Every item named after the term comes before the items that only mention it.
    expect(first.slice(0, named.length).sort()).toEqual(named.map((d) => d.name).sort())
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL('/search?q=golf&country=kenya&page=2')
    // The address changes before React has drawn the new page (navigations run in a transition), so wait for page 2's
    // cards.
    await expect(cards(page)).toHaveCount(matches.length - 10)
    const second = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    expect([...first, ...second].sort()).toEqual(matches.map((d) => d.name).sort())
    // A page that is not there says so, with the way back to the first page of the same search.
    const missing = await page.goto('/search?q=golf&country=kenya&page=9')
    expect(missing?.status()).toBe(404)
    await page.getByRole('link', { name: 'Go to the first page of results' }).click()
    await expect(page).toHaveURL('/search?q=golf&country=kenya')
  })

  test('the Arabic header’s word for hotels finds the hotels “hotels” finds, from the Arabic search box', async ({
    page,
  }) => {
    // Where a card leads, the same in both editions but for the edition's prefix.
    const destinations = async () =>
      (
        await cards(page)
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
      )
        .map((path) => path.replace(/^\/ar\//, '/'))
        .sort()
    await page.goto('/search?q=hotels')
    const hotels = [...new Set(await destinations())]
    expect(hotels.length).toBe(catalogue('Hotels').length)
    await page.goto('/ar')
    await page.getByRole('searchbox', { name: ar.layout.searchLabel }).fill(ar.layout.categories.Hotels)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/ar/search?q=${encodeURIComponent(ar.layout.categories.Hotels)}`)
    await expect(cards(page)).toHaveCount(hotels.length)
    expect([...new Set(await destinations())]).toEqual(hotels)
  })

  test('very long terms and emoji are handled', async ({ page }) => {
    const response = await page.goto(`/search?q=${encodeURIComponent(`⛳ ${'x'.repeat(1500)}`)}`)
    expect(response?.status()).toBe(200)
    // The term is capped at 100 characters, and shown back exactly as searched.
    await expect(status(page).getByText(`⛳ ${'x'.repeat(98)}`, { exact: true })).toBeVisible()
    await expect(status(page)).toHaveText(`${NO_MATCH} ⛳ ${'x'.repeat(98)}`)
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('mara')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search?q=mara')
    await expect(cards(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
    await context.close()
  })
})
