// The enquiry the browser sends names the page's language: from <html lang>, English for anything else.
import { describe, expect, it } from 'vitest'
import { pageLanguage } from './send-enquiry.client'

describe('the enquiry’s language', () => {
  it('is the page’s, English for anything else', () => {
    expect(pageLanguage('ar')).toBe('ar')
    expect(pageLanguage('en')).toBe('en')
    expect(pageLanguage('fr')).toBe('en')
    expect(pageLanguage('')).toBe('en')
    expect(pageLanguage(null)).toBe('en')
  })
})
