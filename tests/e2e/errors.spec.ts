import { expect, test } from './fixtures'

/**
 * The site's error pages. The 404s that belong to one kind of page are with that page: bad listing pages in
 * listings.spec.ts, unknown itineraries in itinerary.spec.ts.
 */
test.describe('unknown paths', () => {
  test('answer 404 with the Not Found page inside the site chrome, and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL('/')
  })
})

test.describe('other errors', () => {
  test('show "Unexpected Application Error!" with the status, and no stack trace', async ({ request }) => {
    // A form posted to a page that takes no submissions is a real error a visitor can cause.
    const response = await request.post('/hotels', { form: { anything: 'x' } })
    expect(response.status()).toBe(405)
    const html = await response.text()
    expect(html).toContain('Unexpected Application Error!')
    expect(html).toMatch(/405 Method Not Allowed/)
    expect(html).not.toMatch(/at .*\.js:\d+/)
  })
})
