import type { Category } from './categories'
import {
  describeIgnored,
  type IgnoredValue,
  isFiltered,
  MAX_IGNORED_NOTES,
  offeredFacets,
  parseTripFilters,
  type TripFacet,
  type TripFilter,
  tripFilterSearch,
} from './trip-filters'

/** What a page with trip filters sends its form, its pager and its `meta`. */
export type TripFilterState = {
  filter: TripFilter
  /** The filters this page offers (no duration or price on hotels, …). */
  facets: readonly TripFacet[]
  /** The canonical query string of the filter, without `?` (empty for none). */
  search: string
  /** True when filters or an order other than the editor's apply: the page is then `noindex`. */
  filtered: boolean
  /** The visible note's lines, one per value the page could not use (in English). */
  ignored: string[]
  /** The same values as facts, at most as many as the note names: the page writes them in its own language. */
  ignoredValues: IgnoredValue[]
  /** How many more values were left out than the note names. */
  ignoredMore: number
  /** The Nairobi date the page was made on: the first month the travel-month list offers. */
  today: string
}

export function readTripFilters(params: URLSearchParams, category: Category | null, today: string): TripFilterState {
  const facets = offeredFacets(category)
  const { filter, ignored } = parseTripFilters(params, facets, today)
  return {
    filter,
    facets,
    search: tripFilterSearch(filter),
    filtered: isFiltered(filter) || ignored.length > 0,
    ignored: describeIgnored(ignored),
    ignoredValues: ignored.slice(0, MAX_IGNORED_NOTES),
    ignoredMore: Math.max(0, ignored.length - MAX_IGNORED_NOTES),
    today,
  }
}
