import { describe, expect, it } from 'vitest'
import {
  type CurrencyRates,
  convert,
  formatPrice,
  ratesAreStale,
  ratesDateText,
  readCurrency,
  readRates,
  roundSensibly,
} from './currency'

const rates: CurrencyRates = { asOf: '2026-11-20', kes: 129.2, aed: 3.6725, eur: 0.93, gbp: 0.79 }

describe('roundSensibly', () => {
  it.each([
    [7345, 7350],
    [193_800, 194_000],
    [1_234_567, 1_230_000],
    [999.6, 1000],
    [736.4, 736],
    [46.5, 47],
    [9.4, 9],
    [0.4, 0],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%d → %d', (amount, rounded) => {
    expect(roundSensibly(amount)).toBe(rounded)
  })
})

describe('formatPrice', () => {
  it('writes a converted price as approximate, with en-US grouping', () => {
    expect(formatPrice(2000, 'AED', rates)).toBe('≈ AED 7,350')
    expect(formatPrice(1500, 'KES', rates)).toBe('≈ KES 194,000')
    expect(formatPrice(800, 'EUR', rates)).toBe('≈ EUR 744')
    expect(formatPrice(450, 'GBP', rates)).toBe('≈ GBP 356')
  })

  it('writes dollars as the price of record, and falls back to them without rates', () => {
    expect(formatPrice(2000, 'USD', rates)).toBe('USD 2,000')
    expect(formatPrice(2000, 'AED', null)).toBe('USD 2,000')
  })

  it('converts at the document’s units per dollar', () => {
    expect(convert(100, 'GBP', rates)).toBeCloseTo(79)
    expect(convert(100, 'USD', rates)).toBe(100)
  })
})

describe('readCurrency', () => {
  it('keeps a known code and takes anything else for USD', () => {
    for (const code of ['USD', 'KES', 'AED', 'EUR', 'GBP']) expect(readCurrency(code)).toBe(code)
    for (const garbage of ['aed', 'JPY', '', '{"x":1}', null, undefined, 3, ['AED']])
      expect(readCurrency(garbage)).toBe('USD')
  })
})

describe('readRates', () => {
  it('takes a complete document and refuses one with a missing, zero, negative or non-numeric rate or bad date', () => {
    expect(readRates({ ...rates, _id: 'currencyRates' })).toEqual(rates)
    expect(readRates(null)).toBeNull()
    expect(readRates({ ...rates, kes: null })).toBeNull()
    expect(readRates({ ...rates, aed: 0 })).toBeNull()
    expect(readRates({ ...rates, eur: -1 })).toBeNull()
    expect(readRates({ ...rates, gbp: '0.79' })).toBeNull()
    expect(readRates({ ...rates, asOf: '2026-02-30' })).toBeNull()
  })
})

describe('ratesAreStale', () => {
  // Days are Nairobi's (UTC+3): 21:00 UTC on 20 December is already 21 December there.
  it('is false up to 30 days after the rates’ date and true from the 31st', () => {
    expect(ratesAreStale('2026-11-20', new Date('2026-11-20T00:00:00Z'))).toBe(false)
    expect(ratesAreStale('2026-11-20', new Date('2026-12-20T20:59:59Z'))).toBe(false)
    expect(ratesAreStale('2026-11-20', new Date('2026-12-20T21:00:00Z'))).toBe(true)
    expect(ratesAreStale('2026-11-20', new Date('2027-03-01T12:00:00Z'))).toBe(true)
  })

  it('names the date in words', () => {
    expect(ratesDateText('2026-11-20')).toBe('rates of 20 November 2026')
  })

  it('names it in Arabic, with Western digits, on an Arabic page', () => {
    expect(ratesDateText('2026-11-20', 'ar')).toBe('بأسعار صرف 20 نوفمبر 2026')
    expect(formatPrice(2000, 'AED', { asOf: '2026-11-20', kes: 129.2, aed: 3.6725, eur: 0.93, gbp: 0.79 }, 'ar')).toBe(
      '≈ AED 7,350',
    )
  })
})
