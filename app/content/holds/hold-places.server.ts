import type { SanityClient } from '@sanity/client'
import { emptyLedger, holdMutations } from '#shared/hold-mutations'
import {
  type DeparturePlacesDocument,
  departurePlaces,
  departurePlacesId,
  type HoldDocument,
  holdIdForProposal,
  type PlacesStatus,
} from '#shared/holds'

/**
 * "Accept and hold my places" on the server (decision 066): reads the departure's capacity, its ledger and any hold
 * the proposal already has, all at the moment of writing (never from the page the traveller saw), then writes the
 * hold and its claim in one transaction guarded by the ledger's revision. A writer that loses the race reads again:
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

export type HoldOptions = { now: () => Date; hours: number; maxAttempts?: number }

type Capacity = { places?: number | null; closed?: boolean | null; startDate?: string | null } | null

const CAPACITY_QUERY = `*[_id == $tripId][0].departures[_key == $departureKey][0]{ places, closed, startDate }`

const isConflict = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 409

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function holdPlaces(
  client: SanityClient,
  request: HoldRequest,
  options: HoldOptions,
): Promise<HoldOutcome> {
  const holdId = holdIdForProposal(request.proposalId)
  const ledgerId = departurePlacesId(request.tripId, request.departureKey)
  const maxAttempts = options.maxAttempts ?? 200
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const retries = attempt
    const [capacity, existing, ledger] = await Promise.all([
      client.fetch<Capacity>(CAPACITY_QUERY, { tripId: request.tripId, departureKey: request.departureKey }),
      client.getDocument<HoldDocument>(holdId),
      client.getDocument<DeparturePlacesDocument>(ledgerId),
    ])
    if (existing && (existing.state === 'held' || existing.state === 'confirmed'))
      return { kind: 'already', hold: existing, ledgerId, retries }
    if (!capacity?.startDate) return { kind: 'not-bookable', status: 'no-departure', retries }
    if (!ledger) {
      await client.createIfNotExists(emptyLedger(ledgerId, request.tripId, request.departureKey, capacity.startDate))
      continue
    }
    const now = options.now()
    const { status, left } = departurePlaces(capacity, ledger.claims, now, 0)
    if (status === 'closed' || status === 'on-request') return { kind: 'not-bookable', status, retries }
    if ((left ?? 0) < request.places) return { kind: 'filled', left: left ?? 0, ledgerId, retries }
    // A hold that ended or was released keeps its id: this acceptance replaces it.
    const { mutations, document } = holdMutations({
      holdId,
      ledger,
      proposalId: request.proposalId,
      places: request.places,
      now,
      hours: options.hours,
      ...(request.travellerTimeZone ? { travellerTimeZone: request.travellerTimeZone } : {}),
    })
    const writes = existing ? [{ delete: { id: holdId } }, ...mutations] : mutations
    try {
      await client.mutate(writes as never, { visibility: 'sync' })
      return { kind: 'held', hold: document, ledgerId, retries }
    } catch (error) {
      if (!isConflict(error)) throw error
      await pause(Math.random() * Math.min(50, 5 * (attempt + 1)))
    }
  }
  throw new Error(`No hold written for ${holdId} after ${maxAttempts} attempts`)
}
