import { expect, test } from '@playwright/test'
import { catalogue, seedDoc } from '../support/seed-data'

test.describe('home page, from the seed through the content layer', () => {
  test('shows the sections in the seeded order, with real text', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const stories = (variant: string) => seedDoc(`story-${variant}`).title as string
    const headings = await page.locator('.home__sections > section h2').allTextContents()
    expect(headings).toEqual([
      stories('blue'), 'Itineraries', 'Hotels', stories('red'), 'Circuits', stories('green'), 'Golf Courses', 'Excursions', stories('custom'),
      seedDoc('homeLayout').sections.at(-1).heading,
    ])
    await expect(page.getByText(seedDoc('story-blue').description.slice(0, 60))).toBeVisible()
  })

  test('shows at most five cards a category, each with a name and an image that loads', async ({ page }) => {
    await page.goto('/')
    const itineraries = page.locator('#section-itineraries')
    await expect(itineraries.locator('.product-card')).toHaveCount(5)
    const names = await itineraries.locator('.product-card__title').allTextContents()
    expect(names).toEqual(catalogue('Itineraries').slice(0, 5).map((item) => item.name))
    const image = itineraries.locator('.product-card img').first()
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('#section-golf-courses .product-card')).toHaveCount(5)
  })

  test('carries the site chrome from the site settings: top bar, header and footer', async ({ page }) => {
    await page.goto('/')
    const settings = seedDoc('siteSettings')
    await expect(page.locator('.top-bar')).toContainText(settings.phone)
    for (const label of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      await expect(page.locator('.top-bar').getByRole('link', { name: new RegExp(label) })).toBeVisible()
    }
    const footer = page.locator('footer')
    for (const office of settings.offices) await expect(footer).toContainText(office.email)
    await expect(footer).toContainText('© 2025')
  })

  test('serves the seed images under the Sanity URL shape, with long-lived caching', async ({ page, request }) => {
    await page.goto('/')
    const src = await page.locator('.product-card img').first().getAttribute('src')
    expect(src).toMatch(/^\/images\/local\/production\/[0-9a-f]{40}-\d+x\d+\.jpg\?/)
    const response = await request.get(src!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/jpeg')
    expect(response.headers()['cache-control']).toContain('immutable')
    expect((await request.get('/images/local/production/does-not-exist-1x1.jpg')).status()).toBe(404)
  })

  test('is cacheable by a CDN and sends a strict content security policy', async ({ request }) => {
    const response = await request.get('/')
    expect(response.headers()['cache-control']).toContain('s-maxage')
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
  })
})

test.describe('unknown paths', () => {
  test('answer 404 with the Not Found page inside the site chrome, and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.locator('header.site-header')).toBeVisible()
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
