import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { serveStudio, standInForSanity, studioDist } from '../support/studio-stand-in'

test.describe('the Studio', () => {
  let studio: Awaited<ReturnType<typeof serveStudio>>
  test.beforeAll(async () => {
    if (!existsSync(`${studioDist}/index.html`)) throw new Error('studio/dist is missing: npm test builds it (npm run studio:build).')
    studio = await serveStudio()
  })
  test.afterAll(() => studio?.close())

  test('the built Studio opens in Chromium with the content grouped as an editor thinks', async ({ page }, testInfo) => {
    await standInForSanity(page, studio.origin)
    await page.goto(studio.origin)
    await expect(page.getByText('Savanna Links Studio')).toBeVisible({ timeout: 20_000 })
    for (const group of ['Catalogue', 'Itinerary packages', 'Team', 'Story cards', 'Pages', 'Settings']) {
      await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible()
    }
    await testInfo.attach('studio', { body: await page.screenshot(), contentType: 'image/png' })
  })

  test('the catalogue opens by category, as on the site', async ({ page }) => {
    await standInForSanity(page, studio.origin)
    await page.goto(studio.origin)
    await page.getByRole('link', { name: 'Catalogue', exact: true }).click()
    for (const category of ['Itineraries', 'Circuits', 'Golf Courses', 'Excursions', 'Hotels', 'All catalogue items']) {
      await expect(page.getByRole('link', { name: category, exact: true })).toBeVisible()
    }
  })
})
