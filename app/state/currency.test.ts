// Which currency prices are shown in: the visitor's choice, else the edition's suggestion (AED in Arabic).
import { describe, expect, it } from 'vitest'
import { displayCurrency } from './currency'

describe('the display currency', () => {
  it('is AED on Arabic pages and USD on English ones when the visitor has not chosen', () => {
    expect(displayCurrency({ lang: 'ar', stored: 'USD', chosen: false })).toBe('AED')
    expect(displayCurrency({ lang: 'en', stored: 'USD', chosen: false })).toBe('USD')
  })

  it('is the visitor’s choice wherever they are, USD included', () => {
    expect(displayCurrency({ lang: 'ar', stored: 'USD', chosen: true })).toBe('USD')
    expect(displayCurrency({ lang: 'ar', stored: 'GBP', chosen: false })).toBe('GBP')
    expect(displayCurrency({ lang: 'en', stored: 'AED', chosen: false })).toBe('AED')
    expect(displayCurrency({ lang: 'ar', stored: 'KES', chosen: true })).toBe('KES')
  })
})
