import type { Page } from '@playwright/test'
import { seedDoc } from '../support/seed-data'
import { expect, hydrated, test } from './fixtures'

/**
 * The full itinerary's route map (the nights in order, drawn and as text) and the itinerary on paper: what a
 * traveller sees when printing it or saving it as a PDF.
 */

const GOLD = '/listed-itinerary-details/gold-package'
const goldStops = [
  'Days 1–3: The Residences at Karen, Nairobi',
  'Days 4–5: Luxury tented camp, Maasai Mara',
  'Days 6–7: Great Rift Valley Lodge, Lake Naivasha',
  'Days 8–9: Fairmont Mt Kenya Safari Club, Nanyuki',
  'Day 10: The Residences at Karen, Nairobi',
]

const routeMap = (page: Page) => page.getByRole('region', { name: 'Route map' })
/** The day labels drawn beside the markers: text inside an `role="img"` SVG has no role of its own. */
const mapLabels = (page: Page) => routeMap(page).getByRole('img').locator('text')

test.describe('route map', () => {
  test('lists the nights in order, one stop per stay, and the map is described by that list', async ({ page }) => {
    await page.goto(GOLD)
    const map = routeMap(page).getByRole('img', { name: 'Map of the Gold Package route' })
    await expect(map).toBeVisible()
    await expect(routeMap(page).getByRole('listitem')).toHaveText(goldStops)
    await expect(map).toHaveAccessibleDescription(goldStops.join(' '))
    // Karen before the Mara and again on the last night: one marker carries both stays.
    await expect(mapLabels(page)).toHaveText(['Days 1–3, 10', 'Days 4–5', 'Days 6–7', 'Days 8–9'])
  })

  test('on a map from Dubai to the Mara, lodges too close to tell apart share a marker but keep their lines', async ({
    page,
  }) => {
    await page.goto('/listed-itinerary-details/dubai-package')
    await expect(mapLabels(page)).toHaveText(['Days 1–4', 'Days 5–10'])
    await expect(routeMap(page).getByRole('listitem')).toHaveCount(5)
    await expect(routeMap(page).getByRole('listitem').first()).toHaveText('Days 1–4: Hotel in Dubai')
  })

  test('at 360 px every day label is inside the map and at least 11 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const slug of ['gold-package', 'silver-package', 'zanzibar-package', 'rwanda-package', 'dubai-package']) {
      await page.goto(`/listed-itinerary-details/${slug}`)
      const svg = await routeMap(page).getByRole('img').boundingBox()
      expect(svg!.width, slug).toBeLessThanOrEqual(360)
      const labels = mapLabels(page)
      expect(await labels.count(), slug).toBeGreaterThan(0)
      for (const label of await labels.all()) {
        const box = (await label.boundingBox())!
        const text = await label.textContent()
        expect(box.x, `${slug} ${text}`).toBeGreaterThanOrEqual(svg!.x)
        expect(box.y, `${slug} ${text}`).toBeGreaterThanOrEqual(svg!.y)
        expect(box.x + box.width, `${slug} ${text}`).toBeLessThanOrEqual(svg!.x + svg!.width)
        expect(box.y + box.height, `${slug} ${text}`).toBeLessThanOrEqual(svg!.y + svg!.height)
        expect(box.height, `${slug} ${text}`).toBeGreaterThanOrEqual(11)
      }
    }
  })

  test('is drawn without any request to another site', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(GOLD, { waitUntil: 'networkidle' })
    await expect(routeMap(page).getByRole('img')).toBeVisible()
    const origin = new URL(page.url()).origin
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
  })

  test('the TouristTrip data names each day’s overnight place with its coordinates, in order', async ({ page }) => {
    const gold = seedDoc('package-gold-package')
    for (const path of [GOLD, '/itinerary/gold-package']) {
      await page.goto(path)
      // Structured data is a head-less script with no role: found by its type.
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      const days = jsonLd.itinerary.itemListElement as Array<{ position: number; item?: unknown }>
      expect(days.map((day) => day.position)).toEqual(gold.days.map((_: unknown, i: number) => i + 1))
      gold.days.forEach((day: { overnight?: { name: string; location: { lat: number; lng: number } } }, i: number) => {
        expect(days[i]!.item, `${path} day ${i + 1}`).toEqual(
          day.overnight
            ? {
                '@type': 'Place',
                name: day.overnight.name,
                geo: {
                  '@type': 'GeoCoordinates',
                  latitude: day.overnight.location.lat,
                  longitude: day.overnight.location.lng,
                },
              }
            : undefined,
        )
      })
      // The departure day has no night, and so no place.
      expect(days.at(-1)!.item).toBeUndefined()
    }
  })
})

test.describe('printed itinerary', () => {
  test('the print button appears on hydration without moving anything on the page', async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number }
      record.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) record.layoutShift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/listed-itinerary-details/gold-package')
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.001)
  })

  test('shows every day, the lists, the price, the page address and every office, not the site’s navigation', async ({
    page,
    baseURL,
  }) => {
    await page.goto(GOLD, { waitUntil: 'networkidle' })
    await page.emulateMedia({ media: 'print' })
    const gold = seedDoc('package-gold-package')
    const days = page.getByRole('region', { name: 'Quick View!' }).getByRole('heading', { level: 3 })
    await expect(days).toHaveText(gold.days.map((day: { title: string }) => day.title))
    for (const day of await days.all()) await expect(day).toBeVisible()
    await expect(page.getByRole('region', { name: 'Included', exact: true }).getByRole('listitem')).toHaveText(
      gold.included,
    )
    await expect(page.getByRole('region', { name: 'Excluded', exact: true }).getByRole('listitem')).toHaveText(
      gold.excluded,
    )
    // The header's "from" price (the dates table below lists it again, departure by departure).
    await expect(page.getByRole('main').getByText('USD 1,500').first()).toBeVisible()
    await expect(page.getByText(`This itinerary online: ${baseURL}${GOLD}`)).toBeVisible()
    const contact = page.getByRole('region', { name: 'Contact Us', exact: true })
    for (const office of seedDoc('siteSettings').offices as Array<{ title: string; phone: string; email: string }>) {
      await expect(contact.getByRole('heading', { name: office.title })).toBeVisible()
      await expect(contact.getByRole('link', { name: office.phone })).toBeVisible()
      await expect(contact.getByRole('link', { name: office.email })).toBeVisible()
    }
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Enquire about this trip' })).toBeHidden()
    // The route map is on paper too.
    await expect(routeMap(page).getByRole('img')).toBeVisible()
  })

  test('keeps each day on one page and its pictures small', async ({ page }) => {
    await page.goto(GOLD, { waitUntil: 'networkidle' })
    await page.emulateMedia({ media: 'print' })
    const days = page
      .getByRole('region', { name: 'Quick View!' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(days).toHaveCount(11)
    // Where pages break is the print engine's; the rule that forbids a break inside a day is what the page controls.
    for (const day of await days.all())
      expect(await day.evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid')
    const thumbnail = page.getByRole('list', { name: 'Day 1 photos' }).getByRole('button').first()
    expect((await thumbnail.boundingBox())!.width).toBeLessThanOrEqual(80)
  })

  test('"Print or save as PDF" opens the browser’s print dialog', async ({ page }) => {
    await page.goto(GOLD)
    await hydrated(page)
    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number }
      counted.printCalls = 0
      window.print = () => void counted.printCalls++
    })
    await page.getByRole('button', { name: 'Print or save as PDF' }).click()
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1)
  })

  test('without JavaScript there is no dead print button, and the browser’s own print gives the same page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto(GOLD)
    await expect(page.getByRole('heading', { name: 'Gold Package Itinerary' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('region', { name: 'Quick View!' }).getByRole('heading', { level: 3 })).toHaveCount(11)
    await expect(page.getByText(`This itinerary online: ${baseURL}${GOLD}`)).toBeVisible()
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await context.close()
  })
})
