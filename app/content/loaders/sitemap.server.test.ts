// /sitemap.xml's loader over the seed: every trip of the content in both editions, cached like a public page.
import { describe, expect, it, vi } from 'vitest'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { seedDocuments } from '../../../tests/support/seed-data'
import { loadSitemap } from './sitemap.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

describe('the sitemap loader', () => {
  it('lists each catalogue item’s and package’s pages in both editions', async () => {
    const response = await loadSitemap(new Request('https://savanna.example/sitemap.xml'))
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toMatch(/^public, /)
    const xml = await response.text()
    const slugs = (type: string) =>
      seedDocuments
        .filter((doc) => doc._type === type)
        .map((doc) => (doc as { slug?: { current?: string } }).slug?.current)
        .filter(Boolean)
    expect(slugs('catalogueItem').length).toBeGreaterThan(0)
    for (const slug of slugs('catalogueItem')) {
      expect(xml).toContain(`<loc>https://savanna.example/itinerary/${slug}</loc>`)
      expect(xml).toContain(`<loc>https://savanna.example/ar/itinerary/${slug}</loc>`)
    }
    for (const slug of slugs('itineraryPackage'))
      expect(xml).toContain(`<loc>https://savanna.example/ar/listed-itinerary-details/${slug}</loc>`)
    expect(xml).toContain('<loc>https://savanna.example/ar/golf-courses</loc>')
    expect(xml).not.toContain('/search')
    expect(xml).not.toContain('/checkout')
  })
})
