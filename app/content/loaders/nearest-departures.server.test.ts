// What a page whose travel dates hold no departure offers instead, over the seed's departures: two a month from
// December 2026 to May 2028, on the first and third Friday (Rwanda, Silver 2), Saturday (Dubai, Gold, Silver 3)
// or Sunday (Zanzibar, Silver); each trip's first August departure sold out (its ledger full); those of May 2028
// without a price yet.
import { describe, expect, it } from 'vitest'
import { DEPARTURE_DATES_QUERY } from '~/content/queries'
import type { Category } from '~/logic/categories'
import { offeredFacets, parseTripFilters, tripFilterQueryParams } from '~/logic/trip-filters'
import { SEED_TODAY, testOnSeedDay } from '../../../tests/support/loader-test'
import { contentFor, seedContent } from '../../../tests/support/seed-content'
import { nearestDeparturesFor } from './nearest-departures.server'
import { offeredDepartures } from './offered-departures.server'

testOnSeedDay()

/** The nearest departures for a listing's URL query (search's when `category` is null), as of `today`. */
async function nearest(
  search: string,
  category: Category | null = 'Itineraries',
  today = SEED_TODAY,
  keep?: (ids: string[]) => Set<string>,
) {
  const { filter } = parseTripFilters(new URLSearchParams(search), offeredFacets(category), today)
  const content = await contentFor(new Request('https://savanna.example/itineraries'))
  const { params } = await offeredDepartures(content, new Date(`${today}T09:00:00Z`))
  return nearestDeparturesFor(content, category, tripFilterQueryParams(filter, today, params.soldOut), keep)
}

describe('the nearest departures to travel dates', () => {
  it('are not looked for when no travel dates were asked for', async () => {
    expect(await nearest('country=kenya')).toBeNull()
    expect(seedContent.reads.map((read) => read.query)).not.toContain(DEPARTURE_DATES_QUERY)
  })

  it('offer the first departure after dates that come before every one', async () => {
    expect(await nearest('travel-from=2026-12-01&travel-to=2026-12-03')).toEqual({ before: null, after: '2026-12-04' })
  })

  it('offer the last departure before the dates and the first after them', async () => {
    // 8–18 March 2027 falls between the first Sunday (the 7th) and the third Friday (the 19th).
    expect(await nearest('travel-from=2027-03-08&travel-to=2027-03-18')).toEqual({
      before: '2027-03-07',
      after: '2027-03-19',
    })
  })

  it('never offer a sold-out departure', async () => {
    // The first August departures (Sunday 1, Friday 6, Saturday 7) are sold out: the next is Sunday 15 August.
    expect(await nearest('travel-from=2027-07-20&travel-to=2027-07-31')).toEqual({
      before: '2027-07-18',
      after: '2027-08-15',
    })
  })

  it('offer a departure without a price yet, and nothing after the last one', async () => {
    expect(await nearest('travel-month=2029-01')).toEqual({ before: '2028-05-21', after: null })
  })

  it('never offer a departure already past', async () => {
    // On 10 December 2026 the departures of the 4th to the 6th have gone: nothing is left before the 11th.
    expect(await nearest('travel-from=2026-12-11&travel-to=2026-12-17', 'Itineraries', '2026-12-10')).toEqual({
      before: null,
      after: '2026-12-18',
    })
  })

  it('look only among the trips that match the other filters', async () => {
    // Tanzania is Zanzibar alone: its Sundays.
    expect(await nearest('country=tanzania&travel-from=2026-12-01&travel-to=2026-12-03')).toEqual({
      before: null,
      after: '2026-12-06',
    })
    // Nothing is as short as two days: nothing to offer.
    expect(await nearest('duration-max=2&travel-from=2026-12-01&travel-to=2026-12-03')).toEqual({
      before: null,
      after: null,
    })
  })

  it('look only in the listing’s category, or everywhere for search', async () => {
    const { filter } = parseTripFilters(
      new URLSearchParams('travel-from=2026-12-01&travel-to=2026-12-03'),
      offeredFacets(null),
      SEED_TODAY,
    )
    const content = await contentFor(new Request('https://savanna.example/golf-courses'))
    // Golf courses have no departures.
    expect(await nearestDeparturesFor(content, 'Golf Courses', tripFilterQueryParams(filter, SEED_TODAY))).toEqual({
      before: null,
      after: null,
    })
    expect(await nearest('travel-from=2026-12-01&travel-to=2026-12-03', null)).toEqual({
      before: null,
      after: '2026-12-04',
    })
    expect(
      seedContent.reads.filter((read) => read.query === DEPARTURE_DATES_QUERY).map((read) => read.params.category),
    ).toEqual(['Golf Courses', null])
  })

  it('look only among the trips `keep` leaves (what search’s term finds)', async () => {
    const onlyGold = (ids: string[]) => new Set(ids.filter((id) => id === 'item-gold'))
    expect(await nearest('travel-from=2026-12-01&travel-to=2026-12-03', null, SEED_TODAY, onlyGold)).toEqual({
      before: null,
      after: '2026-12-05',
    })
    expect(await nearest('travel-from=2026-12-01&travel-to=2026-12-03', null, SEED_TODAY, () => new Set())).toEqual({
      before: null,
      after: null,
    })
  })
})
