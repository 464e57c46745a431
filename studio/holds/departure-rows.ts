import { type DepartureCapacity, departurePlaces, type PlacesClaim } from '#shared/holds'
import { DEFAULT_LANG } from '#shared/languages'
import { departureName, placesLeftText } from './hold-titles'

/**
 * The departures the Holds list shows (decision 069): every departure with a ledger, that is on which something was
 * ever held (every coming departure would be hundreds, most with all their places), each titled with what it has
 * left at the moment the list opens. Pure: the list hands in the trips and ledgers it read.
 */

export type TripDepartures = {
  _id: string
  name?: string | null
  departures?: Array<DepartureCapacity & { _key: string; startDate?: string | null }> | null
}
export type LedgerRow = {
  _id: string
  tripId?: string | null
  departureKey?: string | null
  departureDate?: string | null
  claims?: PlacesClaim[] | null
}
export type DepartureRow = { id: string; tripId: string; departureKey: string; date: string; title: string }

/** The Holds list's query: published trips with their departures' capacities, and every ledger. */
export const HOLDS_LIST_QUERY = `{
  "trips": *[_type == "catalogueItem" && defined(departures)]{
    _id, "name": name.${DEFAULT_LANG}, "departures": departures[]{ _key, startDate, places, closed }
  },
  "ledgers": *[_type == "departurePlaces"]{ _id, "tripId": trip._ref, departureKey, departureDate, claims }
}`

export function departureRows(
  trips: readonly TripDepartures[],
  ledgers: readonly LedgerRow[],
  now: Date,
): DepartureRow[] {
  const tripsById = new Map(trips.map((trip) => [trip._id, trip]))
  const rows: DepartureRow[] = []
  for (const ledger of ledgers) {
    if (!ledger.tripId || !ledger.departureKey) continue
    const trip = tripsById.get(ledger.tripId)
    const departure = trip?.departures?.find((candidate) => candidate._key === ledger.departureKey)
    const date = departure?.startDate ?? ledger.departureDate ?? ''
    // A departure that left its trip still lists its holds.
    const left = departure
      ? placesLeftText(departure.places, departurePlaces(departure, ledger.claims, now, 0))
      : 'a departure no longer on its trip'
    rows.push({
      id: ledger._id,
      tripId: ledger.tripId,
      departureKey: ledger.departureKey,
      date,
      title: `${departureName(trip?.name, date)} — ${left}`,
    })
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
}
