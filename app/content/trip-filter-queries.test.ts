// The trip filters' GROQ, run as the site runs it (groq-js, as in the local Content API) over the published seed:
// each URL goes through the same parser the loaders use, and the names that come back are the seed's, read by hand.
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../tests/support/seed-data'
import { isCategory, type Category } from '~/logic/categories'
import { offeredFacets, parseTripFilters, tripFilterQueryParams } from '~/logic/trip-filters'
import { CATALOGUE_IDS_QUERY, CATEGORY_LISTING_QUERY } from './queries'

async function run(query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset: seedDocuments, params })).get()
}

/** A listing's cards in the order shown (all of them: one page as large as the catalogue). */
async function listing(category: Category, search: string, page = { start: 0, end: 100 }) {
  const { filter, ignored } = parseTripFilters(new URLSearchParams(search), offeredFacets(category))
  expect(ignored).toEqual([])
  return (await run(CATEGORY_LISTING_QUERY, { category, ...page, ...tripFilterQueryParams(filter) })) as { total: number; items: Array<{ name: string }> }
}

async function searchable(search: string) {
  const { filter } = parseTripFilters(new URLSearchParams(search), offeredFacets(null))
  const ids = (await run(CATALOGUE_IDS_QUERY, tripFilterQueryParams(filter))) as string[]
  return ids.map((id) => seedDocuments.find((doc) => doc._id === id)!) as unknown as Array<{ name: string; category: string }>
}

const itemsOf = (category: string) =>
  seedDocuments.filter((doc) => doc._type === 'catalogueItem' && doc.category === category).sort((a, b) => a.order - b.order)

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
  ['Itineraries', 'country=kenya&activity=wellness&price-max=1500&sort=price', ['Silver', 'Rwanda', 'Zanzibar', 'Gold']],
  ['Itineraries', 'activity=safari&duration-max=10&sort=duration', ['Rwanda', 'Silver 2', 'Silver 3']],
  ['Hotels', 'activity=golf', ['The Residences At Karen', 'Nairobi Serena Hotel', 'Almanara Luxury Boutique Hotel and Villas']],
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
      'Silver', 'Zanzibar', 'Silver 2', 'Coastal', 'Diamonds Leisure Beach and Golf Resort', 'Almanara Luxury Boutique Hotel and Villas',
    ])
  })
})
