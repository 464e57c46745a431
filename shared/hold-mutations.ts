import {
  claimKeyOf,
  DEPARTURE_PLACES_TYPE,
  type DeparturePlacesDocument,
  HOLD_TYPE,
  type HoldDocument,
  holdEnd,
  PLACES_CLAIM_TYPE,
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

/** A hold's claim in its ledger, by the claim's key. */
const claimPath = (holdId: string) => `claims[_key=="${claimKeyOf(holdId)}"]`

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
  return heldPlaces(hold, { replaceHold: false, createLedger: false })
}

/**
 * A proposal accepted again after its hold ended or was released: the hold keeps its id (one per proposal) and is
 * written afresh, and its old claim, if the ledger still has one, leaves in the same ledger patch that adds the new
 * one (unset runs before insert), so the ledger never holds two claims with one key. The ledger's revision guards
 * both, as for a first hold.
 */
export function renewedHoldMutations(hold: NewHold): { mutations: SanityMutation[]; document: HoldDocument } {
  return heldPlaces(hold, { replaceHold: true, createLedger: false })
}

/**
 * The first hold of a departure that has no ledger yet: the ledger is created with its claim in it. `create` fails
 * (409) when another writer created the ledger first, so this is guarded as a revision is, one round trip sooner
 * than creating an empty ledger and reading it again. `replaceHold` when the proposal's earlier hold still exists.
 */
export function firstHoldMutations(
  hold: Omit<NewHold, 'ledger'> & { ledger: DeparturePlacesDocument },
  replaceHold = false,
): { mutations: SanityMutation[]; document: HoldDocument } {
  return heldPlaces(hold, { replaceHold, createLedger: true })
}

function heldPlaces(
  hold: Omit<NewHold, 'ledger'> & { ledger: NewHold['ledger'] & Partial<DeparturePlacesDocument> },
  { replaceHold, createLedger }: { replaceHold: boolean; createLedger: boolean },
): { mutations: SanityMutation[]; document: HoldDocument } {
  const { ledger } = hold
  if (!createLedger && !ledger._rev) throw new Error('A hold is written against the ledger revision its writer read.')
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
  const claim: PlacesClaim = {
    _key: claimKeyOf(hold.holdId),
    _type: PLACES_CLAIM_TYPE,
    places: hold.places,
    until: expiresAt,
  }
  const ledgerWrite = createLedger
    ? {
        create: {
          ...emptyLedger(ledger._id, ledger.trip._ref, ledger.departureKey, ledger.departureDate),
          claims: [claim],
        },
      }
    : {
        patch: {
          id: ledger._id,
          ifRevisionID: ledger._rev,
          setIfMissing: { claims: [] },
          ...(replaceHold ? { unset: [claimPath(hold.holdId)] } : {}),
          insert: { after: 'claims[-1]', items: [claim] },
        },
      }
  return { document, mutations: [replaceHold ? { createOrReplace: document } : { create: document }, ledgerWrite] }
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
