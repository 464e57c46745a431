import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatMonth, formatNumber } from './format'

describe('dates', () => {
  it('are written the British way, the day never shifted by the time zone', () => {
    expect(formatDate('2027-03-07')).toBe('7 March 2027')
    expect(formatDate('2026-12-31')).toBe('31 December 2026')
    expect(formatMonth('2027-03')).toBe('March 2027')
  })

  it('come back as they are when they are no date (a legal page’s hand-typed “last updated”)', () => {
    expect(formatDate('soon')).toBe('soon')
    expect(formatMonth('2027-13')).toBe('2027-13')
  })

  it('take another locale', () => {
    expect(formatDate('2027-03-07', 'en-US')).toBe('March 7, 2027')
    expect(formatMonth('2027-03', 'fr-FR')).toBe('mars 2027')
    expect(formatDate('2027-03-07', 'ar-AE')).not.toBe(formatDate('2027-03-07'))
  })
})

describe('numbers and money', () => {
  it('write one currency code, then the whole amount with a thousands separator', () => {
    expect(formatMoney(2000)).toBe('USD 2,000')
    expect(formatMoney(800)).toBe('USD 800')
    expect(formatMoney(12500)).toBe('USD 12,500')
    expect(formatMoney(7350, 'AED')).toBe('AED 7,350')
    expect(formatNumber(50000)).toBe('50,000')
    expect(formatNumber(1234.6)).toBe('1,235')
  })

  it('take another locale', () => {
    expect(formatMoney(12500, 'EUR', 'de-DE')).toBe('EUR 12.500')
    expect(formatNumber(12500, 'en-IN')).toBe('12,500')
  })
})
