import { describe, expect, it } from 'vitest'
import {
  addDays,
  DEPARTURES_ON_PAGE,
  type Departure,
  departureRequestMessage,
  departuresByMonth,
  departuresOnPage,
  isIsoDate,
  nairobiDate,
  type PlacesCount,
  secondsUntilNairobiMidnight,
  secondsUntilStale,
  travellerCount,
  upcomingDepartures,
  waitingListMessage,
} from './departures'

const departures: Departure[] = [
  { _key: 'c', startDate: '2027-03-20', pricePerPerson: 1500, places: 12 },
  { _key: 'a', startDate: '2027-03-06', pricePerPerson: 1400, places: 6 },
  { _key: 'b', startDate: '2027-03-07', pricePerPerson: 1600, places: 12 },
  { _key: 'd', startDate: '2027-04-03' },
  { _key: 'e', startDate: '2027-02-30', pricePerPerson: 10, places: 12 },
  { _key: 'f', startDate: '2027-03-13', pricePerPerson: 900, places: 12, closed: true },
]

const NOW = new Date('2027-01-01T09:00:00Z')
/** Sold out: six booked of six. Few left: eight booked and a hold of two (till noon) of twelve. */
const count: PlacesCount = {
  now: NOW,
  fewPlacesLeft: 4,
  ledgers: [
    { departureKey: 'a', claims: [{ places: 4 }, { places: 2 }] },
    { departureKey: 'c', claims: [{ places: 8 }, { places: 2, until: '2027-01-01T12:00:00.000Z' }] },
  ],
}
const none: PlacesCount = { now: NOW, fewPlacesLeft: 4, ledgers: [] }

describe('the day in Nairobi', () => {
  it('turns at 21:00 UTC (East Africa Time, UTC+3, all year)', () => {
    expect(nairobiDate(new Date('2027-03-06T20:59:59Z'))).toBe('2027-03-06')
    expect(nairobiDate(new Date('2027-03-06T21:00:00Z'))).toBe('2027-03-07')
    expect(nairobiDate(new Date('2027-07-01T12:00:00Z'))).toBe('2027-07-01')
  })

  it('counts the seconds to the next Nairobi midnight, never zero', () => {
    expect(secondsUntilNairobiMidnight(new Date('2027-03-06T20:55:00Z'))).toBe(300)
    expect(secondsUntilNairobiMidnight(new Date('2027-03-06T21:00:00Z'))).toBe(86_400)
    expect(secondsUntilNairobiMidnight(new Date('2027-03-06T20:59:59.600Z'))).toBe(1)
  })
})

describe('the departures a traveller sees', () => {
  it('keeps a departure on its start day and drops it the day after, in date order, each with its end date', () => {
    const onTheDay = upcomingDepartures(departures, 11, '2027-03-06', count)
    expect(onTheDay.map((departure) => departure.startDate)).toEqual([
      '2027-03-06',
      '2027-03-07',
      '2027-03-20',
      '2027-04-03',
    ])
    expect(onTheDay[0]!.endDate).toBe('2027-03-16')
    expect(upcomingDepartures(departures, 11, '2027-03-07', count).map((departure) => departure.startDate)).toEqual([
      '2027-03-07',
      '2027-03-20',
      '2027-04-03',
    ])
  })

  it('ends a one-day trip the day it starts, and a trip across a month or year end on the right day', () => {
    expect(upcomingDepartures([{ _key: 'x', startDate: '2027-12-28' }], 7, '2027-01-01', none)[0]!.endDate).toBe(
      '2028-01-03',
    )
    expect(upcomingDepartures([{ _key: 'x', startDate: '2028-02-27' }], 4, '2027-01-01', none)[0]!.endDate).toBe(
      '2028-03-01',
    )
    expect(upcomingDepartures([{ _key: 'x', startDate: '2027-05-01' }], null, '2027-01-01', none)[0]!.endDate).toBe(
      '2027-05-01',
    )
  })

  it('leaves out a date that is not a real one, and calls a departure without places "on request"', () => {
    expect(isIsoDate('2027-02-30')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('6 March 2027')).toBe(false)
    const [onRequest] = upcomingDepartures([{ _key: 'x', startDate: '2027-05-01' }], 7, '2027-01-01', none)
    expect(onRequest).toMatchObject({ status: 'on-request', left: null })
    expect(upcomingDepartures(null, 7, '2027-01-01', none)).toEqual([])
  })

  it('counts each one’s places left from its ledger, leaves a closed one out, and ignores a typed status', () => {
    const typed = departures.map((departure) => ({ ...departure, status: 'available' }))
    const seen = (at: Date) =>
      upcomingDepartures(typed, 7, '2027-01-01', { ...count, now: at }).map(({ _key, status, left }) => [
        _key,
        status,
        left,
      ])
    expect(seen(NOW)).toEqual([
      ['a', 'sold-out', 0],
      ['b', 'available', 12],
      ['c', 'few-left', 2],
      ['d', 'on-request', null],
    ])
    // At noon the hold on "c" ends: its two places are back, and four left is still few.
    expect(seen(new Date('2027-01-01T12:00:00Z'))[2]).toEqual(['c', 'few-left', 4])
    expect(upcomingDepartures(typed, 7, '2027-01-01', { ...count, fewPlacesLeft: 1 })[2]!.status).toBe('available')
  })

  it('keeps a page of dates until midnight in Nairobi or the end of the next hold, rounded up to the second', () => {
    const at = new Date('2027-03-06T20:00:00Z')
    expect(secondsUntilStale(at, null)).toBe(3600)
    expect(secondsUntilStale(at, new Date('2027-03-06T20:00:02.100Z'))).toBe(3)
    expect(secondsUntilStale(at, new Date('2027-03-06T22:00:00Z'))).toBe(3600)
    expect(secondsUntilStale(at, new Date('2027-03-06T19:00:00Z'))).toBe(1)
  })

  it('groups them by the month they start in', () => {
    expect(
      departuresByMonth(upcomingDepartures(departures, 7, '2027-01-01', count)).map(({ month, departures: list }) => [
        month,
        list.length,
      ]),
    ).toEqual([
      ['2027-03', 3],
      ['2027-04', 1],
    ])
  })

  it('lists the next eight on a page, the rest after "Show all dates"', () => {
    const many = upcomingDepartures(
      Array.from({ length: 30 }, (_, n) => ({
        _key: `k${n}`,
        startDate: addDays('2027-01-02', n * 14),
        places: 12,
      })),
      7,
      '2027-01-01',
      none,
    )
    expect(DEPARTURES_ON_PAGE).toBe(8)
    const next = departuresOnPage(many, false)
    expect(next.shown.map((departure) => departure._key)).toEqual(many.slice(0, 8).map((departure) => departure._key))
    expect(next.later).toBe(22)
    expect(departuresOnPage(many, true)).toEqual({ shown: many, later: 0 })
    expect(departuresOnPage(many.slice(0, 8), false)).toEqual({ shown: many.slice(0, 8), later: 0 })
  })

  it('moves dates by whole days', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2027-03-28', 0)).toBe('2027-03-28')
  })
})

describe('"Request this departure"', () => {
  it('prefills the trip, both dates, the travellers and the price per person in USD', () => {
    const [departure] = upcomingDepartures(
      [{ _key: 'b', startDate: '2027-03-07', pricePerPerson: 1875, places: 12 }],
      11,
      '2027-01-01',
      none,
    )
    expect(departureRequestMessage('Gold Package', departure!, 2, 1)).toBe(
      'Hello, I would like to request the Gold Package departing 7 March 2027 and returning 17 March 2027, for 2 ' +
        'adults and 1 child, at USD 1,875 per person. Please confirm availability and the next steps.',
    )
    const [onRequest] = upcomingDepartures([{ _key: 'd', startDate: '2027-04-03' }], 7, '2027-01-01', none)
    expect(departureRequestMessage('Silver 2', onRequest!, 1, 0)).toContain('for 1 adult, with the price on request.')
  })

  it('prefills the waiting list of a sold-out departure with the trip and both dates, in each language', () => {
    const [soldOut] = upcomingDepartures(departures, 11, '2027-03-06', count)
    expect(soldOut!.status).toBe('sold-out')
    expect(waitingListMessage('Gold Package', soldOut!)).toBe(
      'Hello, I would like to join the waiting list for the Gold Package departing 6 March 2027 and returning ' +
        '16 March 2027. Please let me know if places become free.',
    )
    expect(waitingListMessage('باقة الذهب', soldOut!, 'ar')).toContain('قائمة الانتظار')
  })

  it('takes traveller counts from 0 (adults 1) to 20, and the default for anything else', () => {
    expect(travellerCount('3', { min: 1, fallback: 2 })).toBe(3)
    for (const junk of [null, '', ' ', '0', '-1', '2.5', '21', 'two', 'Infinity'])
      expect(travellerCount(junk, { min: 1, fallback: 2 })).toBe(2)
    expect(travellerCount('0', { min: 0, fallback: 0 })).toBe(0)
  })
})
