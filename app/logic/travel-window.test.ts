import { describe, expect, it } from 'vitest'
import { describeTravelDates, lastDayOf, nearestDepartures, travelMonths, travelWindowOf } from './travel-window'

const TODAY = '2026-11-24'

describe('travel months', () => {
  it('ends each month on its last day, leap years included', () => {
    expect(['2027-01', '2027-02', '2028-02', '2027-04', '2027-12'].map(lastDayOf)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2028-02-29',
      '2027-04-30',
      '2027-12-31',
    ])
  })

  it('offers eighteen months from this one, across the new year', () => {
    const months = travelMonths(TODAY)
    expect(months).toHaveLength(18)
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01'])
    expect(months.at(-1)).toBe('2028-04')
  })
})

describe('the travel window', () => {
  it('is nothing without dates, a month from its first to its last day, and never starts before today', () => {
    expect(travelWindowOf({ month: null, from: null, to: null }, TODAY)).toBeNull()
    expect(travelWindowOf({ month: '2027-02', from: null, to: null }, TODAY)).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    })
    expect(travelWindowOf({ month: '2026-11', from: null, to: null }, TODAY)).toEqual({ from: TODAY, to: '2026-11-30' })
    expect(travelWindowOf({ month: null, from: null, to: '2027-01-05' }, TODAY)).toEqual({
      from: TODAY,
      to: '2027-01-05',
    })
  })

  it('reads as a visitor would say it', () => {
    expect(describeTravelDates({ month: '2027-03', from: null, to: null })).toBe('in March 2027')
    expect(describeTravelDates({ month: null, from: '2027-03-03', to: '2027-03-10' })).toBe(
      'between 3 March 2027 and 10 March 2027',
    )
    expect(describeTravelDates({ month: null, from: '2027-03-03', to: '2027-03-03' })).toBe('on 3 March 2027')
    expect(describeTravelDates({ month: null, from: '2027-03-03', to: null })).toBe('from 3 March 2027')
    expect(describeTravelDates({ month: null, from: null, to: '2027-03-10' })).toBe('by 10 March 2027')
  })

  it('finds the nearest departures on either side of an empty window, none of them past', () => {
    const starts = ['2026-11-20', '2026-12-05', '2027-02-27', '2027-03-13', '2027-03-20', '2027-01-09']
    expect(nearestDepartures(starts, { from: '2027-03-01', to: '2027-03-10' }, TODAY)).toEqual({
      before: '2027-02-27',
      after: '2027-03-13',
    })
    expect(nearestDepartures(starts, { from: TODAY, to: '2026-12-01' }, TODAY)).toEqual({
      before: null,
      after: '2026-12-05',
    })
    expect(nearestDepartures(starts, { from: '2027-04-01', to: '2027-04-30' }, TODAY)).toEqual({
      before: '2027-03-20',
      after: null,
    })
  })
})
