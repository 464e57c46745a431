import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * Same-page links land on their section every time, not only the first, and the history buttons move between
 * the jumps. (Left to the browser, the router took the second hash change for a history move and sent the
 * page to the top.)
 */

/** Where a section's top sits in the viewport, in whole pixels. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Clicks a link the way a script or a keyboard does, without scrolling to it first. */
const press = (page: Page, href: string) =>
  page
    .locator(`main a[href="${href}"]`)
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click())

test.describe('in-page links', () => {
  test('on the hotel page, each link in turn lands on its section', async ({ page }) => {
    await page.goto('/LuxuryHotelDetails')
    await hydrated(page)
    const onThisPage = page.getByRole('navigation', { name: 'On this page' })
    for (const [name, id] of [
      ['Customer Feedback', 'customer-feedback'],
      ['Specifications', 'specifications'],
      ['Hotel Details', 'hotel-details'],
      ['Customer Feedback', 'customer-feedback'],
    ] as const) {
      await onThisPage.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect.poll(() => topOf(page, id), { message: `${name} lands on #${id}` }).toBe(24)
      await expect(page.locator(`#${id}`)).toBeFocused()
    }
    await page
      .getByRole('complementary', { name: 'Book this hotel' })
      .getByRole('link', { name: 'View all reviews' })
      .click()
    await expect.poll(() => topOf(page, 'customer-feedback')).toBe(24)
  })

  test('back and forward return to each jump, and the links still work after leaving and coming back', async ({
    page,
  }) => {
    await page.goto('/LuxuryHotelDetails')
    await hydrated(page)
    await press(page, '#specifications')
    await expect.poll(() => topOf(page, 'specifications')).toBe(24)
    await press(page, '#customer-feedback')
    await expect.poll(() => topOf(page, 'customer-feedback')).toBe(24)
    const atFeedback = await scrollY(page)

    await page.goBack()
    await expect(page).toHaveURL(/#specifications$/)
    await expect.poll(() => topOf(page, 'specifications')).toBe(24)
    await page.goForward()
    await expect(page).toHaveURL(/#customer-feedback$/)
    await expect.poll(() => scrollY(page)).toBe(atFeedback)

    await page.getByRole('link', { name: 'Contact', exact: true }).first().click()
    await expect(page).toHaveURL('/contact')
    await page.goBack()
    await expect(page).toHaveURL(/\/LuxuryHotelDetails#customer-feedback$/)
    await press(page, '#hotel-details')
    await expect.poll(() => topOf(page, 'hotel-details')).toBe(24)
    await press(page, '#specifications')
    await expect.poll(() => topOf(page, 'specifications')).toBe(24)
  })

  test('the full itinerary’s links land on every section, then on the first again', async ({ page }) => {
    await page.goto('/listed-itinerary-details/gold-package')
    await hydrated(page)
    for (const id of ['contact-us', 'included', 'itinerary', 'excluded', 'contact-us']) {
      await press(page, `#${id}`)
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      // Within a few pixels: pictures above the section take their files' own ratios (fractions of a pixel each),
      // and one that finishes loading after the jump can settle it by a pixel or two. Sent to the top, it would be
      // hundreds of pixels off.
      await expect
        .poll(async () => Math.abs((await topOf(page, id)) - 24), { message: `#${id}` })
        .toBeLessThanOrEqual(3)
    }
  })

  test('the home page’s tiles jump to their section every time, also after back', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const tiles = page.getByRole('navigation', { name: 'Browse by category' })
    await tiles.getByRole('link', { name: 'Hotels' }).click()
    await expect(page).toHaveURL(/#section-hotels$/)
    await expect.poll(() => topOf(page, 'section-hotels')).toBe(100)
    await tiles.getByRole('link', { name: 'Golf Courses' }).click()
    await expect(page).toHaveURL(/#section-golf-courses$/)
    await expect.poll(() => topOf(page, 'section-golf-courses')).toBe(100)
    // From the Golf Courses section itself (no scrolling back up to the tiles), jump on, then come back.
    await page
      .locator('a[href="#section-excursions"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click())
    await expect.poll(() => topOf(page, 'section-excursions')).toBe(100)
    await page.goBack()
    await expect(page).toHaveURL(/#section-golf-courses$/)
    await expect.poll(() => topOf(page, 'section-golf-courses')).toBe(100)
    await page.getByRole('navigation', { name: 'Jump to a category' }).getByRole('link', { name: 'Hotels' }).click()
    await expect.poll(() => topOf(page, 'section-hotels')).toBe(100)
  })

  test('the skip link takes the keyboard to the main content', async ({ page }) => {
    await page.goto('/about')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    // The next Tab lands inside the main content, whether or not the page had hydrated when Enter was pressed.
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  })
})
