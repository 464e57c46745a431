// The listing loader over the seed, with its real GROQ (groq-js): what a visitor sees at a listing's URL.
import { describe, expect, it, vi } from 'vitest'
import { DEPARTURE_DATES_QUERY } from '~/content/queries'
import type { Category } from '~/logic/categories'
import { notFoundFrom, testOnSeedDay } from '../../../tests/support/loader-test'
import { seedContent } from '../../../tests/support/seed-content'
import { catalogue } from '../../../tests/support/seed-data'
import { loadCategoryListing } from './category-listing.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const ORIGIN = 'https://savanna.example'

async function listing(path: string, category: Category) {
  const { data, init } = await loadCategoryListing(new Request(`${ORIGIN}${path}`), category)
  return {
    ...data,
    names: data.items.map((item) => item.name),
    cacheControl: new Headers(init?.headers).get('Cache-Control'),
  }
}

const ITINERARIES = ['Dubai', 'Zanzibar', 'Rwanda', 'Gold', 'Silver', 'Silver 2', 'Silver 3']

describe('a category listing', () => {
  it('lists the category’s cards in the editor’s order, with their “from” prices, on one page', async () => {
    const page = await listing('/itineraries', 'Itineraries')
    expect(page.names).toEqual(ITINERARIES)
    expect(page.items.map((item) => item.price)).toEqual([2000, 1500, 1300, 1500, 800, 1600, 1600])
    expect(page.items.map((item) => item.slug)).toEqual([
      'dubai',
      'zanzibar',
      'rwanda',
      'gold',
      'silver',
      'silver-2',
      'silver-3',
    ])
    expect({
      page: page.page,
      pages: page.pages,
      total: page.total,
      filtered: page.filtered,
      search: page.search,
    }).toEqual({ page: 1, pages: 1, total: 7, filtered: false, search: '' })
    expect(page.ignored).toEqual([])
    expect(page.nearest).toBeNull()
    expect(page.enquiry).toBeNull()
  })

  it('keeps the blurred placeholder on the first four cards only', async () => {
    const page = await listing('/itineraries', 'Itineraries')
    expect(page.items.map((item) => Boolean(item.image?.lqip))).toEqual([true, true, true, true, false, false, false])
    // The images themselves are all there.
    expect(page.items.every((item) => item.image?.asset?._ref?.startsWith('image-'))).toBe(true)
  })

  it('names one canonical URL whichever of the category’s two paths was asked for, and keeps that path', async () => {
    const top = await listing('/golf-courses', 'Golf Courses')
    const nested = await listing('/category/golf-courses', 'Golf Courses')
    expect(top.canonical).toBe(`${ORIGIN}/golf-courses`)
    expect(nested.canonical).toBe(`${ORIGIN}/golf-courses`)
    expect(top.basePath).toBe('/golf-courses')
    expect(nested.basePath).toBe('/category/golf-courses')
    expect(nested.names).toEqual(catalogue('Golf Courses').map((item) => item.name))
    expect(nested.names).toHaveLength(6)
    // Golf courses have no prices: "price on request".
    expect(nested.items.map((item) => item.price)).toEqual([null, null, null, null, null, null])
  })

  it('may be cached until midnight in Nairobi, when a departure can drop off and a "from" price change', async () => {
    // 09:00 UTC is noon in Nairobi: five minutes fresh, then stale for the rest of the day's 12 hours.
    expect((await listing('/itineraries', 'Itineraries')).cacheControl).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=42900',
    )
    vi.setSystemTime(new Date('2026-11-24T20:59:30Z'))
    expect((await listing('/itineraries', 'Itineraries')).cacheControl).toBe(
      'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=0',
    )
  })

  it('narrows and orders by the filters in the URL, and says the page is filtered', async () => {
    // Any of the countries (Rwanda's trip and Zanzibar's also visit Kenya; Dubai's is above the price), cheapest first.
    const page = await listing('/itineraries?price-max=1500&sort=price&country=tanzania&country=RWANDA', 'Itineraries')
    expect(page.names).toEqual(['Rwanda', 'Zanzibar'])
    expect(page.items.map((item) => item.price)).toEqual([1300, 1500])
    expect(page.filtered).toBe(true)
    // The canonical query string, in its fixed order, for the pager and "Clear all".
    expect(page.search).toBe('country=tanzania&country=rwanda&price-max=1500&sort=price')
    expect(page.filter.countries).toEqual(['tanzania', 'rwanda'])
    expect(page.canonical).toBe(`${ORIGIN}/itineraries`)
  })

  it('names each junk value it could not use, and applies the rest', async () => {
    const page = await listing('/hotels?activity=GOLF&country=mars&duration-min=3&sort=price&activity=', 'Hotels')
    expect(page.names).toEqual([
      'The Residences At Karen',
      'Nairobi Serena Hotel',
      'Almanara Luxury Boutique Hotel and Villas',
    ])
    expect(page.ignored).toEqual([
      'country “mars” (not a country we offer)',
      'duration-min “3” (not a filter this page offers)',
      'sort “price” (not an order this page offers)',
    ])
    expect(page.search).toBe('activity=golf')
    expect(page.filtered).toBe(true)
    // Hotels offer neither a length, a price nor travel dates.
    expect(page.facets).toEqual(['country', 'activity'])
  })

  it('counts a listing whose only filter was junk as filtered (not to index), while listing everything', async () => {
    const page = await listing('/excursions?country=atlantis', 'Excursions')
    expect(page.names).toEqual(catalogue('Excursions').map((item) => item.name))
    expect(page.search).toBe('')
    expect(page.filtered).toBe(true)
  })

  it('lists the trips with a departure in a travel month, and offers nothing else then', async () => {
    const march = await listing('/itineraries?travel-month=2027-03', 'Itineraries')
    expect(march.names).toEqual(ITINERARIES)
    expect(march.nearest).toBeNull()
    expect(seedContent.reads.map((read) => read.query)).not.toContain(DEPARTURE_DATES_QUERY)
  })

  it('offers the nearest departures when the travel dates leave nothing', async () => {
    // Kenyan trips run to May 2028 (on request then); nothing departs in August 2028.
    const page = await listing('/itineraries?country=kenya&travel-month=2028-08', 'Itineraries')
    expect(page.total).toBe(0)
    expect(page.names).toEqual([])
    expect(page.nearest).toEqual({ before: '2028-05-21', after: null })
    // Three days in early December, before the first Friday's departures.
    const early = await listing('/itineraries?travel-from=2026-12-01&travel-to=2026-12-03', 'Itineraries')
    expect(early.nearest).toEqual({ before: null, after: '2026-12-04' })
  })

  it('offers no nearest departures when other filters, not the dates, leave nothing', async () => {
    const page = await listing('/itineraries?duration-min=12', 'Itineraries')
    expect(page.total).toBe(0)
    expect(page.nearest).toBeNull()
  })

  it('carries the trip bar’s request along, tidied, and never as a page to index', async () => {
    const page = await listing(
      `/itineraries?enquiry=${encodeURIComponent('  Two golfers, March, Kenya  ')}`,
      'Itineraries',
    )
    expect(page.enquiry).toBe('Two golfers, March, Kenya')
    expect(page.filtered).toBe(true)
    expect(page.names).toEqual(ITINERARIES)
    expect((await listing('/itineraries?enquiry=%20%20', 'Itineraries')).enquiry).toBeNull()
  })

  it('pages ten cards at a time once a category holds more, each page with its own first screen', async () => {
    // An editor adds six more hotels after the five in the seed, with the first hotel's picture.
    seedContent.change((docs) => {
      const picture = docs.find((doc) => doc._id === 'item-the-residences-at-karen')!.image
      const extra = Array.from({ length: 6 }, (_, index) => ({
        _id: `item-extra-hotel-${index + 1}`,
        _type: 'catalogueItem',
        category: 'Hotels',
        name: { _type: 'localeString', en: `Extra Hotel ${index + 1}` },
        slug: { _type: 'slug', current: `extra-hotel-${index + 1}` },
        order: 10 + index,
        image: picture,
      }))
      return [...docs, ...extra]
    })
    const first = await listing('/hotels', 'Hotels')
    expect({ total: first.total, pages: first.pages }).toEqual({ total: 11, pages: 2 })
    expect(first.names).toEqual([
      ...catalogue('Hotels').map((item) => item.name),
      'Extra Hotel 1',
      'Extra Hotel 2',
      'Extra Hotel 3',
      'Extra Hotel 4',
      'Extra Hotel 5',
    ])
    expect(first.items.map((item) => Boolean(item.image?.lqip))).toEqual([
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
    const second = await listing('/hotels?page=2', 'Hotels')
    expect({ page: second.page, pages: second.pages, total: second.total }).toEqual({ page: 2, pages: 2, total: 11 })
    expect(second.names).toEqual(['Extra Hotel 6'])
    expect(second.items[0]!.image?.lqip).toMatch(/^data:image\//)
  })
})

describe('a listing page that does not exist', () => {
  it('is a 404 for page 999 that says how many pages there are and links to page 1', async () => {
    expect(await notFoundFrom(listing('/itineraries?page=999', 'Itineraries'))).toEqual({
      status: 404,
      message: 'There is no page 999: Itineraries has 1 page.',
      link: { href: '/itineraries', label: 'Go to page 1 of Itineraries' },
    })
  })

  it('keeps the filters and the path asked for in its link, and says the filters limit the pages', async () => {
    expect(await notFoundFrom(listing('/category/itineraries?page=2&country=tanzania', 'Itineraries'))).toEqual({
      status: 404,
      message: 'There is no page 2: Itineraries has 1 page with these filters.',
      link: { href: '/category/itineraries?country=tanzania', label: 'Go to page 1 of Itineraries' },
    })
  })

  it('is a 404 for page 0 and for anything but a page number', async () => {
    for (const [raw, shown] of [
      ['0', '0'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['two', 'two'],
      ['%201e3%20', '1e3'],
    ] as const) {
      expect(await notFoundFrom(listing(`/golf-courses?page=${raw}`, 'Golf Courses'))).toEqual({
        status: 404,
        message: `“${shown}” is not a page number.`,
        link: { href: '/golf-courses', label: 'Go to page 1 of Golf Courses' },
      })
    }
    // Refused before any content is read.
    expect(seedContent.reads).toEqual([])
  })

  it('reads an empty page parameter as page 1', async () => {
    expect((await listing('/golf-courses?page=', 'Golf Courses')).page).toBe(1)
    expect((await listing('/golf-courses?page=1', 'Golf Courses')).names).toHaveLength(6)
  })
})
