/**
 * The slugs the sitemap lists: every catalogue item's page and every day-by-day package's pages, with when each
 * last changed. Slugs are the same in every edition (only texts are translated), so one read serves both.
 */
export const SITEMAP_QUERY = `{
  "items": *[_type == "catalogueItem" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current, _updatedAt
  },
  "packages": *[_type == "itineraryPackage" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current, _updatedAt
  }
}`

export type SitemapSlug = { slug: string; _updatedAt?: string | null }
export type SitemapContent = { items: SitemapSlug[]; packages: SitemapSlug[] }
