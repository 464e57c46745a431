import { PROPOSAL_ID_PREFIX } from './private-documents'

/**
 * Places on a departure (issue 45, decision 066). A departure (an object in a trip's `departures`) has a capacity,
 * `places`, and may be `closed`. What is taken is kept in one public document per departure, its ledger
 * (`departurePlaces`): one claim per hold or booking, with the places it takes and, for a hold, when it ends. The
 * ledger's revision is the departure's revision: every write that changes what is taken changes the ledger under
 * `ifRevisionID`, so no two writers can both take the last places. A hold's details (its proposal, its party, its
 * history) live in a private document, `hold.<uuid>`, written in the same transaction.
 *
 * A hold stops counting at its `until`, by computation at read time (`claimCounts`); no job has to run for it.
 */

export const HOLD_ID_PREFIX = 'hold.'
export const HOLD_TYPE = 'hold'
export const DEPARTURE_PLACES_TYPE = 'departurePlaces'

/** One hold per proposal: its id follows from the proposal's, which makes "accept" idempotent. */
export function holdIdForProposal(proposalId: string): string {
  const uuid = proposalId.replace(/^drafts\./, '').slice(PROPOSAL_ID_PREFIX.length)
  return `${HOLD_ID_PREFIX}${uuid}`
}

/** The hold's id without its path: the `_key` of its claim in the ledger. */
export function claimKeyOf(holdId: string): string {
  return holdId.slice(HOLD_ID_PREFIX.length)
}

/** The public ledger of one departure. Not under a path (the site's pages read it without a token). */
export function departurePlacesId(tripId: string, departureKey: string): string {
  return `places-${tripId.replace(/[^A-Za-z0-9_-]/g, '-')}-${departureKey.replace(/[^A-Za-z0-9_-]/g, '-')}`
}

export const HOLD_STATES = [
  { title: 'Held', value: 'held' },
  { title: 'Booked', value: 'confirmed' },
  { title: 'Released', value: 'released' },
  { title: 'Expired', value: 'expired' },
] as const
export type HoldState = (typeof HOLD_STATES)[number]['value']

/** A claim in a ledger: `until` is when a hold ends (ISO date-time, UTC); a booking has none. */
export type PlacesClaim = { _key: string; _type?: string; places: number; until?: string | null }

/** The claim's type in the Studio's schema (`studio/schemaTypes/departurePlaces.ts`), so the Studio reads it as one. */
export const PLACES_CLAIM_TYPE = 'placesClaim'

/** The ledger as stored. */
export type DeparturePlacesDocument = {
  _id: string
  _type: typeof DEPARTURE_PLACES_TYPE
  _rev?: string
  trip: { _type: 'reference'; _ref: string; _weak: true }
  departureKey: string
  departureDate?: string
  claims?: PlacesClaim[]
}

/** The hold as stored (private). */
export type HoldDocument = {
  _id: string
  _type: typeof HOLD_TYPE
  _rev?: string
  state: HoldState
  trip: { _type: 'reference'; _ref: string; _weak: true }
  departureKey: string
  departureDate?: string
  proposal?: { _type: 'reference'; _ref: string; _weak: true }
  places: number
  heldAt: string
  expiresAt: string
  confirmedAt?: string
  releasedAt?: string
  travellerTimeZone?: string
  reminderSentAt?: string
}

/** Whether a claim still takes its places at `now`: a booking always, a hold until its end. */
export function claimCounts(claim: PlacesClaim, now: Date): boolean {
  if (claim.until === null || claim.until === undefined) return true
  const end = Date.parse(claim.until)
  return Number.isFinite(end) && end > now.getTime()
}

export function placesTaken(claims: readonly PlacesClaim[] | null | undefined, now: Date): number {
  let taken = 0
  for (const claim of claims ?? []) if (claimCounts(claim, now) && claim.places > 0) taken += claim.places
  return taken
}

/** A departure's status, computed from its capacity and its ledger, never typed. */
export type PlacesStatus = 'available' | 'few-left' | 'sold-out' | 'closed' | 'on-request'

export type DepartureCapacity = { places?: number | null; closed?: boolean | null }

/**
 * What a traveller is told of a departure at `now`: closed when an editor closed it; on request when nobody has
 * set its capacity (content from before issue 45); else from the places left (never below 0).
 */
export function departurePlaces(
  capacity: DepartureCapacity,
  claims: readonly PlacesClaim[] | null | undefined,
  now: Date,
  fewPlacesLeft: number,
): { status: PlacesStatus; left: number | null } {
  if (capacity.closed) return { status: 'closed', left: null }
  if (typeof capacity.places !== 'number' || capacity.places < 1) return { status: 'on-request', left: null }
  const left = Math.max(0, capacity.places - placesTaken(claims, now))
  if (left === 0) return { status: 'sold-out', left }
  return { status: left <= fewPlacesLeft ? 'few-left' : 'available', left }
}

/** When the next counting hold ends after `now`: the moment a page that shows these places goes stale. */
export function nextClaimExpiry(claims: readonly PlacesClaim[] | null | undefined, now: Date): Date | null {
  let next: number | null = null
  for (const claim of claims ?? []) {
    if (!claim.until) continue
    const end = Date.parse(claim.until)
    if (Number.isFinite(end) && end > now.getTime() && (next === null || end < next)) next = end
  }
  return next === null ? null : new Date(next)
}

/** A hold's end: `hours` after `from`. */
export function holdEnd(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * 60 * 60 * 1000)
}
