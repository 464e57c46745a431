import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * What the home page's pictures and ad video cost a visitor: the video downloads nothing until the page has
 * loaded and the player is near the viewport (and never under reduced motion or Save-Data), and each image
 * asks for the width its slot needs at the screen's density, no more.
 */

const VIDEO_FILE = /\/files\/local\/production\/[0-9a-f]{40}\.mp4$/
// The player (it has no role of its own to find it by) is labelled for screen readers.
const player = (page: Page) => page.getByLabel('Savanna Links highlights video')

/** Every request the page makes for the ad video's file, from the first byte of the navigation on. */
function videoRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (VIDEO_FILE.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return seen
}

/**
 * Resolves once the browser has told an IntersectionObserver of the test's own whether the player is in view
 * (`inView`) or not. The page's own observer, made at load, before this one, is told in the same task or an
 * earlier one, and sets the player's source right in its callback: a video that would load has its source by
 * then, so a negative checked after this is checked after the moment that would have started the download.
 */
async function playerObserved(page: Page, inView: boolean) {
  await player(page).evaluate(
    (video: HTMLVideoElement, wanted: boolean) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting === wanted)) return
          observer.disconnect()
          resolve()
        })
        observer.observe(video)
      }),
    inView,
  )
}

/** Scrolls the player into view and waits until the page has been told so (the negative cases check after it). */
async function scrollToPlayer(page: Page) {
  await player(page).scrollIntoViewIfNeeded()
  await playerObserved(page, true)
}

test.describe('the ad video', () => {
  // A phone held in landscape: the player sits more than a screen below the top of the page.
  test.use({ viewport: { width: 390, height: 480 }, isMobile: true, hasTouch: true })

  test('is sent without a source or autoplay, so the page loads no video at all', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    const tag = /<video[^>]*>/.exec(html)?.[0]
    expect(tag).toBeTruthy()
    expect(tag).not.toMatch(/\ssrc=/)
    expect(tag).not.toMatch(/\sautoplay/i)
    expect(tag).toMatch(/\sposter="\/images\//)
    expect(tag).toMatch(/\smuted=""/)

    const requests = videoRequests(page)
    await page.goto('/', { waitUntil: 'load' })
    await hydrated(page)
    // The page has seen the player out of reach: what would start the download has happened, and did not.
    await playerObserved(page, false)
    expect(requests).toEqual([])
    await expect(player(page)).not.toHaveAttribute('src')
    expect(
      await player(page).evaluate((video: HTMLVideoElement) => video.networkState === HTMLMediaElement.NETWORK_EMPTY),
    ).toBe(true)
  })

  test('starts loading and playing, muted and looping, once scrolled near', async ({ page }) => {
    const requests = videoRequests(page)
    await page.goto('/', { waitUntil: 'load' })
    await hydrated(page)
    expect(requests).toEqual([])
    await scrollToPlayer(page)
    // Read once, not waited for: by the moment the negative cases check, a player that loads has its source.
    expect(await player(page).getAttribute('src')).toMatch(VIDEO_FILE)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    await expect(player(page)).toHaveJSProperty('muted', true)
    await expect(player(page)).toHaveJSProperty('loop', true)
    await expect(player(page)).toHaveJSProperty('autoplay', true)
    await expect
      .poll(() => player(page).evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true)
  })

  test.describe('for a visitor who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('never loads, and the poster stays', async ({ page }) => {
      const requests = videoRequests(page)
      const poster = page.waitForResponse(
        (response) =>
          response.url().includes('/images/') &&
          response.request().resourceType() === 'image' &&
          /-1280x720\./.test(response.url()),
      )
      await page.goto('/', { waitUntil: 'load' })
      await hydrated(page)
      await scrollToPlayer(page)
      expect(requests).toEqual([])
      await expect(player(page)).not.toHaveAttribute('src')
      await expect(player(page)).toHaveAttribute(
        'poster',
        /\/images\/local\/production\/[0-9a-f]{40}-1280x720\.jpg\?w=640&/,
      )
      const posterResponse = await poster
      expect(posterResponse.status()).toBe(200)
      expect(posterResponse.headers()['content-type']).toMatch(/^image\//)
    })
  })

  test.describe('for a visitor whose browser asks to save data', () => {
    test('never loads', async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
      )
      const requests = videoRequests(page)
      await page.goto('/', { waitUntil: 'load' })
      await hydrated(page)
      await scrollToPlayer(page)
      expect(requests).toEqual([])
      await expect(player(page)).not.toHaveAttribute('src')
    })
  })
})

test.describe('home page images on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })

  test('each asks for the width its slot needs at the screen’s density, and gets that width', async ({ page }) => {
    const asked: number[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/images/') && request.resourceType() === 'image')
        asked.push(Number(url.searchParams.get('w')))
    })
    await page.goto('/', { waitUntil: 'load' })
    await hydrated(page)
    // Down the whole page, so the lazy pictures load too.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForTimeout(100)
    }
    const images = page.getByRole('main').locator('img[srcset]')
    await expect
      .poll(
        () => images.evaluateAll((all: HTMLImageElement[]) => all.every((img) => img.complete && img.naturalWidth > 0)),
        { timeout: 15_000 },
      )
      .toBe(true)
    const shown = await images.evaluateAll((all: HTMLImageElement[]) =>
      Promise.all(
        all.map(async (img) => ({
          slot: img.getBoundingClientRect().width,
          asked: Number(new URL(img.currentSrc).searchParams.get('w')),
          // The file's own width (naturalWidth is scaled by the srcset density), read from the browser's cache.
          got: (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width,
          offered: img.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.replace('w', ''))),
        })),
      ),
    )
    expect(shown.length).toBeGreaterThan(30)
    for (const image of shown) {
      const needed = image.slot * 2
      // No larger than the smallest file that covers the slot (or the largest there is): `sizes` matches the layout,
      // or the browser would think the slot wider and take more. (Chromium may take one a little under the slot.)
      const covering = image.offered.find((width) => width >= needed - 1) ?? Math.max(...image.offered)
      expect(image.asked, JSON.stringify(image)).toBeLessThanOrEqual(covering)
      // Never more than twice the pixels across that the slot needs, and the server sent the width asked for.
      expect(image.asked, JSON.stringify(image)).toBeLessThan(Math.max(needed * 2, Math.min(...image.offered) + 1))
      expect(image.got, JSON.stringify(image)).toBe(image.asked)
    }
    // No request at all (the video's poster included) asked for more than a phone of this density can show.
    expect(Math.max(...asked)).toBeLessThanOrEqual(390 * 2)
  })
})
