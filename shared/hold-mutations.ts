import {
  claimKeyOf,
  DEPARTURE_PLACES_TYPE,
  type DeparturePlacesDocument,
  HOLD_TYPE,
  type HoldDocument,
  holdEnd,
  type PlacesClaim,
} from './holds'

/**
 * The transactions that change what a departure has taken (decision 066), as Sanity mutations: the server's accept,
 * the Studio's actions on a hold and the tidying job all commit these, each with `client.mutate(mutations)`. Every
 * one patches the ledger with `ifRevisionID` set to the revision its writer read: Sanity refuses the whole
 * transaction with a 409 when another write came first, and the writer reads again and decides again.
 */

export type SanityMutation = Record<string, unknown>

const weak = (ref: string) => ({ _type: 'reference' as const, _ref: ref, _weak: true as const })

/** The ledger a departure starts with: created once with `createIfNotExists`, so a race to create it is harmless. */
export function emptyLedger(
  id: string,
  tripId: string,
  departureKey: string,
  departureDate?: string,
): DeparturePlacesDocument {
  return {
    _id: id,
    _type: DEPARTURE_PLACES_TYPE,
    trip: weak(tripId),
    departureKey,
    ...(departureDate ? { departureDate } : {}),
    claims: [],
  }
}

type NewHold = {
  holdId: string
  ledger: Pick<DeparturePlacesDocument, '_id' | '_rev' | 'trip' | 'departureKey' | 'departureDate'>
  proposalId?: string
  places: number
  now: Date
  hours: number
  travellerTimeZone?: string
}

/** A new hold: the private document and its claim in the ledger, guarded by the ledger's revision. */
export function holdMutations(hold: NewHold): { mutations: SanityMutation[]; document: HoldDocument } {
  const { ledger } = hold
  if (!ledger._rev) throw new Error('A hold is written against the ledger revision its writer read.')
  const expiresAt = holdEnd(hold.now, hold.hours).toISOString()
  const document: HoldDocument = {
    _id: hold.holdId,
    _type: HOLD_TYPE,
    state: 'held',
    trip: weak(ledger.trip._ref),
    departureKey: ledger.departureKey,
    ...(ledger.departureDate ? { departureDate: ledger.departureDate } : {}),
    ...(hold.proposalId ? { proposal: weak(hold.proposalId.replace(/^drafts\./, '')) } : {}),
    places: hold.places,
    heldAt: hold.now.toISOString(),
    expiresAt,
    ...(hold.travellerTimeZone ? { travellerTimeZone: hold.travellerTimeZone } : {}),
  }
  const claim: PlacesClaim = { _key: claimKeyOf(hold.holdId), places: hold.places, until: expiresAt }
  return {
    document,
    mutations: [
      { create: document },
      {
        patch: {
          id: ledger._id,
          ifRevisionID: ledger._rev,
          setIfMissing: { claims: [] },
          insert: { after: 'claims[-1]', items: [claim] },
        },
      },
    ],
  }
}

type Guarded = { hold: Pick<HoldDocument, '_id' | '_rev'>; ledger: Pick<DeparturePlacesDocument, '_id' | '_rev'> }

function guardedPair(
  { hold, ledger }: Guarded,
  holdPatch: Record<string, unknown>,
  ledgerPatch: Record<string, unknown>,
): SanityMutation[] {
  if (!hold._rev || !ledger._rev) throw new Error('A hold is changed against the revisions its writer read.')
  return [
    { patch: { id: hold._id, ifRevisionID: hold._rev, ...holdPatch } },
    { patch: { id: ledger._id, ifRevisionID: ledger._rev, ...ledgerPatch } },
  ]
}

const claimPath = (holdId: string) => `claims[_key=="${claimKeyOf(holdId)}"]`

/** "Confirm booking": the deposit has arrived; the claim no longer ends. */
export function confirmMutations(target: Guarded, now: Date): SanityMutation[] {
  return guardedPair(
    target,
    { set: { state: 'confirmed', confirmedAt: now.toISOString() } },
    { unset: [`${claimPath(target.hold._id)}.until`] },
  )
}

/** "Release": the places go back at once. */
export function releaseMutations(target: Guarded, now: Date): SanityMutation[] {
  return guardedPair(
    target,
    { set: { state: 'released', releasedAt: now.toISOString() } },
    { unset: [claimPath(target.hold._id)] },
  )
}

/** "Extend 24 hours" (or any length): the hold and its claim end later, and the reminder may go again. */
export function extendMutations(target: Guarded, expiresAt: Date): SanityMutation[] {
  const until = expiresAt.toISOString()
  return guardedPair(
    target,
    { set: { state: 'held', expiresAt: until }, unset: ['reminderSentAt'] },
    { set: { [`${claimPath(target.hold._id)}.until`]: until } },
  )
}

/** The tidying job: a hold past its end is marked expired, and its claim (which already stopped counting) goes. */
export function expireMutations(target: Guarded): SanityMutation[] {
  return guardedPair(target, { set: { state: 'expired' } }, { unset: [claimPath(target.hold._id)] })
}
