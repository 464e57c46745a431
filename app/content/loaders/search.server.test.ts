// /search's loader over the seed, with its real GROQ (groq-js): the results a visitor gets for a term and filters.
import { describe, expect, it, vi } from 'vitest'
import { CARDS_BY_ID_QUERY, SEARCH_INDEX_QUERY } from '~/content/queries'
import { notFoundFrom, testOnSeedDay } from '../../../tests/support/loader-test'
import { seedContent } from '../../../tests/support/seed-content'
import { seedDocuments } from '../../../tests/support/seed-data'
import { loadSearch } from './search.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

async function search(query: string) {
  const { data, init } = await loadSearch(new Request(`https://savanna.example/search${query}`))
  return {
    ...data,
    names: data.results.map((card) => card.name),
    cacheControl: new Headers(init?.headers).get('Cache-Control'),
  }
}

const catalogueSize = seedDocuments.filter((doc) => doc._type === 'catalogueItem').length

describe('search', () => {
  it('tidies the term (spaces folded, lower case) and keeps it in every page link', async () => {
    const results = await search('?q=%20%20NAIROBI%20%20')
    expect(results.term).toBe('nairobi')
    expect(results.pageSearch).toBe('q=nairobi')
    expect({ total: results.total, pages: results.pages, page: results.page }).toEqual({ total: 12, pages: 2, page: 1 })
  })

  it('lists items matched by name first, then by description or category, each in the editor’s order', async () => {
    const first = await search('?q=nairobi')
    expect(first.names).toEqual([
      'Nairobi City',
      'Nairobi Serena Hotel',
      'Giraffe Centre',
      'National Museum Of Kenya',
      'Karen Country and Golf Club',
      'Windsor Golf Hotel and Country Club',
      'Dubai',
      'Zanzibar',
      'Rwanda',
      'Gold',
    ])
    expect((await search('?q=nairobi&page=2')).names).toEqual(['Silver', 'Silver 2'])
  })

  it('keeps an explicit order over the name-first rule', async () => {
    const results = await search('?q=beach&sort=price')
    // The activity's name finds what its filter keeps (decision 053), in the order asked for: the priced itineraries
    // cheapest first, then the others, priced on request, by category.
    expect(results.names).toEqual((await search('?activity=beach&sort=price')).names)
    expect(results.results.map((card) => card.price)).toEqual([800, 1500, 1600, null, null, null])
    expect(results.pageSearch).toBe('q=beach&sort=price')
  })

  it('matches the whole term as typed, inner spaces included', async () => {
    expect((await search('?q=silver%20%20%202')).names).toEqual(['Silver 2'])
    expect((await search('?q=silver%202')).term).toBe('silver 2')
  })

  it('treats a term as text, never as query: GROQ in it finds nothing and breaks nothing', async () => {
    const results = await search(`?q=${encodeURIComponent('"] | *[_type == "siteSettings"')}`)
    expect(results.total).toBe(0)
    expect(results.results).toEqual([])
    expect(results.pages).toBe(1)
  })

  it('says plainly when nothing matches', async () => {
    const results = await search('?q=snowboarding')
    expect({ total: results.total, pages: results.pages, results: results.results, nearest: results.nearest }).toEqual({
      total: 0,
      pages: 1,
      results: [],
      nearest: null,
    })
  })

  it('pages the whole catalogue when there is no term, without reading the search index', async () => {
    const first = await search('')
    expect(first.term).toBe('')
    expect({ total: first.total, pages: first.pages }).toEqual({ total: catalogueSize, pages: 3 })
    expect(first.names.slice(0, 5)).toEqual(['Nairobi City', 'Mt Kenya', 'Great Rift Valley', 'Coastal', 'Rwanda'])
    const last = await search('?page=3')
    expect(last.names).toEqual([
      'Maasai Mara Hotels',
      'Dubai',
      'Zanzibar',
      'Rwanda',
      'Gold',
      'Silver',
      'Silver 2',
      'Silver 3',
    ])
    expect(seedContent.reads.map((read) => read.query)).not.toContain(SEARCH_INDEX_QUERY)
  })

  it('fetches the cards of the page shown only, with their placeholders on the first four', async () => {
    // Every item in Kenya (the country's name finds them, decision 053): more than one page.
    const results = await search('?q=kenya')
    expect(results.total).toBe(
      seedDocuments.filter((doc) => doc._type === 'catalogueItem' && doc.countries?.includes('kenya')).length,
    )
    expect(results.pages).toBe(3)
    const cardReads = seedContent.reads.filter((read) => read.query === CARDS_BY_ID_QUERY)
    expect(cardReads).toHaveLength(1)
    expect(cardReads[0]!.params.ids).toHaveLength(10)
    expect(results.results.map((card) => Boolean(card.image?.lqip))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('applies the trip filters with the term, and names what it could not use', async () => {
    const results = await search('?q=GOLF&duration-min=abc&country=kenya&activity=beach')
    expect(results.term).toBe('golf')
    expect(results.ignored).toEqual(['duration-min “abc” (not a whole number of days)'])
    // Kenyan beach trips that mention golf or list it among their activities: the one named for it first, then by
    // category (circuits, hotels, itineraries).
    expect(results.names).toEqual([
      'Diamonds Leisure Beach and Golf Resort',
      'Coastal',
      'Almanara Luxury Boutique Hotel and Villas',
      'Zanzibar',
      'Silver',
      'Silver 2',
    ])
    expect(results.pageSearch).toBe('q=golf&country=kenya&activity=beach')
    expect(results.filtered).toBe(true)
  })

  it('offers the nearest departures of what the term would find when the travel dates leave nothing', async () => {
    // 1–3 December 2026 is before every first departure: Fridays (Rwanda, Silver 2) on the 4th, Saturdays (Dubai,
    // Gold, Silver 3) on the 5th, Sundays (Zanzibar, Silver) on the 6th.
    const window = '&travel-from=2026-12-01&travel-to=2026-12-03'
    expect((await search(`?q=${window}`)).nearest).toEqual({ before: null, after: '2026-12-04' })
    expect((await search(`?q=gold${window}`)).nearest).toEqual({ before: null, after: '2026-12-05' })
    expect((await search(`?q=zanzibar${window}`)).nearest).toEqual({ before: null, after: '2026-12-06' })
    // A term that finds only what has no departures (a circuit and an excursion) has none to offer.
    expect((await search(`?q=museum${window}`)).nearest).toEqual({ before: null, after: null })
  })

  it('may be cached until midnight in Nairobi', async () => {
    expect((await search('?q=gold')).cacheControl).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=42900',
    )
  })
})

describe('a search page that does not exist', () => {
  it('is a 404 past the last page that keeps the term and filters in its link', async () => {
    expect(await notFoundFrom(search('?q=nairobi&page=3&sort=price'))).toEqual({
      status: 404,
      message: 'There is no page 3: the search has 2 pages.',
      link: { href: '/search?q=nairobi&sort=price', label: 'Go to the first page of results' },
    })
    expect(await notFoundFrom(search('?q=snowboarding&page=2'))).toEqual({
      status: 404,
      message: 'There is no page 2: the search has 1 page.',
      link: { href: '/search?q=snowboarding', label: 'Go to the first page of results' },
    })
  })

  it('is a 404 for page 0 or 999 of the whole catalogue', async () => {
    expect(await notFoundFrom(search('?page=0'))).toMatchObject({
      status: 404,
      message: '“0” is not a page number.',
      link: { href: '/search' },
    })
    expect(await notFoundFrom(search('?page=999'))).toMatchObject({
      status: 404,
      message: 'There is no page 999: the search has 3 pages.',
    })
  })

  it('says so in Arabic on the Arabic edition, with the link back in Arabic', async () => {
    expect(await notFoundFrom(loadSearch(new Request('https://savanna.example/ar/search?q=nairobi&page=3')))).toEqual({
      status: 404,
      message: 'لا توجد صفحة 3؛ عدد صفحات نتائج البحث 2.',
      link: { href: '/ar/search?q=nairobi', label: 'الانتقال إلى الصفحة الأولى من النتائج' },
    })
  })
})

describe('search in the Arabic edition', () => {
  const arabic = async (query: string) => {
    const { data } = await loadSearch(new Request(`https://savanna.example/ar/search${query}`))
    return data.results
  }
  const english = async (query: string) => {
    const { data } = await loadSearch(new Request(`https://savanna.example/search${query}`))
    return data.results
  }
  const ids = (cards: { _id: string }[]) => cards.map((card) => card._id)

  it('finds the Dubai trip by its Arabic name, with or without marks, hamza and taa marbuta forms', async () => {
    const found = await arabic(`?q=${encodeURIComponent('دبي')}`)
    expect(found.map((card) => card.name)).toContain('دبي')
    for (const variant of ['دُبَيّ', 'دبى', 'دبـي'])
      expect(ids(await arabic(`?q=${encodeURIComponent(variant)}`))).toEqual(ids(found))
    // Taa marbuta against haa: "رحلة" (a trip) typed as "رحله".
    const trips = ids(await arabic(`?q=${encodeURIComponent('رحلة')}`))
    expect(trips.length).toBeGreaterThan(0)
    expect(ids(await arabic(`?q=${encodeURIComponent('رحله')}`))).toEqual(trips)
  })

  it('finds with an English term what the English edition finds, whatever the case, shown in Arabic', async () => {
    const found = await arabic('?q=DUBAI')
    expect(ids(found)).toEqual(ids(await english('?q=dubai')))
    expect(found.map((card) => card.name)).toContain('دبي')
  })

  it('keeps an out-of-range page’s way back inside the Arabic edition', async () => {
    const notFound = await notFoundFrom(
      loadSearch(new Request('https://savanna.example/ar/search?q=snowboarding&page=2')),
    )
    expect(notFound.link?.href).toBe('/ar/search?q=snowboarding')
  })
})
