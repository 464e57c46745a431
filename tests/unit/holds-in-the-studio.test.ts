import { describe, expect, it } from 'vitest'
import { departurePlacesId, type PlacesClaim } from '#shared/holds'
import { departureRows } from '../../studio/holds/departure-rows'
import { type HoldSituation, holdActionMutations, verdict } from '../../studio/holds/hold-rules'
import { departureName, holdStateText, nairobiMoment } from '../../studio/holds/hold-titles'
import { releaseHeldPlaces } from '../../studio/holds/release-held-places'
import {
  ATTEMPTS,
  HoldActionRefused,
  type HoldClient,
  HoldKeptChanging,
  runHoldAction,
} from '../../studio/holds/run-hold-action'
import { departureLabel } from '../../studio/proposals/departure-label'

/** What the Studio shows of holds and what its actions on a hold may write (decision 069), from their pure parts. */

const now = new Date('2026-11-29T10:00:00Z')
const holdId = 'hold.3f2a'
const ledgerId = departurePlacesId('item-gold', 'dep-19dec')
const later = '2026-12-02T11:00:00.000Z'
const earlier = '2026-11-29T09:00:00.000Z'

const held = (expiresAt = later, state: 'held' | 'confirmed' | 'released' | 'expired' = 'held') => ({
  _id: holdId,
  _rev: 'hold-rev-1',
  state,
  expiresAt,
  places: 2,
})
const ledgerWith = (claims: PlacesClaim[]) => ({ _id: ledgerId, _rev: 'ledger-rev-1', claims })
const ownClaim = (until: string | null = later): PlacesClaim => ({ _key: '3f2a', places: 2, until })

describe('the Studio’s titles', () => {
  it('name a departure by trip and date, and a hold’s end in Nairobi time', () => {
    expect(departureName('Gold Package', '2026-12-19')).toBe('Gold Package · 19 Dec 2026')
    // 11:00 UTC is 14:00 in Nairobi (UTC+3), whatever the editor's machine says.
    expect(nairobiMoment(later)).toBe('2 Dec, 14:00')
    expect(holdStateText(held(), now)).toBe('2 places · held until 2 Dec, 14:00')
    expect(holdStateText(held(later, 'confirmed'), now)).toBe('2 places · Booked')
    expect(holdStateText(held(earlier), now)).toBe('2 places · ended 29 Nov, 12:00, not yet tidied')
  })

  it('list the departures with a ledger by date, with what each has left, counting only holds not ended', () => {
    const trips = [
      {
        _id: 'item-gold',
        name: 'Gold Package',
        departures: [
          { _key: 'dep-19dec', startDate: '2026-12-19', places: 12 },
          { _key: 'dep-05dec', startDate: '2026-12-05', places: 4 },
          { _key: 'dep-never-held', startDate: '2026-12-12', places: 12 },
          { _key: 'dep-closed', startDate: '2027-01-09', places: 8, closed: true },
        ],
      },
    ]
    const ledgers = [
      {
        _id: ledgerId,
        tripId: 'item-gold',
        departureKey: 'dep-19dec',
        claims: [ownClaim(), { _key: 'b', places: 2, until: null }, { _key: 'c', places: 3, until: earlier }],
      },
      {
        _id: 'places-item-gold-dep-05dec',
        tripId: 'item-gold',
        departureKey: 'dep-05dec',
        claims: [{ _key: 'd', places: 4 }],
      },
      { _id: 'places-item-gold-dep-closed', tripId: 'item-gold', departureKey: 'dep-closed', claims: [] },
      { _id: 'places-item-gold-dep-gone', tripId: 'item-gold', departureKey: 'dep-gone', departureDate: '2027-03-01' },
    ]
    const rows = departureRows(trips, ledgers, now)
    expect(rows.map((row) => row.title)).toEqual([
      'Gold Package · 5 Dec 2026 — sold out (4 places)',
      'Gold Package · 19 Dec 2026 — 8 of 12 places left',
      'Gold Package · 9 Jan 2027 — closed',
      'Gold Package · 1 Mar 2027 — a departure no longer on its trip',
    ])
    expect(rows[1]).toMatchObject({ id: ledgerId, tripId: 'item-gold', departureKey: 'dep-19dec' })
  })
})

describe('the proposal’s departure picker', () => {
  it('says what each departure has left beside its date, or its typed status where it has no capacity', () => {
    const claims = [ownClaim(), { _key: 'c', places: 3, until: earlier }]
    const dated = { _key: 'dep-02', startDate: '2026-12-19', pricePerPerson: 9800 }
    expect(departureLabel({ ...dated, places: 12 }, claims, now)).toBe('2026-12-19 · 10 of 12 places left · USD 9800')
    expect(departureLabel({ ...dated, places: 2 }, claims, now)).toBe('2026-12-19 · sold out (2 places) · USD 9800')
    expect(departureLabel({ ...dated, status: 'on-request' }, claims, now)).toBe('2026-12-19 · on-request · USD 9800')
  })
})

describe('what each action on a hold may do', () => {
  const situation = (hold = held(), claims = [ownClaim()], places = 4): HoldSituation => ({
    hold,
    ledger: ledgerWith(claims),
    capacity: { places },
  })

  it('a hold that counts can be confirmed, extended and released', () => {
    for (const action of ['confirm', 'extend', 'release'] as const)
      expect(verdict(action, situation(), now)).toEqual({ allowed: true })
  })

  it('a booking can only be released; a released or tidied hold nothing, each with its reason', () => {
    const booked = situation(held(later, 'confirmed'), [ownClaim(null)])
    expect(verdict('confirm', booked, now)).toEqual({ allowed: false, reason: 'This hold is already booked.' })
    expect(verdict('extend', booked, now)).toMatchObject({ allowed: false, reason: /A booking does not end/ })
    expect(verdict('release', booked, now)).toEqual({ allowed: true })
    for (const state of ['released', 'expired'] as const)
      for (const action of ['confirm', 'extend', 'release'] as const)
        expect(verdict(action, situation(held(later, state), []), now).allowed).toBe(false)
    expect(verdict('confirm', situation(held(later, 'released'), []), now)).toMatchObject({ reason: /released/ })
  })

  it('a hold that has ended is confirmed or extended only while its places are still free', () => {
    const ended = held(earlier)
    const free = situation(ended, [ownClaim(earlier), { _key: 'b', places: 2, until: null }])
    expect(verdict('extend', free, now)).toEqual({ allowed: true })
    const taken = situation(ended, [ownClaim(earlier), { _key: 'b', places: 3, until: null }])
    expect(verdict('confirm', taken, now)).toEqual({
      allowed: false,
      reason: 'Its hold ended 29 Nov, 12:00 and only 1 of its 2 places are still free: they cannot be taken again.',
    })
    expect(verdict('release', taken, now)).toEqual({ allowed: true })
    const full = situation(ended, [ownClaim(earlier), { _key: 'b', places: 4, until: null }])
    expect(verdict('extend', full, now)).toMatchObject({ reason: /and none of its 2 places are still free/ })
  })

  it('extends from the hold’s current end, or from now once it has ended, and books with no end', () => {
    const extend = holdActionMutations('extend', situation(), now)
    expect(extend).toEqual([
      expect.objectContaining({ patch: expect.objectContaining({ id: holdId, ifRevisionID: 'hold-rev-1' }) }),
      expect.objectContaining({ patch: expect.objectContaining({ id: ledgerId, ifRevisionID: 'ledger-rev-1' }) }),
    ])
    expect(JSON.stringify(extend)).toContain('2026-12-03T11:00:00.000Z')
    const fromNow = holdActionMutations('extend', situation(held(earlier), [ownClaim(earlier)]), now)
    expect(JSON.stringify(fromNow)).toContain('2026-11-30T10:00:00.000Z')
    const confirm = JSON.stringify(holdActionMutations('confirm', situation(), now))
    expect(confirm).toContain('"state":"confirmed"')
    expect(confirm).toContain('claims[_key==\\"3f2a\\"].until')
  })
})

describe('an action that loses to another writer', () => {
  /** A Content Lake with the hold and its ledger, which refuses the first `conflicts` writes with a 409. */
  function lake(conflicts: number, claims: PlacesClaim[] = [ownClaim()]) {
    const writes: unknown[] = []
    let reads = 0
    let refusals = conflicts
    const client: HoldClient = {
      getDocument: async <T>(id: string) => {
        reads += 1
        const hold = { ...held(), trip: { _ref: 'item-gold' }, departureKey: 'dep-19dec' }
        return (id === holdId ? hold : { ...ledgerWith(claims), _rev: `ledger-rev-${reads}` }) as T
      },
      fetch: async <T>() => ({ places: 4 }) as T,
      mutate: async (mutations) => {
        if (refusals-- > 0) throw Object.assign(new Error('Conflict'), { statusCode: 409 })
        writes.push(mutations)
      },
    }
    return { client, writes, reads: () => reads }
  }

  it('reads again and writes under the newer revision', async () => {
    const { client, writes } = lake(2)
    await runHoldAction(client, holdId, 'confirm', () => now)
    expect(writes).toHaveLength(1)
    expect(JSON.stringify(writes[0])).toContain('"ifRevisionID":"ledger-rev-6"')
  })

  it('says plainly when every attempt lost, having written nothing', async () => {
    const { client, writes } = lake(ATTEMPTS)
    await expect(runHoldAction(client, holdId, 'release', () => now)).rejects.toBeInstanceOf(HoldKeptChanging)
    expect(writes).toEqual([])
  })

  it('gives a withdrawn proposal’s held places back, in one transaction under the ledger’s revision', async () => {
    const { client, writes } = lake(1)
    expect(await releaseHeldPlaces(client, 'proposal.3f2a', () => now)).toBe(true)
    expect(writes).toHaveLength(1)
    expect(JSON.stringify(writes[0])).toContain('"state":"released"')
    expect(JSON.stringify(writes[0])).toContain('claims[_key==\\"3f2a\\"]')
  })

  it('leaves a booking, or a proposal with no hold, as it is when the proposal is withdrawn', async () => {
    const { client, writes } = lake(0)
    const booked: HoldClient = {
      ...client,
      getDocument: async <T>(id: string) => ({ ...(await client.getDocument<object>(id)), state: 'confirmed' }) as T,
    }
    expect(await releaseHeldPlaces(booked, 'proposal.3f2a', () => now)).toBe(false)
    expect(await releaseHeldPlaces({ ...client, getDocument: async () => undefined }, 'proposal.9', () => now)).toBe(
      false,
    )
    expect(writes).toEqual([])
  })

  it('refuses, with the reason, an action the newer reading no longer allows', async () => {
    const { client, writes } = lake(0, [])
    await expect(runHoldAction(client, holdId, 'extend', () => now)).rejects.toThrow(HoldActionRefused)
    expect(writes).toEqual([])
  })
})
