import { expect, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

for (const path of ['/', '/golf-courses', '/search?q=nairobi', '/category/hotels?page=9', '/no-such-page', '/itinerary/gold-package?day=2', '/itinerary/solio-conservancy', '/listed-itinerary-details/dubai-package', '/LuxuryHotelDetails', '/about', '/services', '/Terms-&-Conditions', '/Privacy-Policy', '/contact', '/checkout', '/login']) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Cart, \d+ items$/ })).toBeVisible()
  })
}

test('every page has a title and a description', async ({ page }) => {
  for (const path of ['/', '/itineraries', '/category/golf-courses', '/search?q=golf', '/nowhere', '/itinerary/gold', '/itinerary/giraffe-centre', '/listed-itinerary-details/gold-package', '/LuxuryHotelDetails', '/about', '/services', '/Terms-&-Conditions', '/Privacy-Policy', '/contact', '/checkout', '/login']) {
    await page.goto(path)
    await expect(page).toHaveTitle(/Savanna Links Golf & Safari/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
  }
})
