import type { Page } from '@playwright/test'
import { catalogue, seedDoc } from '../support/seed-data'
import { expect, test } from './fixtures'

/** A home-page category section: a region named by its heading, holding the category's product cards (articles). */
const section = (page: Page, heading: string) =>
  page.getByRole('main').getByRole('region', { name: heading, exact: true })
/** How far below the top of the window a section's box starts. */
const distanceFromTop = (page: Page, heading: string) =>
  section(page, heading).evaluate((el) => Math.round(el.getBoundingClientRect().top))

test.describe('home page, from the seed through the content layer', () => {
  test('shows the sections in the seeded order, with real text', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const stories = (variant: string) => seedDoc(`story-${variant}`).title as string
    // The "Choose Your Trip" bar, then the layout's sections in the order the home layout document gives.
    await expect(page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })).toHaveText([
      'Choose Your Trip',
      stories('blue'),
      'Itineraries',
      'Hotels',
      stories('red'),
      'Circuits',
      stories('green'),
      'Golf Courses',
      'Excursions',
      stories('custom'),
      seedDoc('homeLayout').sections.at(-1).heading,
    ])
    await expect(page.getByText(seedDoc('story-blue').description.slice(0, 60))).toBeVisible()
  })

  test('shows at most five cards a category, each with a name and an image that loads', async ({ page }) => {
    await page.goto('/')
    const itineraries = section(page, 'Itineraries').getByRole('article')
    await expect(itineraries).toHaveCount(5)
    await expect(itineraries.getByRole('heading', { level: 3 })).toHaveText(
      catalogue('Itineraries')
        .slice(0, 5)
        .map((item) => item.name),
    )
    // The card's picture is decorative (alt="", the name is the heading), so it has no role to find it by.
    const image = itineraries.first().locator('img')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(section(page, 'Golf Courses').getByRole('article')).toHaveCount(5)
  })

  test('carries the site chrome from the site settings: top bar, header and footer', async ({ page }) => {
    await page.goto('/')
    const settings = seedDoc('siteSettings')
    // The top bar is a plain box with no landmark role or name, so only its class finds it.
    const topBar = page.locator('.top-bar')
    await expect(topBar.getByRole('link', { name: settings.phone })).toBeVisible()
    for (const label of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      await expect(topBar.getByRole('link', { name: new RegExp(label) })).toBeVisible()
    }
    await expect(page.getByRole('banner').getByRole('link', { name: settings.companyName })).toHaveAttribute(
      'href',
      '/',
    )
    const footer = page.getByRole('contentinfo')
    for (const office of settings.offices)
      await expect(footer.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`)
    await expect(footer).toContainText('© 2025')
  })

  test('serves the seed images under the Sanity URL shape, with long-lived caching', async ({ page, request }) => {
    await page.goto('/')
    // A product card's decorative picture (alt=""): found by its tag inside the card.
    const src = await page.getByRole('main').getByRole('article').first().locator('img').getAttribute('src')
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

test.describe('home navigation', () => {
  test('the quick links scroll to their section, 100 px below the top', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Jump to a category' }).getByRole('link', { name: 'Excursions' }).click()
    await expect(page).toHaveURL(/#section-excursions$/)
    await expect.poll(() => distanceFromTop(page, 'Excursions')).toBe(100)
  })

  test('the category tiles work from the keyboard', async ({ page }) => {
    // The trip bar above the sections hydrates later (routes/_index.tsx): the jump must not redraw it under the
    // visitor (React error 421), which shifts the page.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    const tile = page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: 'Golf Courses' })
    await tile.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#section-golf-courses$/)
    await expect.poll(() => distanceFromTop(page, 'Golf Courses')).toBe(100)
    await expect(page.locator('.trip-bar[data-hydrated]')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('"See All" leads to the category listing', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'See all Golf Courses' }).click()
    await expect(page).toHaveURL('/category/golf-courses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Courses')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)
  })

  test('cards link to /itinerary/{slug} and show prices as USD per person', async ({ page }) => {
    await page.goto('/')
    const dubai = section(page, 'Itineraries')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Dubai', exact: true }) })
    await expect(dubai.getByRole('link', { name: 'Dubai' })).toHaveAttribute('href', '/itinerary/dubai')
    await expect(dubai).toContainText('USD 2,000 per person')
    // Its stars are its two sample reviews' average (decision 043).
    await expect(dubai.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeVisible()
    const hotel = section(page, 'Hotels').getByRole('article').first()
    await expect(hotel).not.toContainText('USD')
    await expect(section(page, 'Golf Courses').getByRole('article').first().getByRole('link').last()).toHaveAttribute(
      'href',
      '/itinerary/karen-country-and-golf-club',
    )
  })

  test('the chat link opens the messaging service with the prefilled enquiry, in a new tab', async ({ page }) => {
    await page.goto('/')
    const chat = page.getByRole('link', { name: /Chat with us/ })
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', /noopener/)
    const href = new URL((await chat.getAttribute('href'))!)
    const settings = seedDoc('siteSettings')
    expect(href.origin + href.pathname).toBe(settings.chat.url)
    expect(href.searchParams.get('text')).toBe(settings.chat.prefilledText)
  })

  test('the ad video is muted, looping and autoplaying, with a poster (it starts after load: media.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/')
    const video = page.getByLabel('Savanna Links highlights video')
    await expect(video).toHaveJSProperty('muted', true)
    await expect(video).toHaveJSProperty('loop', true)
    await expect(video).toHaveAttribute('poster', /\/images\//)
    // On this screen the player is in view, so it is given its source and set playing after the load event.
    await expect(video).toHaveJSProperty('autoplay', true)
  })
})
