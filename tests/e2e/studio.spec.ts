import { expect, test } from './fixtures'
import { standInForSanity } from '../support/studio-stand-in'

/** The built Studio (studio/dist), served on loopback by the `studio` fixture, with its Sanity API calls answered by the stand-in. */
test.describe('the Studio', () => {
  test('the built Studio opens in Chromium with the content grouped as an editor thinks', async ({ page, studio }, testInfo) => {
    await standInForSanity(page, studio.origin)
    await page.goto(studio.origin)
    await expect(page.getByText('Savanna Links Studio')).toBeVisible({ timeout: 20_000 })
    for (const group of ['Catalogue', 'Itinerary packages', 'Team', 'Story cards', 'Pages', 'Settings']) {
      await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible()
    }
    await testInfo.attach('studio', { body: await page.screenshot(), contentType: 'image/png' })
  })

  test('the catalogue opens by category, as on the site', async ({ page, studio }) => {
    await standInForSanity(page, studio.origin)
    await page.goto(studio.origin)
    await page.getByRole('link', { name: 'Catalogue', exact: true }).click()
    for (const category of ['Itineraries', 'Circuits', 'Golf Courses', 'Excursions', 'Hotels', 'All catalogue items']) {
      await expect(page.getByRole('link', { name: category, exact: true })).toBeVisible()
    }
  })
})
