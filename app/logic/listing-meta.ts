import type { MetaDescriptor } from '@remix-run/node'
import type { Catalogue } from '~/i18n/catalogue-shape'
import { type Category, categoryLabel } from './categories'
import { notFoundMeta, pageMeta } from './page-meta'

/**
 * A listing's title and description; its canonical URL (`/golf-courses`, also on `/category/golf-courses`) is
 * printed from the loader's `canonical` with every page's editions (page-meta.ts `editionLinks`). A
 * filtered or re-ordered listing (decision 026) is `noindex`: its cards are all on the unfiltered listing, and
 * the filters' combinations would otherwise each be a page for crawlers to index.
 */
export function listingMeta(
  data: { category: Category; page: number; canonical: string; filtered: boolean } | undefined,
  t: Pick<Catalogue, 'listing' | 'shared' | 'errors' | 'layout'>,
): MetaDescriptor[] {
  if (!data) return notFoundMeta(t)
  const category = categoryLabel(data.category, t)
  return [
    ...pageMeta({
      title: t.listing.metaTitle(category, data.filtered, data.page),
      description: t.listing.metaDescription(category),
    }),
    ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ]
}
