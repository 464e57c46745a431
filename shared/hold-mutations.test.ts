// The transactions that change a ledger (decision 066), pure: applied with @sanity/mutator, as the Content Lake and
// the local API apply them, each leaves the ledger and the hold as the Studio and the site expect, and each is
// guarded by the revisions its writer read.
import { Mutation, type Doc as MutatorDoc } from '@sanity/mutator'
import { describe, expect, it } from 'vitest'
import {
  confirmMutations,
  emptyLedger,
  expireMutations,
  extendMutations,
  firstHoldMutations,
  holdMutations,
  releaseMutations,
  renewedHoldMutations,
  type SanityMutation,
} from './hold-mutations'
import type { DeparturePlacesDocument, HoldDocument } from './holds'

const NOW = new Date('2026-12-01T09:00:00Z')
type Doc = Record<string, unknown> & { _id: string }

/** Applies a transaction to documents in memory, as the store would. */
function apply(docs: Map<string, Doc>, mutations: SanityMutation[]): Map<string, Doc> {
  const next = new Map(docs)
  for (const mutation of mutations) {
    const body = Object.values(mutation)[0] as { id?: string; _id?: string }
    const id = (body.id ?? body._id)!
    const result = new Mutation({ mutations: [mutation], resultRev: 'r2' }).apply(
      (next.get(id) ?? null) as MutatorDoc | null,
    ) as Doc | null
    if (result) next.set(id, result)
    else next.delete(id)
  }
  return next
}

const ledger = (): DeparturePlacesDocument => ({
  ...emptyLedger('places-trip-dep', 'trip', 'dep', '2027-03-01'),
  _rev: 'r1',
})
const base = { holdId: 'hold.p1', proposalId: 'drafts.proposal.p1', places: 2, now: NOW, hours: 72 }

describe('a hold', () => {
  it('creates the hold and adds its claim under the ledger’s revision', () => {
    const { mutations, document } = holdMutations({ ...base, ledger: ledger() })
    expect(mutations[1]).toMatchObject({ patch: { id: 'places-trip-dep', ifRevisionID: 'r1' } })
    expect(document).toMatchObject({ state: 'held', proposal: { _ref: 'proposal.p1', _weak: true } })
    const docs = apply(new Map([['places-trip-dep', ledger() as unknown as Doc]]), mutations)
    expect(docs.get('places-trip-dep')?.claims).toEqual([
      { _key: 'p1', _type: 'placesClaim', places: 2, until: '2026-12-04T09:00:00.000Z' },
    ])
    expect(docs.get('hold.p1')).toMatchObject({ expiresAt: '2026-12-04T09:00:00.000Z' })
  })

  it('is never written without the revision its writer read', () => {
    expect(() => holdMutations({ ...base, ledger: { ...ledger(), _rev: undefined } })).toThrow(/revision/)
  })

  it('creates a missing ledger with its first claim in it, with `create`, which a second creator cannot pass', () => {
    const { mutations } = firstHoldMutations({ ...base, ledger: emptyLedger('places-trip-dep', 'trip', 'dep') })
    expect(Object.keys(mutations[1]!)).toEqual(['create'])
    const docs = apply(new Map(), mutations)
    expect(docs.get('places-trip-dep')?.claims).toHaveLength(1)
  })

  it('accepted again replaces its old claim in the same patch, so one key is never claimed twice', () => {
    const old = { ...ledger(), claims: [{ _key: 'p1', places: 4, until: '2026-11-30T00:00:00.000Z' }] }
    const { mutations } = renewedHoldMutations({ ...base, ledger: old })
    expect(mutations.filter((mutation) => 'patch' in mutation)).toHaveLength(1)
    const docs = apply(new Map([['places-trip-dep', old as unknown as Doc]]), mutations)
    expect(docs.get('places-trip-dep')?.claims).toEqual([
      { _key: 'p1', _type: 'placesClaim', places: 2, until: '2026-12-04T09:00:00.000Z' },
    ])
  })
})

describe('the actions on a hold', () => {
  const held = () => {
    const { mutations } = holdMutations({ ...base, ledger: ledger() })
    const docs = apply(new Map([['places-trip-dep', ledger() as unknown as Doc]]), mutations)
    const hold = { ...(docs.get('hold.p1') as unknown as HoldDocument), _rev: 'h1' }
    return { docs, target: { hold, ledger: { _id: 'places-trip-dep', _rev: 'r2' } } }
  }

  it('guard both documents by the revisions read', () => {
    for (const mutations of [confirmMutations(held().target, NOW), releaseMutations(held().target, NOW)])
      expect(mutations.map((m) => (m.patch as { ifRevisionID: string }).ifRevisionID)).toEqual(['h1', 'r2'])
  })

  it('confirm keeps the claim for good, release and expire remove it, extend moves its end', () => {
    const { docs, target } = held()
    const claimsAfter = (mutations: SanityMutation[]) => apply(docs, mutations).get('places-trip-dep')?.claims
    expect(claimsAfter(confirmMutations(target, NOW))).toEqual([{ _key: 'p1', _type: 'placesClaim', places: 2 }])
    expect(claimsAfter(releaseMutations(target, NOW))).toEqual([])
    expect(claimsAfter(expireMutations(target))).toEqual([])
    const later = new Date('2026-12-05T09:00:00Z')
    expect(claimsAfter(extendMutations(target, later))).toEqual([
      { _key: 'p1', _type: 'placesClaim', places: 2, until: later.toISOString() },
    ])
    expect(apply(docs, expireMutations(target)).get('hold.p1')).toMatchObject({ state: 'expired' })
  })
})
