import { data } from '@remix-run/node'
import { contentFor } from '~/content/content.server'
import { CATEGORY_LISTING_QUERY } from '~/content/queries'
import type { CategoryListing } from '~/content/types'
import type { Category } from '~/utils/categories'
import { PUBLIC_CACHE_CONTROL } from '~/utils/http'
import { LISTING_PAGE_SIZE, pageBounds, pageCount, parsePageParam } from '~/utils/pagination'

export type CategoryListingData = {
  category: Category
  basePath: string
  page: number
  pages: number
  total: number
  items: CategoryListing['items']
  /** Set when the requested page does not exist: the screen says so instead of failing. */
  problem: { kind: 'invalid'; raw: string } | { kind: 'out-of-range'; page: number } | null
}

/** The loader behind every category listing. A bad or out-of-range page is a 404 with a clear message. */
export async function loadCategoryListing(request: Request, category: Category, basePath: string) {
  const requested = parsePageParam(new URL(request.url).searchParams.get('page'))
  const page = requested.kind === 'page' ? requested.page : 1
  const content = await contentFor(request)
  const listing = await content.fetch(CATEGORY_LISTING_QUERY, { category, ...pageBounds(page) })
  const pages = pageCount(listing.total, LISTING_PAGE_SIZE)
  const problem: CategoryListingData['problem'] =
    requested.kind === 'invalid' ? requested : page > pages ? { kind: 'out-of-range', page } : null
  const body: CategoryListingData = {
    category,
    basePath,
    page,
    pages,
    total: listing.total,
    items: problem ? [] : listing.items,
    problem,
  }
  return data(body, { status: problem ? 404 : 200, headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } })
}
