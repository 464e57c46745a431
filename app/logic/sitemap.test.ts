// robots.txt and the sitemap's XML, built from a small catalogue.
import { matchRoutes } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap'

const origin = 'https://savannalinks.example'

describe('robots.txt', () => {
  it('allows all but the APIs and names the sitemap', () => {
    expect(robotsTxt(origin)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`)
  })
})

describe('the sitemap', () => {
  // Dubai's card opens its package; a hotel has no package; a package no card opens has only its own address.
  const content = {
    items: [
      {
        slug: 'dubai',
        _updatedAt: '2026-11-01T10:00:00Z',
        package: { slug: 'dubai-package', offer: { slug: 'dubai' } },
      },
      { slug: 'the-ark-hotel', _updatedAt: '2026-10-01T10:00:00Z', package: null },
    ],
    packages: [
      { slug: 'dubai-package', _updatedAt: '2026-10-02T10:00:00Z', offer: { slug: 'dubai' } },
      { slug: 'gold-package', _updatedAt: '2026-10-02T10:00:00Z', offer: null },
    ],
  }

  it('lists the public pages and every trip’s pages once, at their one address, not search, cart or sign-in', () => {
    const paths = sitemapPages(content).map((page) => page.path)
    expect(paths).toEqual([
      '/',
      '/itineraries',
      '/circuits',
      '/golf-courses',
      '/hotels',
      '/excursions',
      '/about',
      '/services',
      '/contact',
      '/LuxuryHotelDetails',
      '/Terms-&-Conditions',
      '/Privacy-Policy',
      '/itinerary/dubai',
      '/itinerary/the-ark-hotel',
      '/itinerary/gold-package',
      '/listed-itinerary-details/dubai-package',
      '/listed-itinerary-details/gold-package',
    ])
    expect(sitemapPages(content).find((page) => page.path === '/itinerary/dubai')?.lastmod).toBe('2026-11-01')
  })

  it('has a <url> per page and edition, each naming en, ar and x-default, with & escaped', () => {
    const xml = sitemapXml(origin, [
      { path: '/Terms-&-Conditions' },
      { path: '/itinerary/dubai', lastmod: '2026-11-01' },
    ])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(xml).toContain(`<loc>${origin}/Terms-&amp;-Conditions</loc>`)
    expect(xml).toContain(`<loc>${origin}/ar/Terms-&amp;-Conditions</loc>`)
    const arabicDubai = xml.split('<url>').find((entry) => entry.includes(`<loc>${origin}/ar/itinerary/dubai</loc>`))
    expect(arabicDubai).toContain('<lastmod>2026-11-01</lastmod>')
    expect(arabicDubai).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/itinerary/dubai"/>`)
    expect(arabicDubai).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${origin}/ar/itinerary/dubai"/>`)
    expect(arabicDubai).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/itinerary/dubai"/>`)
    expect(sitemapXml(origin, [{ path: '/' }])).toContain(`<loc>${origin}/ar</loc>`)
  })

  it('is reached before the listing catch-all (a static path outranks `:listing`)', () => {
    const routes = [
      { id: 'listing', path: ':listing' },
      { id: 'sitemap', path: 'sitemap.xml' },
      { id: 'robots', path: 'robots.txt' },
    ]
    expect(matchRoutes(routes, '/sitemap.xml')?.at(-1)?.route.id).toBe('sitemap')
    expect(matchRoutes(routes, '/robots.txt')?.at(-1)?.route.id).toBe('robots')
  })
})
