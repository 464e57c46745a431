import { describe, expect, it } from 'vitest'
import { chatHref, telHref, withSearch } from './links'

describe('contact links', () => {
  it('dials a phone number without its spaces', () => {
    expect(telHref('+254 700 000 000')).toBe('tel:+254700000000')
  })

  it('opens the chat with the enquiry text prefilled, and gives no link for a missing or broken URL', () => {
    expect(chatHref({ url: 'https://wa.me/254700000000', prefilledText: 'Hello, itineraries?' })).toBe(
      'https://wa.me/254700000000?text=Hello%2C+itineraries%3F',
    )
    expect(chatHref({ url: 'https://wa.me/254700000000' })).toBe('https://wa.me/254700000000')
    expect(chatHref({ url: null })).toBeNull()
    expect(chatHref({ url: 'not a url' })).toBeNull()
  })
})

describe('withSearch', () => {
  it('joins a path and query parts without a stray ? or &', () => {
    expect(withSearch('/hotels')).toBe('/hotels')
    expect(withSearch('/hotels', '', 'page=2')).toBe('/hotels?page=2')
    expect(withSearch('/search', 'q=gold', 'country=kenya')).toBe('/search?q=gold&country=kenya')
  })
})
