import { formatNumber } from '../i18n/format'
import type { Category } from './categories'
import { readTravelWindow, type TravelDates, type TravelWindow, travelWindowOf } from './travel-window'

/**
 * The trip filters of a listing or of search, as they live in the URL (decision 026):
 * `?country=kenya&country=uae&activity=golf&duration-min=5&duration-max=8&price-min=1000&price-max=2000&sort=price`.
 *
 * `parseTripFilters` reads what any visitor or link may put there and keeps only what it understands; what it
 * could not use comes back in `ignored`, so the page can say so rather than drop it unseen. `tripFilterSearch`
 * writes the one canonical query string back: the pager's links, "Clear all" and the form's defaults use it.
 */

export const COUNTRY_OPTIONS = [
  { value: 'kenya', label: 'Kenya' },
  { value: 'tanzania', label: 'Tanzania (including Zanzibar)' },
  { value: 'uganda', label: 'Uganda' },
  { value: 'rwanda', label: 'Rwanda' },
  { value: 'uae', label: 'United Arab Emirates' },
] as const

export const ACTIVITY_OPTIONS = [
  { value: 'golf', label: 'Golf' },
  { value: 'safari', label: 'Safari' },
  { value: 'beach', label: 'Beach' },
  { value: 'culture', label: 'Culture' },
  { value: 'wellness', label: 'Wellness' },
] as const

export const SORT_OPTIONS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price', label: 'Price: lowest first' },
  { value: 'duration', label: 'Duration: shortest first' },
  { value: 'rating', label: 'Rating: highest first' },
] as const

export type Country = (typeof COUNTRY_OPTIONS)[number]['value']
export type Activity = (typeof ACTIVITY_OPTIONS)[number]['value']
export type TripSort = (typeof SORT_OPTIONS)[number]['value']

/** The facts a listing can be filtered by; a listing offers only those its items carry. */
export type TripFacet = 'country' | 'activity' | 'duration' | 'price' | 'dates'
export const ALL_FACETS: readonly TripFacet[] = ['country', 'activity', 'duration', 'price', 'dates']

/**
 * What each listing offers. Only itineraries have a price and departures (the schema refuses them elsewhere) and
 * only they must have a duration (circuits and excursions may, none does yet; golf courses and hotels may not): a
 * filter that could only empty a listing is not offered. Search spans every category and offers all five.
 */
const FACETS_BY_CATEGORY: Record<Category, readonly TripFacet[]> = {
  Itineraries: ALL_FACETS,
  Circuits: ['country', 'activity'],
  'Golf Courses': ['country', 'activity'],
  Hotels: ['country', 'activity'],
  Excursions: ['country', 'activity'],
}

export function offeredFacets(category: Category | null): readonly TripFacet[] {
  return category ? FACETS_BY_CATEGORY[category] : ALL_FACETS
}

export type Range = { min: number | null; max: number | null }

export type TripFilter = {
  /** Any of these countries. */
  countries: Country[]
  /** All of these activities. */
  activities: Activity[]
  /** Whole days, bounds included. */
  duration: Range
  /** Whole US dollars per person, bounds included; items priced on request always stay. */
  price: Range
  /** When the traveller wants to set off: a month, or a window of days (docs/product-rules.md#travel-dates). */
  dates: TravelDates
  sort: TripSort
}

/** A value the page could not use, as the visible note names it. */
export type IgnoredValue = { name: string; value: string; reason: string }

export const PARAM = {
  country: 'country',
  activity: 'activity',
  durationMin: 'duration-min',
  durationMax: 'duration-max',
  priceMin: 'price-min',
  priceMax: 'price-max',
  travelMonth: 'travel-month',
  travelFrom: 'travel-from',
  travelTo: 'travel-to',
  sort: 'sort',
} as const

/** Bounds a number must fall in to be used: no trip we sell is longer, and no price is higher. */
export const DURATION_BOUNDS = { min: 1, max: 60 } as const
export const PRICE_BOUNDS = { min: 0, max: 1_000_000 } as const

/** How much of a visitor's odd value a note repeats, and how many notes a page lists at most. */
const SHOWN_VALUE_LENGTH = 40
export const MAX_IGNORED_NOTES = 8

export const EMPTY_FILTER: TripFilter = {
  countries: [],
  activities: [],
  duration: { min: null, max: null },
  price: { min: null, max: null },
  dates: { month: null, from: null, to: null },
  sort: 'recommended',
}

const shown = (value: string) => (value.length > SHOWN_VALUE_LENGTH ? `${value.slice(0, SHOWN_VALUE_LENGTH)}…` : value)

function pickValues<T extends string>(
  raw: string[],
  name: string,
  options: ReadonlyArray<{ value: T }>,
  noun: string,
  ignored: IgnoredValue[],
): T[] {
  const known = options.map((option) => option.value)
  const picked = new Set<T>()
  for (const value of raw) {
    const wanted = value.trim().toLowerCase()
    if (wanted === '') continue
    if ((known as string[]).includes(wanted)) picked.add(wanted as T)
    else ignored.push({ name, value: shown(value), reason: `not ${noun} we offer` })
  }
  // Listed in the options' order, so one choice has one URL however it was written.
  return known.filter((value) => picked.has(value))
}

function pickNumber(
  raw: string[],
  name: string,
  bounds: { min: number; max: number },
  unit: string,
  ignored: IgnoredValue[],
): number | null {
  let kept: number | null = null
  for (const value of raw) {
    const trimmed = value.trim()
    if (trimmed === '') continue
    if (kept !== null) {
      ignored.push({ name, value: shown(trimmed), reason: 'given more than once; the first is used' })
      continue
    }
    if (!/^\d{1,9}$/.test(trimmed)) {
      ignored.push({ name, value: shown(trimmed), reason: `not a whole number of ${unit}` })
      continue
    }
    const n = Number(trimmed)
    if (n < bounds.min || n > bounds.max) {
      ignored.push({
        name,
        value: shown(trimmed),
        reason: `outside ${formatNumber(bounds.min)} to ${formatNumber(bounds.max)} ${unit}`,
      })
      continue
    }
    kept = n
  }
  return kept
}

/** Low to high, whichever way round they were given. */
function ordered(a: number | null, b: number | null): Range {
  return a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }
}

/**
 * Whether a listing offers an order: the editor's and the rating's everywhere (every item can be reviewed), by
 * price or by length only where it offers that filter.
 */
export function offersSort(sort: TripSort, offered: readonly TripFacet[]): boolean {
  return sort === 'recommended' || sort === 'rating' || offered.includes(sort)
}

function pickSort(raw: string[], offered: readonly TripFacet[], ignored: IgnoredValue[]): TripSort {
  let sort: TripSort | null = null
  for (const value of raw) {
    const wanted = value.trim().toLowerCase()
    if (wanted === '') continue
    const known = SORT_OPTIONS.find((option) => option.value === wanted)?.value
    const usable = known !== undefined && offersSort(known, offered)
    if (!usable) ignored.push({ name: PARAM.sort, value: shown(value), reason: 'not an order this page offers' })
    else if (sort !== null && sort !== known)
      ignored.push({ name: PARAM.sort, value: shown(value), reason: 'given more than once; the first is used' })
    else sort = known
  }
  return sort ?? 'recommended'
}

/** A filter this page does not offer (a duration on hotels): noted, not applied. */
function refuseUnoffered(params: URLSearchParams, names: string[], ignored: IgnoredValue[]) {
  for (const name of names) {
    for (const value of params.getAll(name)) {
      if (value.trim() !== '')
        ignored.push({ name, value: shown(value.trim()), reason: 'not a filter this page offers' })
    }
  }
}

/**
 * The filter the URL asks for, limited to the facets the page offers. Never throws: parameters it does not
 * know (`utm_source`, `page`, `q`) are left to their owners, and every value it cannot use is in `ignored`.
 */
export function parseTripFilters(
  params: URLSearchParams,
  offered: readonly TripFacet[],
  today: string,
): { filter: TripFilter; ignored: IgnoredValue[] } {
  const ignored: IgnoredValue[] = []
  const all = (name: string) => params.getAll(name)
  const filter: TripFilter = { ...EMPTY_FILTER }
  if (offered.includes('country'))
    filter.countries = pickValues(all(PARAM.country), PARAM.country, COUNTRY_OPTIONS, 'a country', ignored)
  else refuseUnoffered(params, [PARAM.country], ignored)
  if (offered.includes('activity'))
    filter.activities = pickValues(all(PARAM.activity), PARAM.activity, ACTIVITY_OPTIONS, 'an activity', ignored)
  else refuseUnoffered(params, [PARAM.activity], ignored)
  if (offered.includes('duration')) {
    filter.duration = ordered(
      pickNumber(all(PARAM.durationMin), PARAM.durationMin, DURATION_BOUNDS, 'days', ignored),
      pickNumber(all(PARAM.durationMax), PARAM.durationMax, DURATION_BOUNDS, 'days', ignored),
    )
  } else refuseUnoffered(params, [PARAM.durationMin, PARAM.durationMax], ignored)
  if (offered.includes('price')) {
    filter.price = ordered(
      pickNumber(all(PARAM.priceMin), PARAM.priceMin, PRICE_BOUNDS, 'US dollars', ignored),
      pickNumber(all(PARAM.priceMax), PARAM.priceMax, PRICE_BOUNDS, 'US dollars', ignored),
    )
  } else refuseUnoffered(params, [PARAM.priceMin, PARAM.priceMax], ignored)
  if (offered.includes('dates')) {
    const { dates, refused } = readTravelWindow(
      { month: all(PARAM.travelMonth), from: all(PARAM.travelFrom), to: all(PARAM.travelTo) },
      { month: PARAM.travelMonth, from: PARAM.travelFrom, to: PARAM.travelTo },
      today,
    )
    filter.dates = dates
    for (const { name, value, reason } of refused) ignored.push({ name, value: shown(value), reason })
  } else refuseUnoffered(params, [PARAM.travelMonth, PARAM.travelFrom, PARAM.travelTo], ignored)
  filter.sort = pickSort(all(PARAM.sort), offered, ignored)
  return { filter, ignored }
}

/** True when the filter narrows or reorders the listing: such a page is not the listing a crawler should index. */
export function isFiltered(filter: TripFilter): boolean {
  return tripFilterSearch(filter) !== ''
}

/** The canonical query string of a filter (no `?`, empty for none), in one fixed order. */
export function tripFilterSearch(filter: TripFilter): string {
  const params = new URLSearchParams()
  for (const country of filter.countries) params.append(PARAM.country, country)
  for (const activity of filter.activities) params.append(PARAM.activity, activity)
  const numbers: Array<[string, number | null]> = [
    [PARAM.durationMin, filter.duration.min],
    [PARAM.durationMax, filter.duration.max],
    [PARAM.priceMin, filter.price.min],
    [PARAM.priceMax, filter.price.max],
  ]
  for (const [name, value] of numbers) if (value !== null) params.set(name, String(value))
  const dates: Array<[string, string | null]> = [
    [PARAM.travelMonth, filter.dates.month],
    [PARAM.travelFrom, filter.dates.from],
    [PARAM.travelTo, filter.dates.to],
  ]
  for (const [name, value] of dates) if (value !== null) params.set(name, value)
  if (filter.sort !== 'recommended') params.set(PARAM.sort, filter.sort)
  return params.toString()
}

/** The query string of the same filter with a travel month in place of its dates (the nearest departures' links). */
export function monthSearch(filter: TripFilter, month: string): string {
  return tripFilterSearch({ ...filter, dates: { month, from: null, to: null } })
}

/**
 * The GROQ parameters of a filter: every user choice travels as a parameter, never as query text. `today`
 * (Nairobi) decides which departures are still upcoming, and `soldOut` which are no longer offered (decision 068),
 * for the cards' "from" price and the travel dates.
 */
export function tripFilterQueryParams(filter: TripFilter, today: string, soldOut: string[] = []) {
  const window: TravelWindow | null = travelWindowOf(filter.dates, today)
  return {
    today,
    soldOut,
    travelFrom: window?.from ?? null,
    travelTo: window?.to ?? null,
    countries: filter.countries,
    activities: filter.activities,
    minDays: filter.duration.min,
    maxDays: filter.duration.max,
    minPrice: filter.price.min,
    maxPrice: filter.price.max,
    sort: filter.sort,
  }
}

/** The visible note for what was ignored, e.g. `country “mars” (not a country we offer)`; at most a few. */
export function describeIgnored(ignored: IgnoredValue[]): string[] {
  const lines = ignored.slice(0, MAX_IGNORED_NOTES).map(({ name, value, reason }) => `${name} “${value}” (${reason})`)
  const more = ignored.length - MAX_IGNORED_NOTES
  return more > 0 ? [...lines, `and ${more} more`] : lines
}
