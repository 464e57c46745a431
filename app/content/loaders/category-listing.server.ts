import { data } from '@remix-run/node'
import { contentFor } from '~/content/content.server'
import { offeredDepartures } from '~/content/loaders/offered-departures.server'
import { CATEGORY_LISTING_QUERY } from '~/content/queries'
import type { CategoryListing } from '~/content/types'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfRequest } from '~/i18n/request-language.server'
import { type Category, listingPath } from '~/logic/categories'
import { nairobiDate } from '~/logic/departures'
import { withSearch } from '~/logic/links'
import { LISTING_PAGE_SIZE, pageBounds, pageCount } from '~/logic/pagination'
import { FIRST_SCREEN_CARDS, keepFirstPlaceholders } from '~/logic/placeholders'
import { readTripFilters, type TripFilterState } from '~/logic/trip-filter-state'
import { tripFilterQueryParams } from '~/logic/trip-filters'
import { readTripEnquiry, TRIP_ENQUIRY_PARAM } from '~/logic/trip-search'
import { siteNow } from '~/platform/clock.server'
import { notFound, publicCacheControlFor } from '~/platform/http.server'
import { siteOrigin } from '~/platform/site-origin.server'
import { type NearestDepartures, nearestDeparturesFor } from './nearest-departures.server'
import { requestedPage } from './requested-page.server'

export type CategoryListingData = TripFilterState & {
  category: Category
  /** The path the visitor asked for (`/golf-courses` or `/category/golf-courses`): the pager keeps it. */
  basePath: string
  /** The category's one canonical URL, whichever of its two paths was asked for. */
  canonical: string
  page: number
  pages: number
  total: number
  items: CategoryListing['items']
  /** The tailored-trip request the home page's trip bar sent along, offered as "Ask us to plan this trip". */
  enquiry: string | null
  /** When travel dates leave nothing: the nearest departures outside them, to offer instead. */
  nearest: NearestDepartures | null
}

/**
 * The loader behind every category listing: the cards that match the URL's filters (decision 026), a page at a
 * time. A bad or out-of-range page is a 404 that says why and links to page 1 with the same filters.
 */
export async function loadCategoryListing(request: Request, category: Category) {
  const url = new URL(request.url)
  const basePath = url.pathname
  const now = siteNow()
  const today = nairobiDate(now)
  const filters = readTripFilters(url.searchParams, category, today)
  const lang = languageOfRequest(request)
  const { errors, layout } = catalogueFor(lang)
  // The category as the page's language names it (`Itineraries`, `برامج الرحلات`).
  const named = layout.categories[category] ?? category
  const backToFirst = { href: withSearch(basePath, filters.search), label: errors.firstListingPage(named) }
  const page = requestedPage(url.searchParams, backToFirst, lang)
  const content = await contentFor(request)
  const offered = await offeredDepartures(content, now)
  const queryParams = tripFilterQueryParams(filters.filter, today, offered.params.soldOut)
  const listing = await content.fetch(CATEGORY_LISTING_QUERY, { category, ...pageBounds(page), ...queryParams })
  const pages = pageCount(listing.total, LISTING_PAGE_SIZE)
  if (page > pages) notFound(errors.noSuchListingPage(page, named, pages, Boolean(filters.search)), backToFirst)
  const enquiry = readTripEnquiry(url.searchParams.get(TRIP_ENQUIRY_PARAM))
  const body: CategoryListingData = {
    ...filters,
    // A visitor's own request in the URL is never a page to index.
    filtered: filters.filtered || enquiry !== null,
    category,
    basePath,
    canonical: `${siteOrigin(request)}${listingPath(category)}`,
    page,
    pages,
    total: listing.total,
    items: keepFirstPlaceholders(listing.items, FIRST_SCREEN_CARDS),
    enquiry,
    nearest: listing.total === 0 ? await nearestDeparturesFor(content, category, queryParams) : null,
  }
  // Cards' "from" prices and the travel dates change when a departure drops off at midnight in Nairobi, or a
  // sold-out one frees places.
  return data(body, { headers: { 'Cache-Control': publicCacheControlFor(offered.cacheSeconds) } })
}
