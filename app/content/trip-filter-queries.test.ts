// The trip filters' GROQ, run as the site runs it (groq-js, as in the local Content API) over the published seed:
// each URL goes through the same parser the loaders use, and the names that come back are the seed's, read by hand.
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { type Category, isCategory } from '~/logic/categories'
import { type Departure, fromPrice, upcomingDepartures } from '~/logic/departures'
import { soldOutDepartures, type TakenPlaces } from '~/logic/sold-out'
import { nearestDepartures } from '~/logic/travel-window'
import { offeredFacets, parseTripFilters, tripFilterQueryParams } from '~/logic/trip-filters'
import { seedDataset, seedDocuments, seedPlacesCount } from '../../tests/support/seed-data'
import {
  CARDS_BY_ID_QUERY,
  CATALOGUE_IDS_QUERY,
  CATEGORY_LISTING_QUERY,
  DEPARTURE_DATES_QUERY,
  TAKEN_PLACES_QUERY,
} from './queries'

/** A fixed day before the seed's first departure (December 2026), so the table does not move with the calendar. */
const TODAY = '2026-11-24'

const NOW = new Date(`${TODAY}T09:00:00Z`)

async function run(query: string, params: Record<string, unknown>, dataset: unknown[] = seedDataset) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get()
}

/** The seed's sold-out departures as the site counts them (`$soldOut`, decision 068). */
async function seedSoldOut() {
  return soldOutDepartures((await run(TAKEN_PLACES_QUERY, {})) as TakenPlaces[], NOW).soldOut
}

/** A listing's cards in the order shown (all of them: one page as large as the catalogue). */
async function listing(category: Category, search: string, page = { start: 0, end: 100 }) {
  const { filter, ignored } = parseTripFilters(new URLSearchParams(search), offeredFacets(category), TODAY)
  expect(ignored).toEqual([])
  const params = tripFilterQueryParams(filter, TODAY, await seedSoldOut())
  return (await run(CATEGORY_LISTING_QUERY, { category, ...page, ...params })) as {
    total: number
    items: Array<{ name: string }>
  }
}

async function searchable(search: string) {
  const { filter } = parseTripFilters(new URLSearchParams(search), offeredFacets(null), TODAY)
  const ids = (await run(CATALOGUE_IDS_QUERY, tripFilterQueryParams(filter, TODAY, await seedSoldOut()))) as string[]
  return ids.map((id) => seedDocuments.find((doc) => doc._id === id)!) as unknown as Array<{
    name: string
    category: string
  }>
}

const itemsOf = (category: string) =>
  seedDocuments
    .filter((doc) => doc._type === 'catalogueItem' && doc.category === category)
    .sort((a, b) => a.order - b.order)

const ITINERARIES_IN_EDITORS_ORDER = ['Dubai', 'Zanzibar', 'Rwanda', 'Gold', 'Silver', 'Silver 2', 'Silver 3']

// [listing, URL query, the names shown, in order]
const TABLE: Array<[Category, string, string[]]> = [
  ['Itineraries', '', ITINERARIES_IN_EDITORS_ORDER],
  ['Itineraries', 'country=tanzania', ['Zanzibar']],
  // Countries: any of them.
  ['Itineraries', 'country=uae&country=tanzania', ['Dubai', 'Zanzibar']],
  ['Itineraries', 'country=uganda', []],
  ['Itineraries', 'activity=beach', ['Zanzibar', 'Silver', 'Silver 2']],
  // Activities: all of them.
  ['Itineraries', 'activity=beach&activity=culture', ['Zanzibar', 'Silver']],
  // Lengths are the packages' (Zanzibar 5 days, Rwanda 6, Dubai, Gold and Silver 11), else the item's own (7).
  ['Itineraries', 'duration-max=6', ['Zanzibar', 'Rwanda']],
  ['Itineraries', 'duration-min=7&duration-max=7', ['Silver 2', 'Silver 3']],
  ['Itineraries', 'duration-min=8', ['Dubai', 'Gold', 'Silver']],
  ['Itineraries', 'duration-min=12', []],
  ['Itineraries', 'price-max=1500', ['Zanzibar', 'Rwanda', 'Gold', 'Silver']],
  ['Itineraries', 'price-min=1500&price-max=1600', ['Zanzibar', 'Gold', 'Silver 2', 'Silver 3']],
  // Cheapest first; equal prices keep the editor's order (Zanzibar 2nd, Gold 4th).
  ['Itineraries', 'sort=price', ['Silver', 'Rwanda', 'Zanzibar', 'Gold', 'Silver 2', 'Silver 3', 'Dubai']],
  ['Itineraries', 'sort=duration', ['Zanzibar', 'Rwanda', 'Silver 2', 'Silver 3', 'Dubai', 'Gold', 'Silver']],
  [
    'Itineraries',
    'country=kenya&activity=wellness&price-max=1500&sort=price',
    ['Silver', 'Rwanda', 'Zanzibar', 'Gold'],
  ],
  ['Itineraries', 'activity=safari&duration-max=10&sort=duration', ['Rwanda', 'Silver 2', 'Silver 3']],
  [
    'Hotels',
    'activity=golf',
    ['The Residences At Karen', 'Nairobi Serena Hotel', 'Almanara Luxury Boutique Hotel and Villas'],
  ],
  ['Hotels', 'activity=golf&activity=wellness', ['Nairobi Serena Hotel']],
  ['Circuits', 'country=rwanda', ['Rwanda']],
  ['Circuits', 'activity=culture', ['Nairobi City', 'Coastal', 'Rwanda']],
  ['Excursions', 'activity=culture', ['National Museum Of Kenya']],
  ['Golf Courses', 'activity=beach', ['Diamonds Leisure Beach and Golf Resort']],
  ['Golf Courses', 'country=kenya&country=uae', itemsOf('Golf Courses').map((item) => item.name)],
]

describe('the trip filters in GROQ, over the seed', () => {
  it('has a table large enough to mean something', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(15)
    expect(TABLE.every(([category]) => isCategory(category))).toBe(true)
  })

  for (const [category, search, names] of TABLE) {
    it(`${category} ?${search} → ${names.join(', ') || 'nothing'}`, async () => {
      const result = await listing(category, search)
      expect(result.items.map((item) => item.name)).toEqual(names)
      expect(result.total).toBe(names.length)
    })
  }

  it('counts every match but sends one page of them, in the chosen order', async () => {
    const result = await listing('Itineraries', 'sort=price', { start: 2, end: 4 })
    expect(result.total).toBe(7)
    expect(result.items.map((item) => item.name)).toEqual(['Zanzibar', 'Gold'])
  })

  it('keeps items priced on request findable under a price range, and lists them after the priced ones', async () => {
    const onRequest = seedDocuments.filter((doc) => doc._type === 'catalogueItem' && doc.price === undefined)
    expect(onRequest.length).toBeGreaterThan(0)
    const result = await searchable('price-max=1000&sort=price')
    const names = result.map((item) => item.name)
    expect(names[0]).toBe('Silver')
    expect(names.slice(1).sort()).toEqual(onRequest.map((doc) => doc.name).sort())
  })

  it('leaves out what has no length once a duration is asked for: on search, only the itineraries', async () => {
    const result = await searchable('duration-min=1')
    expect(result.map((item) => item.name).sort()).toEqual([...ITINERARIES_IN_EDITORS_ORDER].sort())
  })

  it('searches every category in the editor’s order by default, and sorts priced matches first by price', async () => {
    const all = await searchable('')
    expect(all).toHaveLength(seedDocuments.filter((doc) => doc._type === 'catalogueItem').length)
    expect(all.slice(0, 5).map((item) => item.name)).toEqual(itemsOf('Circuits').map((item) => item.name))
    const beach = await searchable('activity=beach&sort=price')
    expect(beach.map((item) => item.name)).toEqual([
      'Silver',
      'Zanzibar',
      'Silver 2',
      'Coastal',
      'Diamonds Leisure Beach and Golf Resort',
      'Almanara Luxury Boutique Hotel and Villas',
    ])
  })
})

// The travel dates (issue 26) over the seed's departures: two a month from December 2026, on the first and third
// Saturday (Dubai, Gold, Silver 3), Sunday (Zanzibar, Silver) or Friday (Rwanda, Silver 2) by trip; each trip's
// first August departure sold out; May 2028 on request. [URL query, the itineraries shown, in the editor's order]
const SATURDAYS = ['Dubai', 'Gold', 'Silver 3']
const SUNDAYS = ['Zanzibar', 'Silver']
const WINDOW_TABLE: Array<[string, string[]]> = [
  ['travel-month=2027-03', ITINERARIES_IN_EDITORS_ORDER],
  // 7 March 2027 is the first Sunday.
  ['travel-from=2027-03-07&travel-to=2027-03-07', SUNDAYS],
  // Rwanda's first Friday in March (the 5th) is closed: no longer sold.
  ['travel-from=2027-03-05&travel-to=2027-03-06', ['Dubai', 'Gold', 'Silver 2', 'Silver 3']],
  // Sold out is not a date a traveller can go: the first days of August 2027 hold only sold-out departures.
  ['travel-from=2027-08-01&travel-to=2027-08-10', []],
  // A departure without a price yet counts (May 2028).
  ['travel-month=2028-05', ITINERARIES_IN_EDITORS_ORDER],
  ['travel-month=2028-06', []],
  // With other filters: any of their countries, and a departure in the window.
  ['country=tanzania&travel-from=2027-03-07&travel-to=2027-03-07', ['Zanzibar']],
  ['activity=beach&travel-from=2027-03-05&travel-to=2027-03-05', ['Silver 2']],
  ['travel-from=2027-03-06&travel-to=2027-03-06', SATURDAYS],
  // Open-ended: from a day on, or up to one (from today, 24 November 2026).
  ['travel-from=2028-05-06', ['Dubai', 'Zanzibar', 'Rwanda', 'Gold', 'Silver', 'Silver 2', 'Silver 3']],
  ['travel-to=2026-12-05', ['Dubai', 'Rwanda', 'Gold', 'Silver 2', 'Silver 3']],
  ['travel-to=2026-12-04', ['Rwanda', 'Silver 2']],
]

describe('the travel dates in GROQ, over the seed', () => {
  for (const [search, names] of WINDOW_TABLE) {
    it(`Itineraries ?${search} → ${names.join(', ') || 'nothing'}`, async () => {
      const result = await listing('Itineraries', search)
      expect(result.items.map((item) => item.name)).toEqual(names)
      expect(result.total).toBe(names.length)
    })
  }

  it('keeps only trips with departures on search, whatever their category', async () => {
    expect((await searchable('travel-month=2027-03')).map((item) => item.name)).toEqual(ITINERARIES_IN_EDITORS_ORDER)
  })

  it('offers the departures nearest an empty window among the trips that match everything else', async () => {
    const { filter } = parseTripFilters(
      new URLSearchParams('travel-from=2027-08-01&travel-to=2027-08-10'),
      offeredFacets('Itineraries'),
      TODAY,
    )
    const params = tripFilterQueryParams(filter, TODAY, await seedSoldOut())
    const trips = (await run(DEPARTURE_DATES_QUERY, { ...params, category: 'Itineraries' })) as Array<{
      starts: string[]
    }>
    expect(trips).toHaveLength(7)
    // The last July departure is the third Sunday (18 July 2027); the first bookable August one the third Sunday too
    // (15 August).
    expect(
      nearestDepartures(
        trips.flatMap((trip) => trip.starts),
        { from: params.travelFrom!, to: params.travelTo! },
        TODAY,
      ),
    ).toEqual({ before: '2027-07-18', after: '2027-08-15' })
  })
})

describe('the "from" price in GROQ and on the trip’s own pages', () => {
  const item = (departures: unknown[]) => ({
    _id: 'trip',
    _type: 'catalogueItem',
    category: 'Itineraries',
    name: 'Trip',
    price: 2000,
    departures,
  })
  const HOLD_ENDS = '2027-01-03T12:00:00.000Z'
  const departures = [
    { _key: 'a', startDate: '2027-01-02', pricePerPerson: 1000, places: 10 },
    // Full: two places booked, two held until HOLD_ENDS.
    { _key: 'b', startDate: '2027-01-09', pricePerPerson: 900, places: 4 },
    { _key: 'c', startDate: '2027-01-16', pricePerPerson: 1800, places: 10 },
    { _key: 'd', startDate: '2027-01-23', places: 10 },
    // No places set: on request.
    { _key: 'e', startDate: '2027-01-30', pricePerPerson: 1700 },
    { _key: 'f', startDate: '2027-02-06', pricePerPerson: 800, places: 10, closed: true },
  ]
  const ledger = {
    _id: 'places-trip-b',
    _type: 'departurePlaces',
    trip: { _type: 'reference', _ref: 'trip', _weak: true },
    departureKey: 'b',
    claims: [
      { _key: 'seed-1', places: 2 },
      { _key: 'h', places: 2, until: HOLD_ENDS },
    ],
  }
  const dataset = [item(departures), ledger]
  const cardPrice = async (today: string, now: Date) => {
    const taken = (await run(TAKEN_PLACES_QUERY, {}, dataset)) as TakenPlaces[]
    const params = { ids: ['trip'], today, soldOut: soldOutDepartures(taken, now).soldOut }
    const [card] = (await run(CARDS_BY_ID_QUERY, params, dataset)) as Array<{ price: number | null }>
    return card!.price
  }

  // [today, the moment, the price a card shows]: the lowest bookable upcoming price, else the trip's own.
  const CASES: Array<[string, string, number]> = [
    ['2027-01-01', '09:00', 1000],
    // A departure counts through its start day, and drops off the day after.
    ['2027-01-02', '09:00', 1000],
    // Sold out while the hold lasts; offered again the moment it ends.
    ['2027-01-03', '09:00', 1800],
    ['2027-01-03', '12:00', 900],
    // Closed, on request and unpriced departures never set it; none left: the trip's own price.
    ['2027-01-17', '09:00', 2000],
  ]
  for (const [today, time, price] of CASES) {
    it(`on ${today} at ${time} UTC: ${price}, on the card and on the trip's page`, async () => {
      const now = new Date(`${today}T${time}:00Z`)
      expect(await cardPrice(today, now)).toBe(price)
      const count = { ledgers: [ledger], now, fewPlacesLeft: 4 }
      expect(fromPrice(upcomingDepartures(departures as Departure[], 5, today, count), 2000)).toBe(price)
    })
  }

  it('is the seed’s own price on every itinerary card while low-season departures remain', async () => {
    const soldOut = await seedSoldOut()
    for (const doc of itemsOf('Itineraries')) {
      const params = { ids: [doc._id], today: TODAY, soldOut }
      const [seeded] = (await run(CARDS_BY_ID_QUERY, params)) as Array<{ price: number }>
      expect(seeded!.price).toBe(doc.price)
      const count = seedPlacesCount(doc._id, NOW)
      expect(fromPrice(upcomingDepartures(doc.departures as Departure[], 1, TODAY, count), doc.price)).toBe(doc.price)
    }
  })
})
