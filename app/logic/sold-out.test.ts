import { describe, expect, it } from 'vitest'
import { departureName, soldOutDepartures, type TakenPlaces } from './sold-out'

const trip = (id: string) => ({ _ref: id })
const ledgers: TakenPlaces[] = [
  // Full with bookings alone: sold out whatever the time.
  { trip: trip('item-b'), departureKey: 'd1', capacity: { places: 4 }, claims: [{ places: 4 }] },
  // Full until a hold ends at 10:00.
  {
    trip: trip('item-a'),
    departureKey: 'd2',
    capacity: { places: 4 },
    claims: [{ places: 2 }, { places: 2, until: '2027-01-01T10:00:00.000Z' }],
  },
  // Two left; a hold of its own ends first, at 09:30, but cannot make it sold out.
  {
    trip: trip('item-a'),
    departureKey: 'd3',
    capacity: { places: 6 },
    claims: [{ places: 2, until: '2027-01-01T09:30:00.000Z' }, { places: 2 }],
  },
  // Closed, or without places: never "sold out", whatever it has taken.
  { trip: trip('item-c'), departureKey: 'd4', capacity: { places: 2, closed: true }, claims: [{ places: 2 }] },
  { trip: trip('item-c'), departureKey: 'd5', capacity: { places: null }, claims: [{ places: 2 }] },
  // A ledger whose departure is gone.
  { trip: trip('item-c'), departureKey: 'd6', capacity: null, claims: [{ places: 9 }] },
]

describe('the departures sold out at a moment, for the cards and the travel dates', () => {
  it('names each sold-out departure as GROQ writes it, sorted, and says when the first of them frees places', () => {
    const at9 = soldOutDepartures(ledgers, new Date('2027-01-01T09:00:00Z'))
    expect(at9.soldOut).toEqual([departureName('item-a', 'd2'), departureName('item-b', 'd1')])
    expect(at9.soldOut).toEqual(['item-a/d2', 'item-b/d1'])
    expect(at9.freesAt).toEqual(new Date('2027-01-01T10:00:00.000Z'))
  })

  it('counts a hold no more once it has ended: the departure is offered again, and nothing waits for a change', () => {
    expect(soldOutDepartures(ledgers, new Date('2027-01-01T10:00:00Z'))).toEqual({
      soldOut: ['item-b/d1'],
      freesAt: null,
    })
  })
})
