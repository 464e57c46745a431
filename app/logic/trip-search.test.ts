import { describe, expect, it } from 'vitest'
import type { Catalogue } from '~/i18n/catalogue-shape'
import { ar } from '~/i18n/catalogues/ar'
import {
  emptyTripSearch,
  MAX_TRIP_ENQUIRY_LENGTH,
  parseCount,
  readTripEnquiry,
  summaries,
  summary,
  TRIP_ENQUIRY_PARAM,
  toggleChoice,
  tripRequestMessage,
  tripResultsHref,
  withDates,
} from './trip-search'

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

  it('writes the summaries and the request in the Arabic page’s words, naming the choices it knows', () => {
    const words: Catalogue['tripBar'] = ar.tripBar
    const choice = (value: string) => words.settingLabels[value] ?? value
    const search = {
      ...emptyTripSearch(),
      countries: ['Kenya', 'Mars'],
      guests: { ...emptyTripSearch().guests, adults: 2 },
    }
    expect(summaries(search, words, choice).countries).toBe('الدول المختارة: كينيا، Mars')
    expect(summaries(search, words, choice).rooms).toBe('اختر الغرف')
    const message = tripRequestMessage(search, words, choice)
    expect(message.split('\n')[0]).toBe('أرغب في رحلة مصمّمة خصيصًا لي.')
    expect(message).toContain('الضيوف: البالغون 2')
    expect(message).toContain('التواريخ: مرنة')
  })
})

describe('tripResultsHref', () => {
  it('leads to the itineraries of the chosen countries and activities, with every selection in the enquiry', () => {
    const search = {
      ...emptyTripSearch(),
      countries: ['Kenya', 'Zanzibar', 'USA'],
      activities: ['Golf', 'Heli Tour'],
      from: '2027-03-01',
      rooms: { ...emptyTripSearch().rooms, honeymoon: 1 },
    }
    const url = new URL(tripResultsHref(search), 'https://example.test')
    expect(url.pathname).toBe('/itineraries')
    // Zanzibar is Tanzania; USA and Heli Tour name no trip's facts, so they filter nothing.
    expect(url.searchParams.getAll('country')).toEqual(['kenya', 'tanzania'])
    expect(url.searchParams.getAll('activity')).toEqual(['golf'])
    expect(url.searchParams.get(TRIP_ENQUIRY_PARAM)).toBe(tripRequestMessage(search))
    expect(url.searchParams.get(TRIP_ENQUIRY_PARAM)).toContain('Activities: Golf, Heli Tour')
    // The dates find trips that depart then: from the first day, open-ended without a last one.
    expect(url.searchParams.get('travel-from')).toBe('2027-03-01')
    expect(url.searchParams.has('travel-to')).toBe(false)
  })

  it('sends both dates when the bar has both, and none without them', () => {
    const both = new URL(
      tripResultsHref({ ...emptyTripSearch(), from: '2027-03-01', to: '2027-03-14' }),
      'https://example.test',
    )
    expect([both.searchParams.get('travel-from'), both.searchParams.get('travel-to')]).toEqual([
      '2027-03-01',
      '2027-03-14',
    ])
    const none = new URL(tripResultsHref(emptyTripSearch()), 'https://example.test')
    expect(none.searchParams.has('travel-from') || none.searchParams.has('travel-to')).toBe(false)
  })

  it('reads a carried enquiry back, blank as none and capped in length', () => {
    expect(readTripEnquiry(null)).toBeNull()
    expect(readTripEnquiry('   ')).toBeNull()
    expect(readTripEnquiry('x'.repeat(5000))).toHaveLength(MAX_TRIP_ENQUIRY_LENGTH)
  })
})
