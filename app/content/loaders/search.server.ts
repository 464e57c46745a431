import { data } from '@remix-run/node'
import { LANG_IDS } from '#shared/languages'
import { contentFor } from '~/content/content.server'
import { offeredDepartures } from '~/content/loaders/offered-departures.server'
import { CARDS_BY_ID_QUERY, CATALOGUE_IDS_QUERY, SEARCH_INDEX_QUERY } from '~/content/queries'
import type { CARDS_BY_ID_QUERY_RESULT, SEARCH_INDEX_QUERY_RESULT } from '~/content/sanity.types'
import { catalogueFor, hasCatalogue } from '~/i18n/catalogue'
import { localePath } from '~/i18n/paths'
import { languageOfRequest } from '~/i18n/request-language.server'
import { nairobiDate } from '~/logic/departures'
import { withSearch } from '~/logic/links'
import { LISTING_PAGE_SIZE, pageBounds, pageCount } from '~/logic/pagination'
import { FIRST_SCREEN_CARDS, keepFirstPlaceholders } from '~/logic/placeholders'
import { buildSearchIndex, normaliseSearchTerm, rankMatches, type SearchIndex, termSearch } from '~/logic/search'
import { filingNamesIn } from '~/logic/search-filing'
import { readTripFilters, type TripFilterState } from '~/logic/trip-filter-state'
import { tripFilterQueryParams } from '~/logic/trip-filters'
import { siteNow } from '~/platform/clock.server'
import { notFound, publicCacheControlFor } from '~/platform/http.server'
import { type NearestDepartures, nearestDeparturesFor } from './nearest-departures.server'
import { requestedPage } from './requested-page.server'

export type SearchData = TripFilterState & {
  term: string
  /** The query string every page link keeps: the term, then the filters. */
  pageSearch: string
  page: number
  pages: number
  total: number
  results: CARDS_BY_ID_QUERY_RESULT
  /** When travel dates leave nothing: the nearest departures outside them, to offer instead. */
  nearest: NearestDepartures | null
}

/**
 * The index is made once per result of its query: the content cache hands back the same array until a publish
 * evicts it, so the lowercased copy lives as long as that content does (and a preview, read uncached, makes its own).
 */
const indexes = new WeakMap<SEARCH_INDEX_QUERY_RESULT, SearchIndex>()

async function searchIndex(content: Awaited<ReturnType<typeof contentFor>>): Promise<SearchIndex> {
  const rows = await content.fetch(SEARCH_INDEX_QUERY)
  let index = indexes.get(rows)
  if (!index) {
    // Every edition's words for categories, countries and activities: "الفنادق" finds the hotels on either page.
    index = buildSearchIndex(rows, filingNamesIn(LANG_IDS.filter(hasCatalogue).map(catalogueFor)))
    indexes.set(rows, index)
  }
  return index
}

/**
 * `/search` (decision 027): the term is matched against a compact index of the catalogue, the trip filters and
 * order apply in GROQ (decision 026), and only the page shown is fetched as cards. With no term it pages the
 * whole catalogue, or what the filters leave of it. A bad or out-of-range page is a 404 like a listing's.
 */
export async function loadSearch(request: Request) {
  const url = new URL(request.url)
  const term = normaliseSearchTerm(url.searchParams.get('q'))
  const now = siteNow()
  const today = nairobiDate(now)
  const filters = readTripFilters(url.searchParams, null, today)
  const pageSearch = [termSearch(term), filters.search].filter(Boolean).join('&')
  const lang = languageOfRequest(request)
  const words = catalogueFor(lang).errors
  const searchPath = localePath('/search', lang)
  const backToFirst = { href: withSearch(searchPath, pageSearch), label: words.firstResultsPage }
  const page = requestedPage(url.searchParams, backToFirst, lang)

  const content = await contentFor(request)
  const offered = await offeredDepartures(content, now)
  const queryParams = tripFilterQueryParams(filters.filter, today, offered.params.soldOut)
  const [ordered, index] = await Promise.all([
    content.fetch(CATALOGUE_IDS_QUERY, queryParams),
    term ? searchIndex(content) : null,
  ])
  const matches = index ? rankMatches(ordered, index, term, filters.filter.sort === 'recommended') : ordered
  const pages = pageCount(matches.length, LISTING_PAGE_SIZE)
  if (page > pages) notFound(words.noSuchSearchPage(page, pages), backToFirst)

  const { start, end } = pageBounds(page)
  const ids = matches.slice(start, end)
  const cards = ids.length ? await content.fetch(CARDS_BY_ID_QUERY, { ids, ...offered.params }) : []
  const byId = new Map(cards.map((card) => [card._id, card]))
  const results = ids.flatMap((id) => byId.get(id) ?? [])
  // Travel dates that leave nothing offer the nearest departures of what the term (and other filters) would find.
  const nearest =
    matches.length === 0
      ? await nearestDeparturesFor(
          content,
          null,
          queryParams,
          index ? (ids) => new Set(rankMatches(ids, index, term, false)) : undefined,
        )
      : null
  const body: SearchData = {
    term,
    ...filters,
    pageSearch,
    page,
    pages,
    total: matches.length,
    results: keepFirstPlaceholders(results, FIRST_SCREEN_CARDS),
    nearest,
  }
  // Cards' "from" prices and the travel dates change when a departure drops off at midnight in Nairobi, or a
  // sold-out one frees places.
  return data(body, { headers: { 'Cache-Control': publicCacheControlFor(offered.cacheSeconds) } })
}
