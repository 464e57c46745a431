/**
 * Dated departures of a trip (issue 26): which ones a traveller still sees, when each ends, how many a page
 * lists, and how long a page that lists them may be kept. Dates are calendar days in Nairobi
 * (`YYYY-MM-DD`), the company's calendar: Kenya keeps East Africa Time (UTC+3) all year, with no daylight saving.
 */

import { departurePlaces, type PlacesClaim, type PlacesStatus } from '#shared/holds'
import { DEFAULT_LANG, type Lang, languageById } from '#shared/languages'
import { catalogueFor } from '~/i18n/catalogue'
import { formatDate, formatMoney } from '../i18n/format'

export type { PlacesStatus } from '#shared/holds'

/** A departure as the content holds it (a `status` typed before issue 45 is not read: decision 068). */
export type Departure = {
  _key: string
  startDate: string
  pricePerPerson?: number | null
  singleSupplement?: number | null
  places?: number | null
  closed?: boolean | null
  note?: string | null
}

/** A claim as a query reads it (the places it takes; when a hold ends). */
export type ReadClaim = { places?: number | null; until?: string | null }

/** A departure's ledger as the trip's page reads it: what its holds and bookings take. */
export type DepartureLedger = { departureKey?: string | null; claims?: readonly ReadClaim[] | null }

/** Claims as read, in the shape shared/holds.ts counts (a claim without a number of places takes none). */
export function readClaims(claims: readonly ReadClaim[] | null | undefined): PlacesClaim[] {
  return (claims ?? []).map((claim, index) => ({ _key: String(index), places: claim.places ?? 0, until: claim.until }))
}

/** How places are counted for a page: the ledgers read with it, the site's clock and the few-left threshold. */
export type PlacesCount = { ledgers: readonly DepartureLedger[]; now: Date; fewPlacesLeft: number }

/**
 * A departure a traveller sees: its status computed from its places and ledger (never closed: a closed one is not
 * listed), the places it has left (null on request), and its last day worked out from the trip's length.
 */
export type DatedDeparture = Omit<Departure, 'closed'> & {
  status: Exclude<PlacesStatus, 'closed'>
  left: number | null
  endDate: string
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a string is a real calendar date written `YYYY-MM-DD` (not 2027-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** The calendar day it is in Nairobi at `now`. */
export function nairobiDate(now: Date): string {
  return new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10)
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Seconds from `now` to the next midnight in Nairobi, when the day's departures drop off (at least 1). */
export function secondsUntilNairobiMidnight(now: Date): number {
  const nairobiMs = now.getTime() + NAIROBI_OFFSET_MS
  const nextMidnight = Math.floor(nairobiMs / DAY_MS + 1) * DAY_MS
  return Math.max(1, Math.ceil((nextMidnight - nairobiMs) / 1000))
}

/**
 * How long a page that shows departures may be kept, in whole seconds (at least 1): until the next midnight in
 * Nairobi, or until `until` (the end of a hold among its departures) when that comes first, rounded up to the second.
 */
export function secondsUntilStale(now: Date, until: Date | null): number {
  const midnight = secondsUntilNairobiMidnight(now)
  if (until === null) return midnight
  return Math.max(1, Math.min(midnight, Math.ceil((until.getTime() - now.getTime()) / 1000)))
}

/**
 * The departures a traveller still sees on `today` (Nairobi), in date order: those starting today or later and not
 * closed. A departure shows on its own start day and drops off the day after. Each gets its end date (a trip of N
 * days that starts on day D ends on D + N − 1) and its places as `count` reads them (shared/holds.ts): "on request"
 * without a capacity. A departure without a readable date is left out.
 */
export function upcomingDepartures(
  departures: readonly Departure[] | null | undefined,
  durationDays: number | null | undefined,
  today: string,
  count: PlacesCount,
): DatedDeparture[] {
  const length = typeof durationDays === 'number' && durationDays >= 1 ? Math.floor(durationDays) : 1
  const claims = new Map(count.ledgers.map((ledger) => [ledger.departureKey, readClaims(ledger.claims)]))
  const dated: DatedDeparture[] = []
  for (const { closed, ...departure } of departures ?? []) {
    if (!isIsoDate(departure.startDate) || departure.startDate < today) continue
    const { status, left } = departurePlaces(
      { places: departure.places, closed },
      claims.get(departure._key),
      count.now,
      count.fewPlacesLeft,
    )
    if (status === 'closed') continue
    dated.push({ ...departure, status, left, endDate: addDays(departure.startDate, length - 1) })
  }
  return dated.sort((a, b) => a.startDate.localeCompare(b.startDate))
}

/**
 * How many upcoming departures a trip's page lists before "Show all dates": the next four months at two a month.
 * Each listed date costs about 1 KB of the page (table, month strip, structured data, page data); a page that
 * listed all eighteen months was a fifth slower to serve (docs/decisions/035-departures.md).
 */
export const DEPARTURES_ON_PAGE = 8

/** The departures a page lists, and how many later ones it leaves for "Show all dates". */
export function departuresOnPage(
  departures: readonly DatedDeparture[],
  all: boolean,
): { shown: DatedDeparture[]; later: number } {
  if (all || departures.length <= DEPARTURES_ON_PAGE) return { shown: [...departures], later: 0 }
  return { shown: departures.slice(0, DEPARTURES_ON_PAGE), later: departures.length - DEPARTURES_ON_PAGE }
}

/**
 * schema.org's availability for each status a traveller sees (on request: the operator confirms it first, as a
 * pre-order); a closed departure is not listed, so it has none.
 */
export const OFFER_AVAILABILITY: Record<DatedDeparture['status'], string> = {
  available: 'https://schema.org/InStock',
  'few-left': 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/SoldOut',
  'on-request': 'https://schema.org/PreOrder',
}

/**
 * A trip's "from" price on its own pages (docs/product-rules.md#prices): the lowest price per person of its
 * upcoming departures that can be booked (available or few places left), else its single price. The cards'
 * GROQ (`TRIP_PRICE` in app/content/queries.ts) says the same; a test holds the two together over the seed.
 */
export function fromPrice(upcoming: readonly DatedDeparture[], price: number | null | undefined): number | null {
  let lowest: number | null = null
  for (const departure of upcoming) {
    const bookable = departure.status === 'available' || departure.status === 'few-left'
    if (
      bookable &&
      typeof departure.pricePerPerson === 'number' &&
      (lowest === null || departure.pricePerPerson < lowest)
    )
      lowest = departure.pricePerPerson
  }
  return lowest ?? (typeof price === 'number' ? price : null)
}

/** Whether a traveller may ask for this departure (everything but a sold-out one: that one has a waiting list). */
export function canRequest(departure: DatedDeparture): boolean {
  return departure.status !== 'sold-out'
}

/** The departures grouped by the month they start in (`YYYY-MM`), in order. */
export function departuresByMonth(
  departures: readonly DatedDeparture[],
): Array<{ month: string; departures: DatedDeparture[] }> {
  const months = new Map<string, DatedDeparture[]>()
  for (const departure of departures) {
    const month = departure.startDate.slice(0, 7)
    months.set(month, [...(months.get(month) ?? []), departure])
  }
  return [...months].map(([month, list]) => ({ month, departures: list }))
}

/** How many travellers a request names: a whole number within 0–20 (adults at least 1), or the default. */
export function travellerCount(value: string | null, { min, fallback }: { min: number; fallback: number }): number {
  const count = Number(value)
  return value !== null && value.trim() !== '' && Number.isInteger(count) && count >= min && count <= 20
    ? count
    : fallback
}

/** The enquiry "Join the waiting list" prefills (decision 068): the trip and its dates, in the page's language. */
export function waitingListMessage(tripName: string, departure: DatedDeparture, lang: Lang = DEFAULT_LANG): string {
  const { intlLocale } = languageById(lang)
  return catalogueFor(lang).contact.waitingListRequest(
    tripName,
    formatDate(departure.startDate, intlLocale),
    formatDate(departure.endDate, intlLocale),
  )
}

/**
 * The enquiry "Request this departure" prefills: the trip, its dates, the travellers and the price of record
 * (USD, per person), for the traveller to complete and send, in the page's language.
 */
export function departureRequestMessage(
  tripName: string,
  departure: DatedDeparture,
  adults: number,
  children: number,
  lang: Lang = DEFAULT_LANG,
): string {
  const { intlLocale, moneyLocale } = languageById(lang)
  const price =
    typeof departure.pricePerPerson === 'number' ? formatMoney(departure.pricePerPerson, 'USD', moneyLocale) : null
  return catalogueFor(lang).contact.departureRequest(
    tripName,
    formatDate(departure.startDate, intlLocale),
    formatDate(departure.endDate, intlLocale),
    adults,
    children,
    price,
  )
}
