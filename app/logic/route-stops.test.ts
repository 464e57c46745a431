import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { type DayWithOvernight, daysLabel, routeMapInWords, routeStops } from './route-stops'

const night = (name: string, lat: number | null, lng: number | null): DayWithOvernight => ({
  overnight: { name, location: { lat, lng } },
})
const karen = night('The Residences at Karen, Nairobi', -1.3197, 36.7073)
const mara = night('Luxury tented camp, Maasai Mara', -1.4061, 35.0086)
const departure: DayWithOvernight = { overnight: null }

describe('routeStops', () => {
  it('joins consecutive nights at one place into one stop, in order, and leaves the departure day out', () => {
    expect(routeStops([karen, karen, karen, mara, mara, karen, departure])).toEqual([
      { name: 'The Residences at Karen, Nairobi', lat: -1.3197, lng: 36.7073, days: [1, 2, 3] },
      { name: 'Luxury tented camp, Maasai Mara', lat: -1.4061, lng: 35.0086, days: [4, 5] },
      // Back at Karen after the Mara: a stop of its own, so the route returns there.
      { name: 'The Residences at Karen, Nairobi', lat: -1.3197, lng: 36.7073, days: [6] },
    ])
  })

  it('skips a night an editor has not put on the map, and does not join the stops either side of it', () => {
    const unfinished = night('Somewhere in Nanyuki', null, 37.1)
    expect(routeStops([karen, unfinished, karen]).map((stop) => stop.days)).toEqual([[1], [3]])
  })

  it('treats two places at the same pin with different names as two stops', () => {
    const sameTown = night('Hotel in Nairobi', -1.3197, 36.7073)
    expect(routeStops([karen, sameTown])).toHaveLength(2)
  })
})

describe('daysLabel', () => {
  it('writes one day, a run and separate runs as a visitor reads them', () => {
    expect(daysLabel([4])).toBe('Day 4')
    expect(daysLabel([2, 3])).toBe('Days 2–3')
    expect(daysLabel([10, 1, 2, 3])).toBe('Days 1–3, 10')
    expect(daysLabel([5, 7])).toBe('Days 5, 7')
  })
})

describe('the route map in the Arabic edition', () => {
  it('writes its day labels in Arabic, the English map unchanged', () => {
    const map = {
      markers: [{ label: 'Day 1' }],
      labels: [{ text: 'Days 2–3, 10' }],
      stops: [{ days: 'Day 1' }, { days: 'Days 2–3, 10' }],
    }
    expect(routeMapInWords(map, ar.itinerary)).toEqual({
      markers: [{ label: 'اليوم 1' }],
      labels: [{ text: 'الأيام 2–3، 10' }],
      stops: [{ days: 'اليوم 1' }, { days: 'الأيام 2–3، 10' }],
    })
    expect(routeMapInWords(map, en.itinerary)).toEqual(map)
    expect(daysLabel([4], ar.itinerary)).toBe('اليوم 4')
  })
})
