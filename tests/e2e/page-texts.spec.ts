import { seedDoc } from '../support/seed-data'
import { expect, test } from './fixtures'

/** Texts editors change live in documents: these come from the site settings, not from the code. */
const settings = seedDoc('siteSettings')

test('the full itinerary’s tagline and the contact page’s introduction come from the site settings', async ({
  page,
}) => {
  await page.goto('/listed-itinerary-details/silver-package')
  await expect(page.getByRole('main').getByText(settings.itineraryTagline, { exact: true })).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByRole('main').getByText(settings.contactIntro, { exact: true })).toBeVisible()
})

// One test per page: sixteen page loads in a row outlasted one test's 30 s on a loaded CI machine.
for (const path of [
  '/',
  '/itineraries',
  '/category/golf-courses',
  '/search?q=golf',
  '/nowhere',
  '/itinerary/gold',
  '/itinerary/giraffe-centre',
  '/listed-itinerary-details/gold-package',
  '/LuxuryHotelDetails',
  '/about',
  '/services',
  '/Terms-&-Conditions',
  '/Privacy-Policy',
  '/contact',
  '/checkout',
  '/login',
]) {
  test(`${path} has a title and a description`, async ({ page }) => {
    // Both are in the head: the pictures need not have loaded.
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(page).toHaveTitle(/Savanna Links Golf & Safari/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
  })
}
