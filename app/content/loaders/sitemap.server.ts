import { contentFor } from '~/content/content.server'
import { SITEMAP_QUERY, type SitemapContent } from '~/content/sitemap-query'
import { sitemapPages, sitemapXml } from '~/logic/sitemap'
import { PUBLIC_CACHE_CONTROL } from '~/platform/http.server'
import { siteOrigin } from '~/platform/site-origin.server'

/**
 * /sitemap.xml: every public page in both editions, from the content's slugs. Cached like a public page, so a
 * publish (which evicts what read the changed types) lists a new trip as soon as its page exists.
 */
export async function loadSitemap(request: Request): Promise<Response> {
  const content = await contentFor(request)
  const slugs = (await content.fetch(SITEMAP_QUERY)) as SitemapContent
  return new Response(sitemapXml(siteOrigin(request), sitemapPages(slugs)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  })
}
