import { describe, expect, it } from 'vitest'
import { canonicalPageUrl } from './cache-key'

const key = (target: string) => canonicalPageUrl('http://127.0.0.1:3000', target)

describe('the page cache’s key', () => {
  it('drops parameters no page reads, so invented query strings share the page’s one entry', () => {
    expect(key('/services?utm_source=x&fbclid=1')).toBe('http://127.0.0.1:3000/services')
    expect(key('/services?junk1=1')).toBe(key('/services?junk2=2'))
    expect(key('/hotels?')).toBe('http://127.0.0.1:3000/hotels')
  })

  it('writes the parameters pages read in one order, keeping the order of one name’s values', () => {
    expect(key('/golf-courses?sort=price&country=kenya&zzz=1&page=2&country=uganda')).toBe(
      'http://127.0.0.1:3000/golf-courses?country=kenya&country=uganda&sort=price&page=2',
    )
    expect(key('/golf-courses?page=2&sort=price&country=kenya')).toBe(
      key('/golf-courses?country=kenya&sort=price&page=2'),
    )
  })

  it('reads one encoding of a value or a path as the same page', () => {
    expect(key('/search?q=lake%20nakuru')).toBe(key('/search?q=lake+nakuru'))
    expect(key('/search?q=%6Cake')).toBe(key('/search?q=lake'))
    expect(key('/itinerary/gold%2Dpackage')).toBe('http://127.0.0.1:3000/itinerary/gold-package')
    expect(key('/itinerary/gold%2fpackage')).toBe('http://127.0.0.1:3000/itinerary/gold%2Fpackage')
  })

  it('keeps what Remix’s lazy route discovery asks for', () => {
    expect(key('/__manifest?p=%2Fitineraries&p=%2Fabout&version=abc123')).toBe(
      'http://127.0.0.1:3000/__manifest?p=%2Fitineraries&p=%2Fabout&version=abc123',
    )
  })

  it('keeps what single fetch needs to name the routes of a `.data` request', () => {
    expect(key('/search.data?q=golf&_routes=routes%2Fsearch&x=1')).toBe(
      'http://127.0.0.1:3000/search.data?_routes=routes%2Fsearch&q=golf',
    )
  })
})
