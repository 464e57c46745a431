import { describe, expect, it } from 'vitest'
import { documentUrlOf, isDataRequest, isDataSubmission, isRefusal, resendDelayMs, retryDelayMs } from './refused-data'

describe('a refused data request', () => {
  it('is a loader request (GET …data) refused by the server as plain text, never a turbo-stream the app sent', () => {
    expect(isDataRequest(new URL('http://x/itinerary/gold-package.data?day=10'), 'GET')).toBe(true)
    expect(isDataRequest(new URL('http://x/contact.data'), 'POST')).toBe(false)
    expect(isDataRequest(new URL('http://x/itinerary/gold-package'), 'GET')).toBe(false)
    expect(isRefusal(429, 'text/plain; charset=utf-8')).toBe(true)
    expect(isRefusal(503, null)).toBe(true)
    expect(isRefusal(429, 'text/x-script')).toBe(false)
    expect(isRefusal(500, 'text/plain')).toBe(false)
    expect(isRefusal(200, 'text/plain')).toBe(false)
  })

  it('waits as long as Retry-After says, in seconds or as a date, a second if it says nothing, never past 8 s', () => {
    expect(retryDelayMs('2')).toBe(2_000)
    expect(retryDelayMs(null)).toBe(1_000)
    expect(retryDelayMs('soon')).toBe(1_000)
    const now = Date.parse('2026-11-26T12:00:00Z')
    expect(retryDelayMs('Thu, 26 Nov 2026 12:00:03 GMT', now)).toBe(3_000)
    expect(retryDelayMs('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(retryDelayMs('60')).toBeNull()
  })

  it('sends a refused form again as the server says, waiting 8 s at most each time, and never gives it up', () => {
    expect(isDataSubmission(new URL('http://x/reviews/gold-package.data'), 'POST')).toBe(true)
    expect(isDataSubmission(new URL('http://x/reviews/gold-package'), 'POST')).toBe(false)
    expect(isDataSubmission(new URL('http://x/reviews/gold-package.data'), 'GET')).toBe(false)
    expect(resendDelayMs('2')).toBe(2_000)
    expect(resendDelayMs('60')).toBe(8_000)
  })

  it('falls back to the page it asked about', () => {
    expect(documentUrlOf(new URL('http://x/_root.data'))).toBe('/')
    expect(
      documentUrlOf(new URL('http://x/itinerary/gold-package.data?day=10&_routes=routes%2Fitinerary.%24slug')),
    ).toBe('/itinerary/gold-package?day=10')
    expect(documentUrlOf(new URL('http://x/search.data?q=lodge'))).toBe('/search?q=lodge')
    // Remix's route manifest is retried like a page's data.
    expect(isDataRequest(new URL('http://x/__manifest?p=%2Fabout&version=abc'), 'GET')).toBe(true)
  })
})
