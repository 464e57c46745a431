import { DEFAULT_LANG } from '#shared/languages'
import type { SitemapContent } from '~/content/sitemap-query'
import { alternatePaths, localePath } from '~/i18n/paths'
import { CATEGORIES, listingPath } from './categories'
import { escapeMarkup } from './escape-markup'
import { itemAddress, packageAddress } from './trip-address'

/**
 * What crawlers are told: /robots.txt and /sitemap.xml. The sitemap lists each public page once per edition, each
 * entry naming all its editions (`xhtml:link` hreflang, x-default English) as the pages' own <head> does. Search,
 * cart, checkout and sign-in are left out: they are a visitor's, not content.
 */

/** The pages that are the same in every catalogue: home, the listings, the company's and the legal pages. */
const FIXED_PAGES = [
  '/',
  ...CATEGORIES.map(listingPath),
  '/about',
  '/services',
  '/contact',
  '/LuxuryHotelDetails',
  '/Terms-&-Conditions',
  '/Privacy-Policy',
]

export type SitemapPage = { path: string; lastmod?: string }

/** Every public page's English path (the other editions follow from it), content pages with their last change. */
export function sitemapPages(content: SitemapContent): SitemapPage[] {
  const pages: SitemapPage[] = FIXED_PAGES.map((path) => ({ path }))
  const seen = new Set<string>()
  const add = (path: string, updatedAt: string | null | undefined) => {
    if (seen.has(path)) return
    seen.add(path)
    pages.push({ path, ...(updatedAt ? { lastmod: updatedAt.slice(0, 10) } : {}) })
  }
  // A package's quick view answers at its card's address and at its own slug: only the one address is listed.
  for (const item of content.items) add(itemAddress(item), item._updatedAt)
  for (const pkg of content.packages) add(packageAddress(pkg), pkg._updatedAt)
  for (const pkg of content.packages) add(`/listed-itinerary-details/${pkg.slug}`, pkg._updatedAt)
  return pages
}

/** The sitemap: a `<url>` per page and edition, each naming every edition and x-default. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastmod }) => {
    const editions = alternatePaths(path)
    const links = [
      ...editions.map(({ lang, path: edition }) => alternateLink(lang, origin + edition)),
      alternateLink('x-default', origin + localePath(path, DEFAULT_LANG)),
    ]
    return editions.map(({ path: edition }) =>
      [
        '  <url>',
        `    <loc>${escapeMarkup(origin + edition)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function alternateLink(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`
}

/** robots.txt: everything may be crawled but the APIs (preview's entry and exit among them); where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
