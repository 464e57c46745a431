import type { Locator, Page } from '@playwright/test'
import { seedDoc, seedDocuments } from '../support/seed-data'
import { expect, test } from './fixtures'

/**
 * The itinerary pages: the quick view (/itinerary/:slug, one day at a time), an item's own page when it has no
 * package, and the full itinerary (/listed-itinerary-details/:slug). The hotel page is in hotel.spec.ts.
 */

const packages = seedDocuments.filter((d) => d._type === 'itineraryPackage')
const pkg = (slug: string) => packages.find((p) => p.slug.current === slug)!
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Itinerary days' }).getByRole('link')
/** The quick view's current entry (a day, Included or Excluded): the one second-level heading in the main content. */
// The entry's own heading (the page's other level-2 heading is "Dates & prices", below the days).
const entryTitle = (page: Page) => page.locator('#entry-title')
/** The lines of a quick-view entry or a full-itinerary section: the list items in the region that heading names. */
const linesOf = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true }).getByRole('listitem')
/** A carousel's caption: the alt text of the image it shows, as visible text. */
const caption = (carousel: Locator, text: string) => carousel.getByText(text, { exact: true })

test.describe('quick view', () => {
  for (const [slug, days] of [
    ['gold-package', 11],
    ['silver-package', 11],
    ['zanzibar-package', 5],
    ['rwanda-package', 6],
    ['dubai-package', 11],
  ] as const) {
    test(`${slug}: ${days} days, then Included and Excluded with their lists`, async ({ page }) => {
      const response = await page.goto(`/itinerary/${slug}`)
      expect(response?.status()).toBe(200)
      const labels = [...Array.from({ length: days }, (_, i) => `Day ${i + 1}`), 'Included', 'Excluded']
      await expect(sidebar(page)).toHaveText(labels)
      await expect(entryTitle(page)).toHaveText(pkg(slug).days[0].title)
      await sidebar(page).filter({ hasText: 'Included' }).click()
      await expect(entryTitle(page)).toHaveText('Included')
      await expect(linesOf(page, 'Included')).toHaveText(pkg(slug).included)
      await sidebar(page).filter({ hasText: 'Excluded' }).click()
      await expect(page).toHaveURL(`/itinerary/${slug}?day=excluded`)
      await expect(linesOf(page, 'Excluded')).toHaveText(pkg(slug).excluded)
    })
  }

  test('Previous and Next step through every entry and stop (disabled) at both ends', async ({ page }) => {
    await page.goto('/itinerary/zanzibar-package', { waitUntil: 'networkidle' })
    await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled()
    const expected = ['2', '3', '4', '5', 'included', 'excluded']
    for (const day of expected) {
      await page.getByRole('link', { name: 'Next', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`day=${day}$`))
    }
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled()
    await page.getByRole('link', { name: 'Previous', exact: true }).click()
    await expect(entryTitle(page)).toHaveText('Included')
  })

  test('a day can be shared by URL and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/itinerary/rwanda-package?day=3')
    await expect(entryTitle(page)).toHaveText(pkg('rwanda-package').days[2].title)
    await page.getByRole('link', { name: 'Next', exact: true }).click()
    await expect(entryTitle(page)).toHaveText(pkg('rwanda-package').days[3].title)
    await context.close()
  })

  test('an unknown day says so and opens at Day 1', async ({ page }) => {
    const response = await page.goto('/itinerary/gold-package?day=99')
    expect(response?.status()).toBe(200)
    // The footer's Subscribe box has a status region too: this message is the one in the main content.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'This itinerary has no “99”, so it opens at Day 1.',
    )
    await expect(entryTitle(page)).toHaveText(pkg('gold-package').days[0].title)
  })

  test('carousels wrap, have dots and keys, and reset when the day changes', async ({ page }) => {
    await page.goto('/itinerary/gold-package', { waitUntil: 'networkidle' })
    const first = page.getByRole('region', { name: 'Carousel 1' })
    const images = pkg('gold-package').days[0].carouselImages1
    await expect(caption(first, images[0].alt)).toBeVisible()
    await first.getByRole('button', { name: 'Previous image in Carousel 1' }).click()
    await expect(caption(first, images.at(-1).alt)).toBeVisible()
    await first.getByRole('button', { name: 'Next image in Carousel 1' }).click()
    await expect(caption(first, images[0].alt)).toBeVisible()
    const dots = first.getByRole('group', { name: 'Choose an image in Carousel 1' }).getByRole('button')
    await expect(dots).toHaveCount(images.length)
    await expect(first.getByRole('button', { name: /^Image \d of \d$/ })).toHaveCount(images.length)
    await first.getByRole('button', { name: `Image 2 of ${images.length}` }).click()
    await expect(caption(first, images[1].alt)).toBeVisible()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await first.getByRole('button', { name: 'Next image in Carousel 1' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(caption(first, images[0].alt)).toBeVisible()
    await first.getByRole('button', { name: `Image 2 of ${images.length}` }).click()
    await sidebar(page).filter({ hasText: 'Day 2' }).click()
    await expect(
      caption(page.getByRole('region', { name: 'Carousel 1' }), pkg('gold-package').days[1].carouselImages1[0].alt),
    ).toBeVisible()
  })

  test('an empty carousel says so', async ({ page }) => {
    const last = pkg('dubai-package').days.length
    await page.goto(`/itinerary/dubai-package?day=${last}`)
    await expect(page.getByText('No images available for this day in Carousel 2.')).toBeVisible()
    await page.goto('/itinerary/dubai-package?day=included')
    await expect(page.getByText('No images available for this day in Carousel 1.')).toBeVisible()
    await expect(page.getByText('No images available for this day in Carousel 2.')).toBeVisible()
  })

  test('a broken image is hidden and logged', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.route('**/images/**', (route) => route.fulfill({ status: 500, body: 'broken' }))
    await page.goto('/itinerary/gold-package', { waitUntil: 'networkidle' })
    // No <img> element is left at all (a role locator would also accept one that is merely hidden).
    await expect(page.getByRole('region', { name: 'Carousel 1' }).locator('img')).toHaveCount(0)
    expect(errors.some((text) => text.includes('Image failed to load'))).toBe(true)
  })

  test('leads to the full itinerary and to an enquiry naming the trip', async ({ page }) => {
    await page.goto('/itinerary/gold-package')
    await expect(page.getByRole('link', { name: 'Full itinerary' })).toHaveAttribute(
      'href',
      '/listed-itinerary-details/gold-package',
    )
    const href = await page.getByRole('link', { name: 'Enquire about this trip' }).getAttribute('href')
    expect(new URL(href!, 'http://x').searchParams.get('message')).toContain('Gold Package')
  })

  test('describes the trip for search engines as a TouristTrip', async ({ page }) => {
    await page.goto('/itinerary/gold')
    // Structured data and social metadata are head elements with no role: found by their attributes.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(jsonLd['@type']).toBe('TouristTrip')
    expect(jsonLd.name).toBe('Gold Package')
    expect(jsonLd.itinerary.itemListElement).toHaveLength(11)
    // One offer per upcoming departure (departures.spec.ts checks them): the trip's own price among them.
    expect(jsonLd.offers).toContainEqual(expect.objectContaining({ price: 1500, priceCurrency: 'USD' }))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\/images\//,
    )
    await expect(page).toHaveTitle(/Gold Package/)
  })

  test('an unknown slug says "Itinerary not found!" with a 404', async ({ page }) => {
    for (const path of [
      '/itinerary/no-such-trip',
      '/listed-itinerary-details/no-such-trip',
      '/listed-itinerary-details/silver-2',
      `/itinerary/${'x'.repeat(300)}`,
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Itinerary not found!' })).toBeVisible()
    }
  })
})

test.describe('every card leads somewhere', () => {
  test('each seeded catalogue item opens its package or its own page', async ({ request }) => {
    const items = seedDocuments.filter((d) => d._type === 'catalogueItem')
    expect(items).toHaveLength(28)
    for (const item of items) {
      const response = await request.get(`/itinerary/${item.slug.current}`)
      expect(response.status(), item.name).toBe(200)
      const html = await response.text()
      expect(html, item.name).toContain(
        item.package ? packages.find((p) => p._id === item.package._ref)!.name : item.name.replace(/&/g, '&amp;'),
      )
    }
  })

  test('an item without a package shows its own detail, with cart and enquiry', async ({ page }) => {
    await page.goto('/itinerary/karen-country-and-golf-club', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karen Country and Golf Club')
    // Nobody has reviewed it yet: no stars, not five (decision 043).
    await expect(page.getByRole('img', { name: /^Rated/ })).toHaveCount(0)
    await expect(page.getByText('Price on request')).toBeVisible()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible()
    const href = await page.getByRole('link', { name: 'Enquire about this trip' }).getAttribute('href')
    expect(new URL(href!, 'http://x').searchParams.get('message')).toContain('Karen Country and Golf Club')
    await page.goto('/itinerary/silver-2')
    await expect(page.getByText('USD 1,600 per person · 7 days')).toBeVisible()
  })
})

test.describe('full itinerary', () => {
  test('shows the header, tagline, anchors, every day with thumbnails, the lists and the contact block', async ({
    page,
  }) => {
    await page.goto('/listed-itinerary-details/rwanda-package')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rwanda Package Itinerary')
    await expect(page.getByText('Experience Luxury, Adventure, Golf & Business Networking with us!')).toBeVisible()
    const anchors = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
    await expect(anchors).toHaveText(['Itinerary', 'Included', 'Excluded', 'Contact Us'])
    await expect(page.getByRole('heading', { name: 'Quick View!' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Quick View!' }).getByRole('heading', { level: 3 })).toHaveText(
      pkg('rwanda-package').days.map((d: { title: string }) => d.title),
    )
    await expect(linesOf(page, 'Included')).toHaveText(pkg('rwanda-package').included)
    await expect(linesOf(page, 'Excluded')).toHaveText(pkg('rwanda-package').excluded)
    const phone = seedDoc('siteSettings').phone as string
    await expect(
      page.getByRole('region', { name: 'Contact Us', exact: true }).getByRole('link', { name: phone }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText('© 2025')).toBeVisible()
  })

  test('a thumbnail opens the gallery: counter, wrapping, Escape, overlay, focus', async ({ page }) => {
    await page.goto('/listed-itinerary-details/gold-package', { waitUntil: 'networkidle' })
    const images = pkg('gold-package').days[0].carouselImages1
    const thumb = page.getByRole('list', { name: 'Day 1 photos' }).getByRole('button').first()
    await thumb.click()
    const dialog = page.getByRole('dialog', { name: pkg('gold-package').days[0].title })
    await expect(dialog).toBeVisible()
    const counter = (text: string) => dialog.getByText(text, { exact: true })
    await expect(counter(`1 / ${images.length}`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Prev' }).click()
    await expect(counter(`${images.length} / ${images.length}`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(counter(`1 / ${images.length}`)).toBeVisible()
    // Focus stays inside: tabbing never reaches the page behind.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body,
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumb).toBeFocused()
    await thumb.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await thumb.click()
    await dialog.getByRole('button', { name: 'Close gallery' }).click()
    await expect(dialog).toBeHidden()
  })
})
