import { describe, expect, it } from 'vitest'
import { readTripFilters } from './trip-filter-state'

const TODAY = '2026-11-24'
const read = (search: string, category: Parameters<typeof readTripFilters>[1] = 'Itineraries') =>
  readTripFilters(new URLSearchParams(search), category, TODAY)

describe('what a page with trip filters reads from its URL', () => {
  it('offers every filter on itineraries and search, and country and activity on the other listings', () => {
    expect(read('').facets).toEqual(['country', 'activity', 'duration', 'price', 'dates'])
    expect(read('', null).facets).toEqual(['country', 'activity', 'duration', 'price', 'dates'])
    expect(read('', 'Golf Courses').facets).toEqual(['country', 'activity'])
  })

  it('is unfiltered with an empty query string when the URL holds no filter (other parameters are not its own)', () => {
    expect(read('page=2&utm_source=newsletter&q=gold')).toMatchObject({
      search: '',
      filtered: false,
      ignored: [],
      today: TODAY,
    })
  })

  it('writes the filter back as one canonical query string', () => {
    const state = read('sort=price&activity=golf&country=UAE&country=kenya&price-max=2000')
    expect(state.search).toBe('country=kenya&country=uae&activity=golf&price-max=2000&sort=price')
    expect(state.filtered).toBe(true)
  })

  it('counts a URL whose only filter is junk as filtered (not a page to index), and says what was left out', () => {
    const state = read('country=mars&duration-min=soon', 'Hotels')
    expect(state.search).toBe('')
    expect(state.filtered).toBe(true)
    expect(state.ignored).toEqual([
      'country “mars” (not a country we offer)',
      'duration-min “soon” (not a filter this page offers)',
    ])
  })

  it('names at most eight values it left out, then how many more', () => {
    const state = read(Array.from({ length: 11 }, (_, index) => `country=planet-${index + 1}`).join('&'))
    expect(state.ignored).toHaveLength(9)
    expect(state.ignored[7]).toBe('country “planet-8” (not a country we offer)')
    expect(state.ignored[8]).toBe('and 3 more')
  })
})
