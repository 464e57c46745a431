import { expect, test } from './fixtures'

/**
 * Every page as the server sends it is valid UTF-8 with no NUL (issue 42, rule 0): an Arabic page carried NULs
 * inside its words where React's 2,048-byte buffers ended one byte short of a letter. Raw bytes, no browser: a
 * browser drops NULs and would hide them. The unit test of app/platform/written-bytes.server.ts covers a text long
 * enough to cross every buffer boundary; this walk covers every route in both editions, rendered and then cached.
 */

/** The pages the sitemap does not list: forms, search, reviews, a category, the 404s. */
const UNLISTED = [
  '/itinerary/gold-package?day=included',
  '/category/hotels',
  '/reviews/gold-package',
  '/reviews/no-such-trip',
  '/search?q=golf',
  `/search?q=${encodeURIComponent('دبي')}`,
  '/checkout',
  '/login',
  '/no-such-page',
]

const inArabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`)

test('every page of both editions is sent as valid UTF-8 with no NUL, rendered and from the cache', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname.replace(/^\/ar(?=\/|$)/, '') || '/',
  )
  const paths = [...new Set([...listed, ...UNLISTED])].flatMap((path) => [path, inArabic(path)])
  expect(paths).toContain('/ar/about')
  const broken: string[] = []
  const decoder = new TextDecoder('utf-8', { fatal: true })
  for (const path of paths) {
    for (const pass of ['rendered', 'cached']) {
      const response = await request.get(path)
      const bytes = await response.body()
      const nul = bytes.indexOf(0)
      if (nul !== -1) broken.push(`${path} (${pass}): a NUL at byte ${nul}`)
      try {
        decoder.decode(bytes)
      } catch {
        broken.push(`${path} (${pass}): not valid UTF-8`)
      }
    }
  }
  expect(broken).toEqual([])
})
