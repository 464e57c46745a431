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

  it('leaves the route’s own spelling alone', () => {
    for (const path of ['/', '/about', '/Privacy-Policy', '/Terms-&-Conditions', '/itinerary/gold', '/ar', '/ar/about'])
      expect(canonicalSpelling(path, patterns), path).toBeNull()
    expect(canonicalSpelling('/robots.txt', patterns)).toBeNull()
    expect(canonicalSpelling('/_root.data', patterns)).toBeNull()
    expect(canonicalSpelling('/itinerary/gold.data', patterns)).toBeNull()
  })

  it('spells letter-case variants as the route does: its names as written, its slugs in lower case', () => {
    expect(canonicalSpelling('/ItInErArY/gold', patterns)).toBe('/itinerary/gold')
    expect(canonicalSpelling('/itinerary/GOLD-Package', patterns)).toBe('/itinerary/gold-package')
    expect(canonicalSpelling('/privacy-policy', patterns)).toBe('/Privacy-Policy')
    expect(canonicalSpelling('/luxuryhoteldetails', patterns)).toBe('/LuxuryHotelDetails')
    expect(canonicalSpelling('/AR', patterns)).toBe('/ar')
    expect(canonicalSpelling('/Ar/About', patterns)).toBe('/ar/about')
    expect(canonicalSpelling('/ABOUT', patterns)).toBe('/about')
    expect(canonicalSpelling('/Itineraries', patterns)).toBe('/itineraries')
    expect(canonicalSpelling('/ROBOTS.TXT', patterns)).toBe('/robots.txt')
    expect(canonicalSpelling('/ItInErArY/gold.data', patterns)).toBe('/itinerary/gold.data')
  })

  it('drops a trailing slash and folds doubled ones', () => {
    expect(canonicalSpelling('/about/', patterns)).toBe('/about')
    expect(canonicalSpelling('/ar/', patterns)).toBe('/ar')
    expect(canonicalSpelling('//about', patterns)).toBe('/about')
    expect(canonicalSpelling('/ar//itinerary/gold', patterns)).toBe('/ar/itinerary/gold')
    expect(canonicalSpelling('/ar//evil.example', patterns)).toBe('/ar/evil.example')
    expect(canonicalSpelling('//', patterns)).toBe('/')
  })

  it('keeps percent-escapes as they are while folding a slug’s letters', () => {
    expect(canonicalSpelling('/itinerary/Caf%C3%A9', patterns)).toBe('/itinerary/caf%C3%A9')
  })

  it('tidies an unknown path’s slashes only: no route names its spelling', () => {
    expect(canonicalSpelling('/No/Such/Page', patterns)).toBeNull()
    expect(canonicalSpelling('/No/Such/Page/', patterns)).toBe('/No/Such/Page')
  })
})
