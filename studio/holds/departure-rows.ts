import { type DepartureCapacity, departurePlaces, departurePlacesId, type PlacesClaim } from '#shared/holds'
import { departureName, placesLeftText } from './hold-titles'

/**
 * The departures the Holds list shows (decision 069), each titled with what it has left at the moment the list
 * opens: every departure with a ledger (something was once held on it), and every coming one with a capacity.
 * Pure: the list hands in the trips and ledgers it read.
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
    _id, "name": name.en, "departures": departures[]{ _key, startDate, places, closed }
  },
  "ledgers": *[_type == "departurePlaces"]{ _id, "tripId": trip._ref, departureKey, departureDate, claims }
}`

export function departureRows(
  trips: readonly TripDepartures[],
  ledgers: readonly LedgerRow[],
  now: Date,
  today: string,
): DepartureRow[] {
  const byId = new Map(ledgers.map((ledger) => [ledger._id, ledger]))
  const rows: DepartureRow[] = []
  const seen = new Set<string>()
  const add = (id: string, tripId: string, departureKey: string, date: string, title: string) => {
    seen.add(id)
    rows.push({ id, tripId, departureKey, date, title })
  }
  for (const trip of trips)
    for (const departure of trip.departures ?? []) {
      const id = departurePlacesId(trip._id, departure._key)
      const ledger = byId.get(id)
      const coming = typeof departure.places === 'number' && (departure.startDate ?? '') >= today
      if (!ledger && !coming) continue
      const places = departurePlaces(departure, ledger?.claims, now, 0)
      const title = `${departureName(trip.name, departure.startDate)} — ${placesLeftText(departure.places, places)}`
      add(id, trip._id, departure._key, departure.startDate ?? '', title)
    }
  // A ledger whose departure left its trip still lists its holds.
  for (const ledger of ledgers)
    if (!seen.has(ledger._id) && ledger.tripId && ledger.departureKey)
      add(
        ledger._id,
        ledger.tripId,
        ledger.departureKey,
        ledger.departureDate ?? '',
        `${departureName(null, ledger.departureDate)} — a departure no longer on its trip`,
      )
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
}
