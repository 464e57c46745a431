import type { APIRequestContext, Page } from '@playwright/test'
import { arabicLeaks, englishLeaks, type Leak } from '../support/english-leaks'
import { expect, test } from './fixtures'

/**
 * Issue 42, rule 1: no interface word of the other language anywhere a person or an assistive technology meets it,
 * on every route of both editions, as the server sends it and once JavaScript has run, at a phone's width and a
 * laptop's. Each page is loaded once per mode and read at both widths by resizing the same page, to keep CI short.
 */

/** Routes the sitemap leaves out (not indexed, or not a page of their own), and the two kinds of 404. */
const UNLISTED = [
  '/reviews/gold-package',
  '/search?q=golf',
  '/search?q=zzzz',
  '/login',
  '/checkout',
  '/subscribe',
  '/category/hotels',
  '/itinerary/gold-package?day=included',
  '/no-such-page',
  '/reviews/no-such-trip',
]

/** The sitemap's paths, each edition's, and the unlisted ones in both. */
async function everyPath(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]!.replaceAll('&amp;', '&')).pathname.replace(/^(.+)\/$/, '$1'),
  )
  const unlisted = UNLISTED.flatMap((path) => [path, `/ar${path}`])
  return [...new Set([...listed, ...unlisted])].sort()
}

const WIDTHS = [1280, 360]
/** The paths are shared among this many tests per mode, so the workers read them side by side. */
const SHARDS = 4

/** What a page shows of the other edition at each width, with its language and direction. */
async function leaksOf(page: Page, path: string): Promise<string[]> {
  const arabic = path === '/ar' || path.startsWith('/ar/')
  await page.goto(path)
  const found: string[] = []
  const html = page.locator('html')
  if ((await html.getAttribute('lang')) !== (arabic ? 'ar' : 'en')) found.push(`${path}: <html lang> is not its own`)
  if ((await html.getAttribute('dir')) !== (arabic ? 'rtl' : 'ltr')) found.push(`${path}: <html dir> is not its own`)
  // A name missing from a title leaves a gap ("Reviews of  | …", "about , and"): the page had no words of its own.
  for (const text of await page.evaluate(() => [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  ]))
    if (/\s{2}|\s[,.]/.test(text)) found.push(`${path}: a gap in "${text}"`)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const leaks: Leak[] = await (arabic ? englishLeaks(page) : arabicLeaks(page))
    found.push(...leaks.map((leak) => `${path} at ${width} px: ${leak.where}: ${leak.text}`))
  }
  return found
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript })
    for (let shard = 0; shard < SHARDS; shard++) {
      test(`every route's words are its edition's (part ${shard + 1} of ${SHARDS})`, async ({ page, request }) => {
        test.setTimeout(120_000)
        const paths = (await everyPath(request)).filter((_, index) => index % SHARDS === shard)
        const found: string[] = []
        for (const path of paths) found.push(...(await leaksOf(page, path)))
        expect(found).toEqual([])
      })
    }
  })
}
