import { catalogue, seedDoc } from '../support/seed-data'
import { expect, hydrated, test } from './fixtures'

/**
 * Lighter pages (docs/decisions/021-lighter-pages.md): every icon is drawn once per page and used by reference,
 * loaders send what the page shows, and the home page keeps to a weight budget.
 */

/**
 * What `/` may weigh before compression: what it weighs now (72.4 KB with the sign-in settings the tests' server
 * sends; from 124 KB, then 76.7 KB, then 70.3 KB, then 69.5 KB) with a little room. The Arabic edition added
 * 2.9 KB: the canonical, `hreflang` and `og:locale` tags, the language switch, and the module script's imports
 * of the page's catalogue areas (decision 042); as sent (brotli) the page is about 12.3 KB of the 16 KB budget.
 * The issue's target is 60 KB (61,440 bytes); the <img> markup is 18.5 KB of it and the loader data 15.4 KB
 * (decision 021 says what is left).
 */
const HOME_HTML_BUDGET = 73_500
/**
 * The loader data serialised into the home page: 15.4 KB with the first screen's placeholders (30 KB, then 18 KB,
 * before).
 */
const HOME_DATA_BUDGET = 16_000

const loaderData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as string)
    .join('')

test('the home page draws each icon once, and every icon points at a drawing that exists', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const drawings = [...html.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((match) => match[1])
  expect(drawings.length).toBeGreaterThanOrEqual(7)
  expect(drawings.length).toBe(new Set(drawings).size)
  // The top bar, header, chat link and footer: each icon a reference to the sprite.
  expect(html.match(/<use href="#i-/g)?.length).toBeGreaterThanOrEqual(8)

  await page.goto('/')
  await hydrated(page)
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('use')]
      .filter((use) => !use.closest('#icon-sprite'))
      .map((use) => {
        const href = use.getAttribute('href') ?? ''
        const box = (use as SVGUseElement).getBBox()
        return {
          href,
          found: href.startsWith('#') && document.getElementById(href.slice(1)) !== null,
          drawn: box.width > 0 && box.height > 0,
        }
      }),
  )
  expect(icons.length).toBeGreaterThanOrEqual(8)
  expect(icons.filter((icon) => !icon.found || !icon.drawn)).toEqual([])
  // A five-star rating (Dubai's reviews average 4.5) is five 16 px stars 2 px apart, named once for screen readers,
  // drawn by the stylesheet.
  const rating = page.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' }).first()
  expect(await rating.boundingBox()).toMatchObject({ width: 88, height: 16 })
  expect(await rating.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('data:image/svg+xml')
})

test('a page’s scripts wait until it has loaded and painted, then hydrate it without a mismatch', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/itineraries')
  await hydrated(page)
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
    const firstImage = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.startsWith('/images/'))
    const painted = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
    return {
      loaded: navigation.loadEventStart,
      painted: painted?.startTime ?? Infinity,
      scripts: scripts.map((entry) => entry.startTime),
      firstImage: firstImage?.startTime ?? Infinity,
    }
  })
  // Every script was asked for once the page had loaded: the stylesheet and the first images had the connection.
  expect(timing.scripts.length).toBeGreaterThan(3)
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loaded)
  // …and once the page had been painted: their work never holds back the first paint.
  expect(timing.painted).toBeLessThan(Infinity)
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.painted)
  expect(timing.firstImage).toBeLessThan(timing.loaded)
  // React found the markup it would have drawn (a mismatch is a console error in production), and the page works.
  expect(problems).toEqual([])
  await page.getByRole('button', { name: 'Add to cart' }).first().click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' })).toBeVisible()
})

test.describe('before the first frame after load is painted', () => {
  test.use({ waitForHydration: false })

  test('the scripts are not yet asked for; they come with the next painted frame', async ({ page }) => {
    // Frames are held back until the test lets them go, as on a busy phone that has not painted at `load`.
    await page.addInitScript(() => {
      const held: FrameRequestCallback[] = []
      const original = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => held.push(callback)
      Object.assign(window, {
        releaseFrames: () => {
          window.requestAnimationFrame = original
          for (const callback of held.splice(0)) original(callback)
        },
      })
    })
    await page.goto('/itineraries')
    await expect(page.locator('template#hydration')).toHaveCount(1)
    expect(
      await page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
      ),
    ).toBe(0)
    await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames())
    await hydrated(page)
    await expect(page.locator('template#hydration')).toHaveCount(0)
  })
})

test('the home page keeps to its weight budget, and its loader data holds what the page shows', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(HOME_HTML_BUDGET)
  const data = loaderData(html)
  expect(data.length).toBeGreaterThan(5_000)
  expect(data.length).toBeLessThanOrEqual(HOME_DATA_BUDGET)
  for (const item of catalogue('Itineraries').slice(0, 5)) {
    // Cards keep their document id (the page cache knows a document's pages by it), name and price…
    expect(data).toContain(item._id)
    expect(data).toContain(item.name)
    // …but not the description, which only an item's own page shows.
    expect(html).not.toContain(item.description.slice(0, 40))
  }
  // An image as uploaded travels as its asset reference alone: no `crop: null, hotspot: null`, no reference `_type`.
  expect(data).not.toContain('hotspot')
  expect(data).not.toContain('"reference"')
  // Settings no card or chrome of this page shows stay out of it; the story cards' texts are here, being shown.
  expect(data).not.toContain(seedDoc('siteSettings').contactIntro.slice(0, 40))
  expect(data).toContain(seedDoc('story-blue').description.slice(0, 40))
})

test('the home page’s images carry no more than their box needs', async ({ request }) => {
  const images = [...(await (await request.get('/')).text()).matchAll(/<img\b[^>]*>/g)].map((match) => match[0])
  expect(images.length).toBeGreaterThan(30)
  for (const image of images) {
    // The width and height attributes give the box its ratio and the stylesheet crops: only a placeholder is inline.
    expect(image).toMatch(/\swidth="\d+" height="\d+"/)
    expect(image).not.toMatch(/aspect-ratio|object-fit/)
    // No editor moved these pictures: the centred cut is the CDN's default, so no `rect`.
    expect(image).not.toContain('rect=')
  }
  // The cards' slots have their pictures' own ratio: the width alone asks for them.
  expect(images.filter((image) => /\?w=360&amp;auto=format"/.test(image))).toHaveLength(25)
})

test('the quick view sends the pictures of the day it shows, and the full itinerary every picture', async ({
  request,
}) => {
  const gold = seedDoc('package-gold-package')
  // A picture is known by its description here (the seed names files, the dataset asset ids).
  const pictures = (day: number): string[] =>
    [...gold.days[day].carouselImages1, ...gold.days[day].carouselImages2].map((image: { alt: string }) => image.alt)
  expect(pictures(0).length).toBeGreaterThan(0)
  expect(pictures(2).length).toBeGreaterThan(0)
  const quick = loaderData(await (await request.get('/itinerary/gold-package?day=3')).text())
  for (const alt of pictures(2)) expect(quick).toContain(alt)
  for (const alt of pictures(0)) expect(quick).not.toContain(alt)
  // Every day's title still travels: the sidebar and the page's structured data list them.
  for (const day of gold.days) expect(quick).toContain(day.title)
  const full = loaderData(await (await request.get('/listed-itinerary-details/gold-package')).text())
  for (const alt of [...pictures(0), ...pictures(2)]) expect(full).toContain(alt)
})

test('the build’s scripts and styles are sent precompressed: brotli when the browser takes it, else gzip', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
  const sizes = new Map<string, number>()
  for (const asset of assets)
    sizes.set(asset, (await (await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })).body()).length)
  // The largest script (React and Remix) and the stylesheet.
  const runtime = assets.filter((asset) => asset.endsWith('.js')).sort((a, b) => sizes.get(b)! - sizes.get(a)!)[0]!
  const stylesheet = assets.find((asset) => asset.endsWith('.css'))!
  for (const asset of [runtime, stylesheet]) {
    const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })
    const original = await plain.body()
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await request.get(asset, { headers: { 'Accept-Encoding': accepted } })
      expect(answer.headers()['content-encoding'], `${asset} for ${accepted}`).toBe(sent)
      expect(answer.headers()['cache-control']).toContain('immutable')
      expect(Number(answer.headers()['content-length'])).toBeLessThan(original.length / 2)
      expect(await answer.body()).toEqual(original) // the client decodes it back to the very same file
    }
  }
})
