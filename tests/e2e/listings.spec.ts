import type { Page } from '@playwright/test'
import { catalogue } from '../support/seed-data'
import { expect, test } from './fixtures'

/**
 * The category listings (/itineraries, /hotels, …, and /category/:category): cards, paging, and the 404s for bad pages.
 */
const LISTINGS = [
  ['/itineraries', 'Itineraries'],
  ['/circuits', 'Circuits'],
  ['/golf-courses', 'Golf Courses'],
  ['/excursions', 'Excursions'],
  ['/hotels', 'Hotels'],
] as const

/** The product cards on the page: each is an article headed by the item's name. */
const cards = (page: Page) => page.getByRole('main').getByRole('article')

test.describe('listings', () => {
  for (const [path, category] of LISTINGS) {
    test(`${path} lists every ${category} item on page 1`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category)
      await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
        catalogue(category).map((item) => item.name),
      )
      await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 1')
    })
  }

  test('/category/:category reads dashes as spaces and shows the capitalised heading', async ({ page }) => {
    await page.goto('/category/golf-courses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Courses')
    await page.goto('/category/HOTELS')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels')
  })

  test('a category has one canonical URL, whichever of its two paths shows it', async ({ page, baseURL }) => {
    for (const path of ['/golf-courses', '/category/golf-courses', '/GOLF-COURSES']) {
      await page.goto(path)
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${baseURL}/golf-courses`)
    }
    await page.goto('/category/hotels?page=1')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/hotels`)
  })

  test('an unknown category is a 404', async ({ page }) => {
    const response = await page.goto('/category/spaceships')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })

  test('a page out of range or not a number gives a clear message and a way back, never a 500', async ({ page }) => {
    let response = await page.goto('/hotels?page=2')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('There is no page 2: Hotels has 1 page.')).toBeVisible()
    response = await page.goto('/category/circuits?page=abc')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('“abc” is not a page number.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to page 1 of Circuits' }).click()
    await expect(page).toHaveURL('/category/circuits')
    await expect(cards(page)).toHaveCount(5)
    for (const odd of ['-1', '0', '1e9', '%00', '99999999999']) {
      const r = await page.goto(`/itineraries?page=${odd}`)
      expect(r?.status(), odd).toBe(404)
    }
  })

  test('paging works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/itineraries?page=1')
    await expect(cards(page)).toHaveCount(7)
    await context.close()
  })
})
