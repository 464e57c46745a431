import { describe, expect, it } from 'vitest'
import { canonicalSpelling, type RoutePattern, routePatterns } from './canonical-spelling'
import type { SiteBuild } from './site-build'

/** Routes as Remix's build lists them: a path relative to the parent, the catch-alls included. */
const ROUTE_PATHS = [
  ['root', undefined, ''],
  ['index', 'root', undefined],
  ['listing', 'root', ':listing'],
  ['catch-all', 'root', '*'],
  ['about', 'root', 'about'],
  ['hotel', 'root', 'LuxuryHotelDetails'],
  ['privacy', 'root', 'Privacy-Policy'],
  ['terms', 'root', 'Terms-&-Conditions'],
  ['itinerary', 'root', 'itinerary/:slug'],
  ['robots', 'root', 'robots.txt'],
  ['ar', 'root', 'ar'],
  ['ar-listing', 'root', 'ar/:listing'],
  ['ar-catch-all', 'root', 'ar/*'],
  ['ar-about', 'root', 'ar/about'],
  ['ar-itinerary', 'root', 'ar/itinerary/:slug'],
  ['proposal', 'root', 'proposal/:token'],
] as const
const routes = Object.fromEntries(
  ROUTE_PATHS.map(([id, parentId, path]) => [id, { id, parentId, path, module: {} }]),
) as unknown as SiteBuild['routes']
const patterns: RoutePattern[] = routePatterns(routes)

describe('the one spelling of a page’s address', () => {
  it('lists every route’s full path but the catch-alls', () => {
    expect(patterns.map((pattern) => `/${pattern.join('/')}`)).not.toContain('/*')
    expect(patterns).toContainEqual(['ar', 'itinerary', ':slug'])
  })

  it('keeps a proposal’s token as written, its letter case being part of the key (decision 064)', () => {
    const token = 'tzYXfCWocbv-5MtI_-lZa3AEgbGayjklepfN7NQyMBA'
    expect(canonicalSpelling(`/proposal/${token}`, patterns)).toBeNull()
    expect(canonicalSpelling(`/Proposal/${token}/`, patterns)).toBe(`/proposal/${token}`)
  })

  it('leaves the route’s own spelling alone', () => {
    for (const path of ['/', '/about', '/Privacy-Policy', '/Terms-&-Conditions', '/itinerary/gold', '/ar', '/ar/about'])
      expect(canonicalSpelling(path, patterns), path).toBeNull()
    expect(canonicalSpelling('/robots.txt', patterns)).toBeNull()
    expect(canonicalSpelling('/_root.data', patterns)).toBeNull()
    expect(canonicalSpelling('/itinerary/gold.data', patterns)).toBeNull()
  })

  // Letter case: the route's names as written, its slugs in lower case; then trailing and doubled slashes; then
  // percent-escapes, kept as they are while a slug's letters fold.
  it.each([
    ['/ItInErArY/gold', '/itinerary/gold'],
    ['/itinerary/GOLD-Package', '/itinerary/gold-package'],
    ['/privacy-policy', '/Privacy-Policy'],
    ['/luxuryhoteldetails', '/LuxuryHotelDetails'],
    ['/AR', '/ar'],
    ['/Ar/About', '/ar/about'],
    ['/ABOUT', '/about'],
    ['/Itineraries', '/itineraries'],
    ['/ROBOTS.TXT', '/robots.txt'],
    ['/ItInErArY/gold.data', '/itinerary/gold.data'],
    ['/about/', '/about'],
    ['/ar/', '/ar'],
    ['//about', '/about'],
    ['/ar//itinerary/gold', '/ar/itinerary/gold'],
    ['/ar//evil.example', '/ar/evil.example'],
    ['//', '/'],
    ['/itinerary/Caf%C3%A9', '/itinerary/caf%C3%A9'],
  ])('spells %s as %s', (asked, own) => {
    expect(canonicalSpelling(asked, patterns)).toBe(own)
  })

  it('tidies an unknown path’s slashes only: no route names its spelling', () => {
    expect(canonicalSpelling('/No/Such/Page', patterns)).toBeNull()
    expect(canonicalSpelling('/No/Such/Page/', patterns)).toBe('/No/Such/Page')
  })
})
