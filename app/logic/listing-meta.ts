import type { MetaDescriptor } from '@remix-run/node'
import { notFoundMeta, pageMeta } from './page-meta'

/**
 * A listing's title and description; its canonical URL (`/golf-courses`, also on `/category/golf-courses`) is
 * printed from the loader's `canonical` with every page's editions (page-meta.ts `editionLinks`). A
 * filtered or re-ordered listing (decision 026) is `noindex`: its cards are all on the unfiltered listing, and
 * the filters' combinations would otherwise each be a page for crawlers to index.
 */
export function listingMeta(
  data: { category: string; page: number; canonical: string; filtered: boolean } | undefined,
): MetaDescriptor[] {
  if (!data) return notFoundMeta()
  const page = data.page > 1 ? ` (page ${data.page})` : ''
  return [
    ...pageMeta({
      title: `${data.category}${data.filtered ? ' (filtered)' : ''}${page}`,
      description:
        `Browse our ${data.category.toLowerCase()}: luxury golf and safari journeys in Kenya, Rwanda, ` +
        'Zanzibar and Dubai.',
    }),
    ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ]
}
