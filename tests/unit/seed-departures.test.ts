import { describe, expect, it } from 'vitest'
import { departurePlacesId, placesTaken } from '#shared/holds'
import { type Departure, upcomingDepartures } from '~/logic/departures'
import { documents } from '../../seed/source/catalogue'
import { documents as ledgerDocuments } from '../../seed/source/departure-places'
import {
  isHighSeason,
  SEED_PLACES,
  seasonalPrice,
  type seedDepartures,
  type seedLedgers,
  singleSupplement,
} from '../../seed/source/departures'

const ledgers = ledgerDocuments as ReturnType<typeof seedLedgers>
const ledgersOf = (tripId: string) => ledgers.filter((ledger) => ledger.trip._ref === tripId)
const now = new Date('2026-11-24T09:00:00Z')

describe('the seed’s departures', () => {
  it('prices high season (July to October, 15 December to 5 January) a quarter above the trip’s price, to $10', () => {
    for (const date of ['2027-07-01', '2027-10-31', '2026-12-15', '2027-01-05']) expect(isHighSeason(date)).toBe(true)
    for (const date of ['2027-06-30', '2027-11-01', '2026-12-14', '2027-01-06']) expect(isHighSeason(date)).toBe(false)
    expect(seasonalPrice(1500, '2027-08-07')).toBe(1880)
    expect(seasonalPrice(800, '2027-08-07')).toBe(1000)
    expect(seasonalPrice(1500, '2027-03-06')).toBe(1500)
    expect(singleSupplement(1500)).toBe(450)
  })

  it('priced itineraries get 2 departures a month for 18 months, dates unique, each with places', () => {
    const priced = documents.filter((doc) => typeof doc.price === 'number')
    expect(priced).toHaveLength(7)
    for (const trip of priced) {
      const departures = trip.departures as ReturnType<typeof seedDepartures>
      expect(departures).toHaveLength(36)
      expect(new Set(departures.map((departure) => departure.startDate)).size).toBe(36)
      expect(departures[0]!.startDate >= '2026-12-01' && departures.at(-1)!.startDate <= '2028-05-31').toBe(true)
      expect(departures.every((departure) => departure.places === SEED_PLACES && !('status' in departure))).toBe(true)
      // The lowest price of a departure still offered is the spec's single price: cards read as before.
      const statuses = upcomingDepartures(departures as unknown as Departure[], 7, '2026-11-24', {
        ledgers: ledgersOf(trip._id),
        now,
        fewPlacesLeft: 4,
      })
      const bookable = statuses.filter(
        (departure) =>
          ['available', 'few-left'].includes(departure.status) && typeof departure.pricePerPerson === 'number',
      )
      expect(Math.min(...bookable.map((departure) => departure.pricePerPerson!))).toBe(trip.price as number)
      for (const status of ['available', 'few-left', 'sold-out'])
        expect(statuses.map((d) => d.status)).toContain(status)
      // The last month's prices are not set yet.
      expect(departures.slice(-2).every((departure) => departure.pricePerPerson === undefined)).toBe(true)
    }
  })

  it('its ledgers hold bookings only, and show a sold-out, a few-left, an available and one closed departure', () => {
    expect(ledgers.every((ledger) => ledger._id === departurePlacesId(ledger.trip._ref, ledger.departureKey))).toBe(
      true,
    )
    const claims = ledgers.flatMap((ledger) => ledger.claims)
    expect(claims.every((claim) => /^seed-\d+$/.test(claim._key) && !('until' in claim))).toBe(true)
    const departures = documents.flatMap((doc) => (doc.departures as ReturnType<typeof seedDepartures>) ?? [])
    expect(departures.filter((departure) => departure.closed)).toHaveLength(1)
    const left = ledgers.map((ledger) => SEED_PLACES - placesTaken(ledger.claims, now))
    expect(left).toContain(0)
    expect(left.some((n) => n > 0 && n <= 4)).toBe(true)
    expect(left.some((n) => n > 4)).toBe(true)
  })
})
