import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { catalogue, seedDocuments } from '../support/seed-data'

/** The results page, /search?q=…: what matches, the messages, and the empty term. The header's search box is in header.spec.ts. */
const NO_MATCH =
  'Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name. Otherwise, what you are looking for is not available as of today.'

/** The product cards found: each is an article headed by the item's name. */
const cards = (page: Page) => page.getByRole('main').getByRole('article')
/** The results page's message (the footer has a status region of its own, so this one is looked up in the main content). */
const status = (page: Page) => page.getByRole('main').getByRole('status')

test.describe('search', () => {
  test('finds a case-insensitive substring of a name, description or category', async ({ page }) => {
    await page.goto('/search?q=GOLF%20CLUB')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('golf club')
    const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents()
    const expected = seedDocuments
      .filter((d) => d._type === 'catalogueItem')
      .filter((d) => [d.name, d.description, d.category].some((field: string) => field.toLowerCase().includes('golf club')))
    expect(names.sort()).toEqual(expected.map((d) => d.name).sort())
    await expect(status(page)).toHaveText(`${expected.length} ${expected.length === 1 ? 'result' : 'results'} for “golf club”`)
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

  test('an empty term shows guidance and the whole catalogue ("See All")', async ({ page }) => {
    await page.goto('/search?q=%20%20')
    await expect(status(page)).toContainText('Type an itinerary')
    await expect(cards(page)).toHaveCount(28)
    await page.goto('/search?q=safari')
    await page.getByRole('main').getByRole('link', { name: 'See All' }).click()
    await expect(page).toHaveURL('/search')
    await expect(cards(page)).toHaveCount(28)
  })

  test('very long terms and emoji are handled', async ({ page }) => {
    const response = await page.goto(`/search?q=${encodeURIComponent('⛳ ' + 'x'.repeat(1500))}`)
    expect(response?.status()).toBe(200)
    // The term is capped at 100 characters, and shown back exactly as searched.
    await expect(status(page).getByText('⛳ ' + 'x'.repeat(98), { exact: true })).toBeVisible()
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
