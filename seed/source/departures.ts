// Dated departures for every priced itinerary (issue 26): two a month for 18 months from December 2026, at the
// trip's own price in low season and a quarter more in high season, each with its places (issue 45), and the last
// month's prices not yet set ("price on request"). What is taken is in each departure's ledger (decision 068):
// bookings made before the site kept holds, enough for a few sold-out and few-left dates; one date is closed.

import { DEPARTURE_PLACES_TYPE, departurePlacesId, PLACES_CLAIM_TYPE } from '#shared/holds'
import { keyed } from './helpers'
import { type LocaleString, localeString } from './translations'

/** The first month with departures, and how many months they cover. */
export const FIRST_MONTH = { year: 2026, month: 12 }
export const MONTHS = 18

/**
 * High season in East Africa: the long dry season and the great migration (July to October), and the festive
 * fortnight (15 December to 5 January).
 */
export function isHighSeason(date: string): boolean {
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  return (month >= 7 && month <= 10) || (month === 12 && day >= 15) || (month === 1 && day <= 5)
}

/** A trip's price per person on a date: its own (low-season) price, or a quarter more in high season, to $10. */
export function seasonalPrice(basePrice: number, date: string): number {
  return isHighSeason(date) ? Math.round((basePrice * 1.25) / 10) * 10 : basePrice
}

/** The single supplement: three tenths of the low-season price, to $10. */
export function singleSupplement(basePrice: number): number {
  return Math.round((basePrice * 0.3) / 10) * 10
}

const iso = (date: Date) => date.toISOString().slice(0, 10)

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const offset = (weekday - first.getUTCDay() + 7) % 7
  return iso(new Date(Date.UTC(year, month - 1, 1 + offset + (nth - 1) * 7)))
}

/** Places on every seeded departure. */
export const SEED_PLACES = 12

/** The bookings of a sold-out date (all twelve places) and of a date with few places left (three left). */
const SOLD_OUT = [6, 4, 2]
const FEW_LEFT = [5, 4]
/** The trip (by its order) with one closed date: its first departure in March 2027. */
const CLOSED = { order: 3, month: 3, year: 2027, nth: 1 }

type SeedDeparture = {
  startDate: string
  pricePerPerson?: number
  singleSupplement?: number
  places: number
  closed?: boolean
  note?: LocaleString
}

/**
 * The departures of the itinerary at `order` (1–7) in its category, priced from `basePrice`, with what each has
 * booked: on the first and third of one weekday each month (Saturdays, Sundays or Fridays, by trip). In each trip's
 * first August the first departure is sold out and the second has few places left; the departures of the next two
 * months after December 2026 alternate with few-left; the first departure has four places booked; the last month
 * is without a price yet.
 */
function departurePlan(order: number, basePrice: number) {
  const weekday = [6, 0, 5][(order - 1) % 3]!
  const plan: Array<{ departure: SeedDeparture; booked: number[] }> = []
  for (let index = 0; index < MONTHS; index += 1) {
    const year = FIRST_MONTH.year + Math.floor((FIRST_MONTH.month - 1 + index) / 12)
    const month = ((FIRST_MONTH.month - 1 + index) % 12) + 1
    for (const nth of [1, 3]) {
      const startDate = nthWeekday(year, month, weekday, nth)
      const last = index === MONTHS - 1
      let booked: number[] = []
      if (index === 0 && nth === 1) booked = [4]
      else if (month === 8 && year === FIRST_MONTH.year + 1) booked = nth === 1 ? SOLD_OUT : FEW_LEFT
      else if (index >= 1 && index <= 2 && (nth + order) % 2 === 0) booked = FEW_LEFT
      const closed = order === CLOSED.order && year === CLOSED.year && month === CLOSED.month && nth === CLOSED.nth
      plan.push({
        booked,
        departure: {
          startDate,
          ...(last
            ? {}
            : { pricePerPerson: seasonalPrice(basePrice, startDate), singleSupplement: singleSupplement(basePrice) }),
          places: SEED_PLACES,
          ...(closed ? { closed } : {}),
          ...(month === 12 && Number(startDate.slice(8, 10)) >= 15
            ? { note: localeString('Festive season: Christmas dinner included') }
            : {}),
        },
      })
    }
  }
  return plan
}

export function seedDepartures(order: number, basePrice: number) {
  return keyed(
    'dep',
    'departure',
    departurePlan(order, basePrice).map(({ departure }) => departure),
  )
}

/** The ledgers of a trip's departures that have bookings: one claim per booking, none of them a hold. */
export function seedLedgers(tripId: string, order: number, basePrice: number) {
  const keys = seedDepartures(order, basePrice).map(({ _key }) => _key)
  return departurePlan(order, basePrice).flatMap(({ departure, booked }, index) =>
    booked.length === 0
      ? []
      : [
          {
            _id: departurePlacesId(tripId, keys[index]!),
            _type: DEPARTURE_PLACES_TYPE,
            trip: { _type: 'reference', _ref: tripId, _weak: true },
            departureKey: keys[index]!,
            departureDate: departure.startDate,
            claims: booked.map((places, n) => ({ _key: `seed-${n + 1}`, _type: PLACES_CLAIM_TYPE, places })),
          },
        ],
  )
}

/**
 * A trip's deposit rule (decision 067): a quarter of the total, the balance 60 days before departure; the second
 * itinerary of each category takes USD 1,500 per person instead, as some operators do.
 */
export function seedDeposit(order: number) {
  return order === 2
    ? { kind: 'perPerson', value: 1500, balanceDueDays: 60 }
    : { kind: 'percent', value: 25, balanceDueDays: 60 }
}
