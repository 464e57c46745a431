import { describe, expect, it } from 'vitest'
import { emptyTripSearch, parseCount, summaries, summary, toggleChoice, tripRequestMessage, withDates } from './trip-search'

describe('trip search counters', () => {
  it('never go below 0; negative, blank or non-numeric input becomes 0', () => {
    expect(parseCount('3')).toBe(3)
    expect(parseCount('-2')).toBe(0)
    expect(parseCount('')).toBe(0)
    expect(parseCount('abc')).toBe(0)
    expect(parseCount(-1)).toBe(0)
    expect(parseCount('2.7')).toBe(2)
  })
})

describe('trip search choices and dates', () => {
  it('toggles a choice and keeps the options in their own order', () => {
    const options = ['Kenya', 'Rwanda', 'UAE']
    expect(toggleChoice([], 'UAE', options)).toEqual(['UAE'])
    expect(toggleChoice(['UAE'], 'Kenya', options)).toEqual(['Kenya', 'UAE'])
    expect(toggleChoice(['Kenya', 'UAE'], 'Kenya', options)).toEqual(['UAE'])
  })
  it('keeps the "to" date from preceding the "from" date', () => {
    const search = emptyTripSearch()
    expect(withDates(search, '2026-12-10', '2026-12-01')).toMatchObject({ from: '2026-12-10', to: '2026-12-10' })
    expect(withDates(search, '2026-12-01', '2026-12-10')).toMatchObject({ from: '2026-12-01', to: '2026-12-10' })
  })
})

describe('trip search summaries', () => {
  it('read "Selected X: values" or "Select X" when empty', () => {
    expect(summary('Countries', [])).toBe('Select Countries')
    expect(summary('Countries', ['Kenya', 'Rwanda'])).toBe('Selected Countries: Kenya, Rwanda')
    const search = { ...emptyTripSearch(), guests: { adults: 2, youth: 0, children: 1, toddlers: 0 } }
    expect(summaries(search).guests).toBe('Selected Guests: Adults 2, Children 1')
    expect(summaries(search).rooms).toBe('Select Rooms')
  })
  it('writes the selections out as a tailored-trip request', () => {
    const search = {
      ...emptyTripSearch(),
      countries: ['Kenya'],
      from: '2026-12-01',
      to: '2026-12-10',
      activities: ['Golf', 'Safari'],
      rooms: { ...emptyTripSearch().rooms, honeymoon: 1 },
    }
    const message = tripRequestMessage(search)
    expect(message).toContain('Countries: Kenya')
    expect(message).toContain('Dates: 2026-12-01 to 2026-12-10')
    expect(message).toContain('Guests: no preference')
    expect(message).toContain('Activities: Golf, Safari')
    expect(message).toContain('Rooms: Honeymoon 1')
  })
})
