import { describe, expect, it } from 'vitest'
import {
  describeIgnored,
  EMPTY_FILTER,
  isFiltered,
  MAX_IGNORED_NOTES,
  offeredFacets,
  parseTripFilters,
  tripFilterQueryParams,
  tripFilterSearch,
} from './trip-filters'

/** A fixed day, so what counts as past does not move with the calendar. */
const TODAY = '2026-11-24'

const parse = (search: string, category: Parameters<typeof offeredFacets>[0] = 'Itineraries') =>
  parseTripFilters(new URLSearchParams(search), offeredFacets(category), TODAY)

describe('parseTripFilters', () => {
  it('reads nothing from an empty URL, or from parameters that belong to others', () => {
    expect(parse('')).toEqual({ filter: EMPTY_FILTER, ignored: [] })
    expect(parse('page=2&q=gold&utm_source=mail')).toEqual({ filter: EMPTY_FILTER, ignored: [] })
  })

  it('keeps known countries and activities once each, in the list’s order, whatever their case', () => {
    const { filter, ignored } = parse(
      'country=UAE&country=kenya&country=kenya&activity=Golf&activity=beach&activity=golf',
    )
    expect(filter.countries).toEqual(['kenya', 'uae'])
    expect(filter.activities).toEqual(['golf', 'beach'])
    expect(ignored).toEqual([])
  })

  it('names every unknown value it leaves out, and still applies the rest', () => {
    const { filter, ignored } = parse('country=mars&country=kenya&activity=skiing&sort=cheapest')
    expect(filter.countries).toEqual(['kenya'])
    expect(filter.activities).toEqual([])
    expect(filter.sort).toBe('recommended')
    expect(ignored).toEqual([
      { name: 'country', value: 'mars', reason: 'not a country we offer' },
      { name: 'activity', value: 'skiing', reason: 'not an activity we offer' },
      { name: 'sort', value: 'cheapest', reason: 'not an order this page offers' },
    ])
  })

  it('reads whole numbers within bounds and puts a range the right way round', () => {
    const { filter, ignored } = parse('duration-min=9&duration-max=5&price-min=2000&price-max=500')
    expect(filter.duration).toEqual({ min: 5, max: 9 })
    expect(filter.price).toEqual({ min: 500, max: 2000 })
    expect(ignored).toEqual([])
  })

  it('refuses negative, fractional, non-numeric and huge numbers, saying which', () => {
    const { filter, ignored } = parse('price-min=-5&price-max=99999999999&duration-min=2.5&duration-max=abc')
    expect(filter.price).toEqual({ min: null, max: null })
    expect(filter.duration).toEqual({ min: null, max: null })
    expect(ignored.map((note) => [note.name, note.value])).toEqual([
      ['duration-min', '2.5'],
      ['duration-max', 'abc'],
      ['price-min', '-5'],
      ['price-max', '99999999999'],
    ])
    expect(parse('price-max=1000001').ignored[0]?.reason).toBe('outside 0 to 1,000,000 US dollars')
    expect(parse('duration-min=0').ignored[0]?.reason).toBe('outside 1 to 60 days')
  })

  it('uses the first of a repeated number or order and names the others', () => {
    const { filter, ignored } = parse('price-max=900&price-max=1200&sort=price&sort=duration')
    expect(filter.price.max).toBe(900)
    expect(filter.sort).toBe('price')
    expect(ignored.map((note) => [note.name, note.value])).toEqual([
      ['price-max', '1200'],
      ['sort', 'duration'],
    ])
  })

  it('treats empty fields (a form sent without JavaScript) as not given', () => {
    expect(parse('country=&duration-min=&duration-max=&price-min=+&price-max=&sort=')).toEqual({
      filter: EMPTY_FILTER,
      ignored: [],
    })
    expect(parse('sort=recommended')).toEqual({ filter: EMPTY_FILTER, ignored: [] })
  })

  it('refuses filters and orders a listing does not offer: hotels have no duration or price', () => {
    const { filter, ignored } = parse('duration-min=3&price-max=900&sort=price&activity=golf', 'Hotels')
    expect(filter).toEqual({ ...EMPTY_FILTER, activities: ['golf'] })
    expect(ignored.map((note) => note.name)).toEqual(['duration-min', 'price-max', 'sort'])
    expect(ignored.every((note) => note.reason.startsWith('not a') && note.reason.includes('this page offers'))).toBe(
      true,
    )
  })

  it('offers all five filters on search and on itineraries, and country and activity on the other listings', () => {
    expect(offeredFacets(null)).toEqual(['country', 'activity', 'duration', 'price', 'dates'])
    expect(offeredFacets('Itineraries')).toEqual(['country', 'activity', 'duration', 'price', 'dates'])
    for (const category of ['Circuits', 'Golf Courses', 'Hotels', 'Excursions'] as const)
      expect(offeredFacets(category)).toEqual(['country', 'activity'])
  })

  it('reads a travel month or a window of days, and writes them back as given', () => {
    expect(parse('travel-month=2027-03').filter.dates).toEqual({ month: '2027-03', from: null, to: null })
    expect(parse('travel-from=2027-03-03&travel-to=2027-03-20').filter.dates).toEqual({
      month: null,
      from: '2027-03-03',
      to: '2027-03-20',
    })
    const { filter } = parse('travel-to=2027-01-10&country=kenya')
    expect(tripFilterSearch(filter)).toBe('country=kenya&travel-to=2027-01-10')
    expect(isFiltered(filter)).toBe(true)
  })

  it('notes a malformed, past or reversed window and leaves the list unfiltered by dates', () => {
    const bad = parse('travel-month=March&travel-from=2027-02-30&travel-to=tomorrow')
    expect(bad.filter.dates).toEqual({ month: null, from: null, to: null })
    expect(bad.ignored.map((note) => note.name)).toEqual(['travel-month', 'travel-from', 'travel-to'])
    const reversed = parse('travel-from=2027-03-20&travel-to=2027-03-03')
    expect(reversed.filter.dates).toEqual({ month: null, from: null, to: null })
    expect(describeIgnored(reversed.ignored)).toEqual([
      'travel-from “2027-03-20” (after the last day asked for (2027-03-03), so no dates were used)',
      'travel-to “2027-03-03” (before the first day asked for (2027-03-20), so no dates were used)',
    ])
    expect(parse('travel-month=2026-10').ignored[0]?.reason).toBe('a month already past')
    expect(parse('travel-to=2026-11-23').ignored[0]?.reason).toBe('a day already past')
    // A month chosen beside dates wins; the dates are named as not used.
    const both = parse('travel-month=2027-04&travel-from=2027-03-03')
    expect(both.filter.dates).toEqual({ month: '2027-04', from: null, to: null })
    expect(both.ignored[0]?.reason).toBe('a travel month was chosen, so this date was not used')
  })

  it('refuses travel dates on a listing without departures', () => {
    const { filter, ignored } = parse('travel-month=2027-03', 'Hotels')
    expect(filter.dates).toEqual(EMPTY_FILTER.dates)
    expect(ignored).toEqual([{ name: 'travel-month', value: '2027-03', reason: 'not a filter this page offers' }])
  })

  it('shortens a long value in its note and lists a few notes at most', () => {
    const long = 'x'.repeat(500)
    expect(parse(`country=${long}`).ignored[0]?.value).toBe(`${'x'.repeat(40)}…`)
    const many = parse(Array.from({ length: 20 }, (_, i) => `country=c${i}`).join('&')).ignored
    const lines = describeIgnored(many)
    expect(lines).toHaveLength(MAX_IGNORED_NOTES + 1)
    expect(lines[0]).toBe('country “c0” (not a country we offer)')
    expect(lines.at(-1)).toBe(`and ${20 - MAX_IGNORED_NOTES} more`)
  })
})

describe('tripFilterSearch', () => {
  it('writes one canonical query string, however the URL was written', () => {
    const a = parse('sort=price&price-max=2000&activity=golf&country=uae&country=kenya').filter
    const b = parse('country=kenya&country=UAE&activity=golf&activity=golf&price-max=2000&sort=price').filter
    expect(tripFilterSearch(a)).toBe('country=kenya&country=uae&activity=golf&price-max=2000&sort=price')
    expect(tripFilterSearch(b)).toBe(tripFilterSearch(a))
  })

  it('round-trips: reading back what it wrote gives the same filter', () => {
    const { filter } = parse(
      'country=rwanda&activity=safari&activity=culture&duration-min=4&duration-max=8&price-min=100&price-max=1500' +
        '&sort=duration',
    )
    expect(parse(tripFilterSearch(filter)).filter).toEqual(filter)
  })

  it('is empty, and the page unfiltered, for no filter and the recommended order', () => {
    expect(tripFilterSearch(EMPTY_FILTER)).toBe('')
    expect(isFiltered(EMPTY_FILTER)).toBe(false)
    expect(isFiltered(parse('sort=duration').filter)).toBe(true)
    expect(isFiltered(parse('price-min=0').filter)).toBe(true)
  })
})

describe('helpers', () => {
  it('hands the query null bounds and empty lists for no filter', () => {
    expect(tripFilterQueryParams(EMPTY_FILTER, TODAY)).toEqual({
      today: TODAY,
      soldOut: [],
      travelFrom: null,
      travelTo: null,
      countries: [],
      activities: [],
      minDays: null,
      maxDays: null,
      minPrice: null,
      maxPrice: null,
      sort: 'recommended',
    })
  })

  it('hands the query the travel window, from today at the earliest', () => {
    const window = (search: string) => {
      const { travelFrom, travelTo } = tripFilterQueryParams(parse(search).filter, TODAY)
      return [travelFrom, travelTo]
    }
    expect(window('travel-month=2027-02')).toEqual(['2027-02-01', '2027-02-28'])
    expect(window('travel-month=2026-11')).toEqual([TODAY, '2026-11-30'])
    expect(window('travel-from=2027-03-03&travel-to=2027-03-20')).toEqual(['2027-03-03', '2027-03-20'])
    expect(window('travel-from=2026-01-01&travel-to=2026-12-10')).toEqual([TODAY, '2026-12-10'])
    expect(window('travel-to=2027-01-10')).toEqual([TODAY, '2027-01-10'])
    expect(window('travel-from=2027-05-01')).toEqual(['2027-05-01', '9999-12-31'])
  })
})
