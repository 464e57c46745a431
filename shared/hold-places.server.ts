import type { SanityClient } from '@sanity/client'
import { emptyLedger, firstHoldMutations, holdMutations, renewedHoldMutations } from './hold-mutations'
import {
  claimKeyOf,
  type DeparturePlacesDocument,
  departurePlaces,
  departurePlacesId,
  type HoldDocument,
  holdIdForProposal,
  type PlacesStatus,
} from './holds'

/**
 * "Accept and hold my places" on the server (decision 066), in the shared library because the site (with its
 * private store's client: app/content/holds/hold-places.server.ts) and `npm run bench:holds` both run it. Reads the
 * departure's capacity, its ledger and any hold the proposal already has, all at the moment of writing (never from
 * the page the traveller saw), then writes the hold and its claim in one transaction guarded by the ledger's
 * revision. A writer that loses the race reads again:
 * it holds what is still free, or answers "filled". The same proposal accepted twice gets its one hold back.
 */

export type HoldRequest = {
  proposalId: string
  tripId: string
  departureKey: string
  /** Adults and children: the places the party takes. */
  places: number
  travellerTimeZone?: string
}

export type HoldOutcome =
  | { kind: 'held'; hold: HoldDocument; ledgerId: string; retries: number }
  | { kind: 'already'; hold: HoldDocument; ledgerId: string; retries: number }
  | { kind: 'filled'; left: number; ledgerId: string; retries: number }
  | { kind: 'not-bookable'; status: PlacesStatus | 'no-departure'; retries: number }

export type HoldOptions = {
  now: () => Date
  hours: number
  /** Transactions tried before giving up with `HoldContention` (default 25). */
  maxAttempts?: number
}

/**
 * Every attempt lost a race to another writer of the same ledger: the departure is being booked by many at once.
 * Nothing was written; the traveller may try again (the page says so), and nothing they typed is lost.
 */
export class HoldContention extends Error {
  constructor(
    readonly holdId: string,
    readonly attempts: number,
  ) {
    super(`No hold written for ${holdId}: ${attempts} attempts each lost to another writer of the departure`)
    this.name = 'HoldContention'
  }
}

type Capacity = { places?: number | null; closed?: boolean | null; startDate?: string | null } | null

const CAPACITY_QUERY = `*[_id == $tripId][0].departures[_key == $departureKey][0]{ places, closed, startDate }`

const DEFAULT_MAX_ATTEMPTS = 25
// A loser waits a random time up to a ceiling that doubles with each loss ("full jitter"), so the writers that lost
// together do not all come back together; the cap keeps the worst wait of a busy departure near a second in all.
const BACKOFF_BASE_MS = 4
const BACKOFF_CAP_MS = 100

const isConflict = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 409

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function backoffCeiling(conflicts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(conflicts, 16))
}

/** Whether a hold read from the store still stands at `now`: a booking always, a hold until it ends. */
function stands(hold: HoldDocument | null | undefined, now: Date): hold is HoldDocument {
  if (!hold) return false
  if (hold.state === 'confirmed') return true
  return hold.state === 'held' && Date.parse(hold.expiresAt) > now.getTime()
}

export async function holdPlaces(
  client: SanityClient,
  request: HoldRequest,
  options: HoldOptions,
): Promise<HoldOutcome> {
  if (!Number.isInteger(request.places) || request.places < 1)
    throw new RangeError(`A hold takes a whole number of places, at least 1 (not ${request.places}).`)
  const holdId = holdIdForProposal(request.proposalId)
  const ledgerId = departurePlacesId(request.tripId, request.departureKey)
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
  let retries = 0
  // The editor's capacity, read once per accept; what is taken, read again before every attempt to write.
  const capacity = await client.fetch<Capacity>(CAPACITY_QUERY, {
    tripId: request.tripId,
    departureKey: request.departureKey,
  })
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    // The document endpoint: the store's own latest versions, as the revision check will see them.
    const [ledger, existing] = (await client.getDocuments<DeparturePlacesDocument | HoldDocument>([
      ledgerId,
      holdId,
    ])) as [DeparturePlacesDocument | null, HoldDocument | null]
    const now = options.now()
    if (stands(existing, now)) return { kind: 'already', hold: existing, ledgerId, retries }
    if (!capacity?.startDate) return { kind: 'not-bookable', status: 'no-departure', retries }
    // This proposal's own earlier claim (a hold that ended or was released) never stands in its way.
    const ownKey = claimKeyOf(holdId)
    const others = (ledger?.claims ?? []).filter((claim) => claim._key !== ownKey)
    const { status, left } = departurePlaces(capacity, others, now, 0)
    if (status === 'closed' || status === 'on-request') return { kind: 'not-bookable', status, retries }
    if ((left ?? 0) < request.places) return { kind: 'filled', left: left ?? 0, ledgerId, retries }
    const hold = {
      holdId,
      proposalId: request.proposalId,
      places: request.places,
      now,
      hours: options.hours,
      ...(request.travellerTimeZone ? { travellerTimeZone: request.travellerTimeZone } : {}),
    }
    const { mutations, document } = !ledger
      ? firstHoldMutations(
          { ...hold, ledger: emptyLedger(ledgerId, request.tripId, request.departureKey, capacity.startDate) },
          Boolean(existing),
        )
      : existing
        ? renewedHoldMutations({ ...hold, ledger })
        : holdMutations({ ...hold, ledger })
    try {
      await client.mutate(mutations as never, { visibility: 'sync' })
      return { kind: 'held', hold: document, ledgerId, retries }
    } catch (error) {
      // 409: another writer changed the ledger (or made this hold) since it was read; read again and decide again.
      if (!isConflict(error)) throw error
      retries += 1
      await pause(Math.random() * backoffCeiling(retries))
    }
  }
  throw new HoldContention(holdId, maxAttempts)
}
