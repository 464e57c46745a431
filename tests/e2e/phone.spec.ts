import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * A visitor on a 360 px touch phone, signed out and signed in: no page is wider than the screen and every
 * control of the header can be tapped.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const PAGES = [
  '/',
  '/itineraries',
  '/golf-courses',
  '/category/golf-courses?page=1',
  '/category/hotels?page=9',
  '/search?q=nairobi',
  '/itinerary/gold-package?day=2',
  '/itinerary/solio-conservancy',
  '/listed-itinerary-details/gold-package',
  '/listed-itinerary-details/dubai-package',
  '/LuxuryHotelDetails',
  '/about',
  '/services',
  '/Terms-&-Conditions',
  '/Privacy-Policy',
  '/contact',
  '/checkout',
  '/login',
  '/subscribe',
  '/no-such-page',
]

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The header's controls a visitor taps: each wholly on screen, and the element under its centre is itself. */
async function expectTappable(page: Page, names: string[]) {
  const actions = page.getByRole('navigation', { name: 'Account and cart' })
  for (const name of names) {
    const control = actions.getByRole(name === 'Sign Out' ? 'button' : 'link', { name, exact: true })
    await expect(control, name).toBeInViewport({ ratio: 1 })
    const uncovered = await control.evaluate((el) => {
      const box = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
    expect(uncovered, `nothing covers ${name}`).toBe(true)
  }
}

for (const path of PAGES) {
  test(`signed out, ${path} fits the screen and its header can be tapped`, async ({ page }) => {
    await page.goto(path)
    expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeInViewport()
    await expectTappable(page, ['Help', 'Search', 'Login', 'Cart, 0 items'])
  })
}

test('signed in with a long e-mail, every page still fits and Sign Out can be tapped', async ({ page, signUp }) => {
  test.setTimeout(90_000)
  const { email } = await signUp(page, `a.very.long.traveller.name.${Date.now()}@example-travel-company.com`)
  for (const path of PAGES) {
    await page.goto(path)
    // Each page restores the session from IndexedDB once the browser is idle; a busy machine can take a while.
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 15_000 })
    expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    await expectTappable(page, ['Help', 'Search', 'Sign Out', 'Cart, 0 items'])
    await expect(page.getByRole('banner').getByText(email.slice(0, 20))).toBeVisible()
  }
  await page.getByRole('button', { name: 'Sign Out' }).tap()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
})

test('one tap on another "Choose Your Trip" summary opens it', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const bar = page.getByRole('region', { name: 'Choose Your Trip' })
  const countries = bar.getByRole('button', { name: 'Select Countries' })
  const activities = bar.getByRole('button', { name: 'Select Activities' })
  const guests = bar.getByRole('button', { name: /Guests/ })
  await countries.tap()
  await expect(countries).toHaveAttribute('aria-expanded', 'true')
  await activities.tap()
  await expect(activities).toHaveAttribute('aria-expanded', 'true')
  await expect(countries).toHaveAttribute('aria-expanded', 'false')
  await expect(activities).toBeInViewport()
  // Back up the page, past the panel that is open now.
  await guests.tap()
  await expect(guests).toHaveAttribute('aria-expanded', 'true')
  await expect(activities).toHaveAttribute('aria-expanded', 'false')
  await expect(bar.getByRole('button', { name: 'Apply' })).toHaveCount(1)
})
