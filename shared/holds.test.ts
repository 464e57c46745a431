// Counting places (decision 066), pure: what a traveller is told of a departure follows from its capacity, its
// ledger's claims and the clock alone.
import { describe, expect, it } from 'vitest'
import {
  claimCounts,
  claimKeyOf,
  departurePlaces,
  departurePlacesId,
  holdEnd,
  holdIdForProposal,
  nextClaimExpiry,
  type PlacesClaim,
  placesTaken,
} from './holds'

const NOW = new Date('2026-12-01T09:00:00Z')
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString()

describe('ids', () => {
  it('gives a proposal one hold, whose claim key and ledger id follow from the ids', () => {
    expect(holdIdForProposal('proposal.abc')).toBe('hold.abc')
    expect(holdIdForProposal('drafts.proposal.abc')).toBe('hold.abc')
    expect(claimKeyOf('hold.abc')).toBe('abc')
    expect(departurePlacesId('trip.x/1', 'k 2')).toBe('places-trip-x-1-k-2')
  })
})

describe('claims', () => {
  it('counts a booking always, and a hold until the instant it ends', () => {
    expect(claimCounts({ _key: 'b', places: 2 }, NOW)).toBe(true)
    expect(claimCounts({ _key: 'h', places: 2, until: at(1) }, NOW)).toBe(true)
    expect(claimCounts({ _key: 'h', places: 2, until: at(0) }, NOW)).toBe(false)
    expect(claimCounts({ _key: 'h', places: 2, until: 'not a date' }, NOW)).toBe(false)
  })

  it('adds up what counts, ignoring claims of no places', () => {
    const claims: PlacesClaim[] = [
      { _key: 'a', places: 2 },
      { _key: 'b', places: 3, until: at(-1) },
      { _key: 'c', places: 1, until: at(60_000) },
      { _key: 'd', places: -4 },
    ]
    expect(placesTaken(claims, NOW)).toBe(3)
    expect(placesTaken(undefined, NOW)).toBe(0)
  })
})

describe('a departure’s status', () => {
  const claims = (taken: number): PlacesClaim[] => [{ _key: 'a', places: taken }]
  it('is computed from capacity and claims, never below 0 left', () => {
    expect(departurePlaces({ places: 10 }, claims(2), NOW, 4)).toEqual({ status: 'available', left: 8 })
    expect(departurePlaces({ places: 10 }, claims(6), NOW, 4)).toEqual({ status: 'few-left', left: 4 })
    expect(departurePlaces({ places: 10 }, claims(10), NOW, 4)).toEqual({ status: 'sold-out', left: 0 })
    expect(departurePlaces({ places: 4 }, claims(6), NOW, 4)).toEqual({ status: 'sold-out', left: 0 })
  })

  it('is closed when an editor closed it, and on request when no capacity is set', () => {
    expect(departurePlaces({ places: 10, closed: true }, [], NOW, 4)).toEqual({ status: 'closed', left: null })
    expect(departurePlaces({}, [], NOW, 4)).toEqual({ status: 'on-request', left: null })
    expect(departurePlaces({ places: 0 }, [], NOW, 4)).toEqual({ status: 'on-request', left: null })
  })

  it('frees an ended hold’s places without anything being written', () => {
    const held: PlacesClaim[] = [{ _key: 'h', places: 4, until: at(1000) }]
    expect(departurePlaces({ places: 4 }, held, NOW, 4).status).toBe('sold-out')
    expect(departurePlaces({ places: 4 }, held, new Date(NOW.getTime() + 1000), 4)).toEqual({
      status: 'few-left',
      left: 4,
    })
  })
})

describe('the next expiry', () => {
  it('is the earliest end of a hold still counting, or none', () => {
    const claims: PlacesClaim[] = [
      { _key: 'a', places: 1, until: at(-5) },
      { _key: 'b', places: 1, until: at(9000) },
      { _key: 'c', places: 1, until: at(3000) },
      { _key: 'd', places: 1 },
    ]
    expect(nextClaimExpiry(claims, NOW)?.toISOString()).toBe(at(3000))
    expect(nextClaimExpiry([{ _key: 'd', places: 1 }], NOW)).toBeNull()
    expect(holdEnd(NOW, 72).toISOString()).toBe(at(72 * 3600_000))
  })
})
