import { describe, expect, it } from 'vitest'
import { documents } from '../../seed/source/catalogue'
import { isHighSeason, seasonalPrice, type seedDepartures, singleSupplement } from '../../seed/source/departures'

describe('the seed’s departures', () => {
  it('prices high season (July to October, 15 December to 5 January) a quarter above the trip’s price, to $10', () => {
    for (const date of ['2027-07-01', '2027-10-31', '2026-12-15', '2027-01-05']) expect(isHighSeason(date)).toBe(true)
    for (const date of ['2027-06-30', '2027-11-01', '2026-12-14', '2027-01-06']) expect(isHighSeason(date)).toBe(false)
    expect(seasonalPrice(1500, '2027-08-07')).toBe(1880)
    expect(seasonalPrice(800, '2027-08-07')).toBe(1000)
    expect(seasonalPrice(1500, '2027-03-06')).toBe(1500)
    expect(singleSupplement(1500)).toBe(450)
  })

  it('priced itineraries get 2 departures a month for 18 months, dates unique; sold-out, few-left, on request', () => {
    const priced = documents.filter((doc) => typeof doc.price === 'number')
    expect(priced).toHaveLength(7)
    for (const trip of priced) {
      const departures = trip.departures as ReturnType<typeof seedDepartures>
      expect(departures).toHaveLength(36)
      expect(new Set(departures.map((departure) => departure.startDate)).size).toBe(36)
      expect(departures[0]!.startDate >= '2026-12-01' && departures.at(-1)!.startDate <= '2028-05-31').toBe(true)
      const statuses = new Set(departures.map((departure) => departure.status))
      for (const status of ['available', 'few-left', 'sold-out', 'on-request']) expect(statuses).toContain(status)
      // The lowest bookable price is the spec's single price: cards read as before.
      const bookable = departures.filter(
        (departure) =>
          ['available', 'few-left'].includes(departure.status) && typeof departure.pricePerPerson === 'number',
      )
      expect(Math.min(...bookable.map((departure) => departure.pricePerPerson!))).toBe(trip.price as number)
      // The last month's prices are not set yet.
      expect(
        departures
          .slice(-2)
          .every((departure) => departure.status === 'on-request' && departure.pricePerPerson === undefined),
      ).toBe(true)
    }
  })
})
