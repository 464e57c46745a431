// Search's three queries, run as the site runs them (groq-js, as in the local Content API) over the published
// seed, then ranked and paged as the search loader does.
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { buildSearchIndex, rankMatches } from '~/logic/search'
import { offeredFacets, parseTripFilters, tripFilterQueryParams } from '~/logic/trip-filters'
import { seedDataset, seedDocuments } from '../../tests/support/seed-data'
import { CARDS_BY_ID_QUERY, CATALOGUE_IDS_QUERY, SEARCH_INDEX_QUERY } from './queries'

/** A fixed day before the seed's first departure (December 2026), so the table does not move with the calendar. */
const TODAY = '2026-11-24'

async function run<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return (await evaluate(parse(query, { params }), { dataset: seedDataset, params })).get() as Promise<T>
}

async function search(term: string, query = '') {
  const { filter } = parseTripFilters(new URLSearchParams(query), offeredFacets(null), TODAY)
  const rows =
    await run<Array<{ _id: string; name: string; description: string; category: string }>>(SEARCH_INDEX_QUERY)
  const ordered = await run<string[]>(CATALOGUE_IDS_QUERY, tripFilterQueryParams(filter, TODAY))
  return rankMatches(ordered, buildSearchIndex(rows), term, filter.sort === 'recommended').map(
    (id) => seedDocuments.find((doc) => doc._id === id)!,
  )
}

const catalogue = seedDocuments.filter((doc) => doc._type === 'catalogueItem')

describe('search over the seed', () => {
  it('the index holds every catalogue item and nothing else, with only what a term is matched against', async () => {
    const rows = await run<Array<Record<string, unknown>>>(SEARCH_INDEX_QUERY)
    expect(rows.map((row) => row._id).sort()).toEqual(catalogue.map((doc) => doc._id).sort())
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['_id', 'alternates', 'category', 'description', 'name'])
  })

  it('ranks every item named after the term above those that only mention it', async () => {
    const found = await search('golf')
    const named = found.filter((doc) => doc.name.toLowerCase().includes('golf'))
    const mentioned = catalogue.filter(
      (doc) =>
        !doc.name.toLowerCase().includes('golf') && `${doc.description} ${doc.category}`.toLowerCase().includes('golf'),
    )
    expect(named.length).toBeGreaterThan(2)
    expect(mentioned.length).toBeGreaterThan(2)
    expect(found.slice(0, named.length)).toEqual(named)
    expect(
      found
        .slice(named.length)
        .map((doc) => doc._id)
        .sort(),
    ).toEqual(mentioned.map((doc) => doc._id).sort())
  })

  it('applies the trip filters before the term, and an explicit order as asked', async () => {
    expect((await search('golf', 'country=tanzania')).map((doc) => doc.name).sort()).toEqual(
      catalogue
        .filter(
          (doc) =>
            doc.countries.includes('tanzania') &&
            `${doc.name} ${doc.description} ${doc.category}`.toLowerCase().includes('golf'),
        )
        .map((doc) => doc.name)
        .sort(),
    )
    const byPrice = (await search('silver', 'sort=price')).map((doc) => doc.price ?? Infinity)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b))
  })

  it('fetches the cards of one page by id, with what a card shows and nothing it does not', async () => {
    const ids = (await search('golf')).slice(0, 10).map((doc) => doc._id)
    const cards = await run<Array<Record<string, unknown>>>(CARDS_BY_ID_QUERY, { ids, today: TODAY })
    expect(cards.map((card) => card._id).sort()).toEqual([...ids].sort())
    for (const card of cards) {
      expect(card).toHaveProperty('slug')
      expect(card).not.toHaveProperty('description')
    }
  })
})
