import { type DepartureCapacity, departurePlaces, nextClaimExpiry } from '#shared/holds'
import { type ReadClaim, readClaims } from './departures'

/**
 * Which departures are sold out now, for the GROQ of the cards' "from" prices and the travel dates (decision 068).
 * What a departure has taken changes with the time (a hold stops counting at its end), which GROQ on a cached read
 * cannot know; so the site counts the ledgers here, at the site's clock, and hands GROQ the sold-out departures as a
 * parameter (`$soldOut`). The parameter changes only when a departure sells out or frees places, so a cached query
 * result stays valid until then.
 */

/** A ledger with the capacity of its departure, as `TAKEN_PLACES_QUERY` reads it. */
export type TakenPlaces = {
  trip?: { _ref?: string | null } | null
  departureKey?: string | null
  claims?: readonly ReadClaim[] | null
  capacity?: DepartureCapacity | null
}

/** A departure's name in `$soldOut`, as GROQ writes it from inside a trip's `departures`: `^._id + "/" + _key`. */
export function departureName(tripId: string, departureKey: string): string {
  return `${tripId}/${departureKey}`
}

/**
 * The sold-out departures at `now`, sorted (one cache key per set), and when the first hold on one of them ends:
 * the moment one may free places, after which a page that left it out is stale. No other hold's end can sell a
 * departure out; only a write can, and a write evicts as a publish does.
 */
export function soldOutDepartures(
  ledgers: readonly TakenPlaces[],
  now: Date,
): { soldOut: string[]; freesAt: Date | null } {
  const soldOut: string[] = []
  let freesAt: Date | null = null
  for (const ledger of ledgers) {
    const tripId = ledger.trip?._ref
    if (!tripId || !ledger.departureKey || !ledger.capacity) continue
    const claims = readClaims(ledger.claims)
    if (departurePlaces(ledger.capacity, claims, now, 0).status !== 'sold-out') continue
    soldOut.push(departureName(tripId, ledger.departureKey))
    const end = nextClaimExpiry(claims, now)
    if (end && (freesAt === null || end < freesAt)) freesAt = end
  }
  return { soldOut: soldOut.sort(), freesAt }
}
