import { PACKAGE_OFFER } from './queries'

/**
 * The slugs the sitemap lists: every catalogue item's page and every day-by-day package's pages, with when each
 * last changed, and for an item that opens a package, that package, whose one address the trip's pages have
 * (app/logic/trip-address.ts). Slugs are the same in every edition (only texts are translated), so one read serves
 * both.
 */
export const SITEMAP_QUERY = `{
  "items": *[_type == "catalogueItem" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current, _updatedAt,
    "package": package->{ "slug": slug.current, "offer": ${PACKAGE_OFFER}{ "slug": slug.current } }
  },
  "packages": *[_type == "itineraryPackage" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current, _updatedAt, "offer": ${PACKAGE_OFFER}{ "slug": slug.current }
  }
}`

type OpenedBy = { slug?: string | null } | null
export type SitemapPackage = { slug: string; _updatedAt?: string | null; offer?: OpenedBy }
export type SitemapItem = {
  slug: string
  _updatedAt?: string | null
  package?: Omit<SitemapPackage, '_updatedAt'> | null
}
export type SitemapContent = { items: SitemapItem[]; packages: SitemapPackage[] }
