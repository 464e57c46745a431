import type { MetaDescriptor } from '@remix-run/node'
import { notFoundMeta, pageMeta } from './page-meta'

/** A listing's title, description and canonical URL (`/golf-courses`, also on `/category/golf-courses`). */
export function listingMeta(data: { category: string; page: number; canonical: string } | undefined): MetaDescriptor[] {
  if (!data) return notFoundMeta()
  const page = data.page > 1 ? ` (page ${data.page})` : ''
  const canonical = data.page > 1 ? `${data.canonical}?page=${data.page}` : data.canonical
  return [
    ...pageMeta({
      title: `${data.category}${page}`,
      description: `Browse our ${data.category.toLowerCase()}: luxury golf and safari journeys in Kenya, Rwanda, Zanzibar and Dubai.`,
    }),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ]
}
