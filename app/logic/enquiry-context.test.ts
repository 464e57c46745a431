// What an enquiry is about, read from the contact page's address or the form's hidden fields (decision 062): a
// hint from the page, never trusted as it comes.
import { describe, expect, it } from 'vitest'
import { enquiryContextFields, readEnquiryContext, withEnquirySource } from './enquiry-context'

const read = (query: string) => readEnquiryContext(new URLSearchParams(query))

describe('an enquiry’s context', () => {
  it('reads a departure request: its source, trip, date and party', () => {
    expect(read('source=departure&trip=gold-package&departure=2027-03-10&adults=3&children=1')).toEqual({
      source: 'departure',
      trip: 'gold-package',
      departureDate: '2027-03-10',
      party: { adults: 3, children: 1 },
    })
  })

  it('reads a sold-out departure’s waiting list as its own source, with its trip and date (decision 068)', () => {
    expect(read('trip=gold-package&departure=2027-08-07&source=waiting-list')).toEqual({
      source: 'waiting-list',
      trip: 'gold-package',
      departureDate: '2027-08-07',
      party: null,
    })
  })

  it('reads the contact page with nothing about it as the contact page’s own, about nothing', () => {
    expect(read('')).toEqual({ source: 'contact', trip: null, departureDate: null, party: null })
  })

  it('takes no proposal source, unknown source, malformed date, slug or count from a page', () => {
    expect(read('source=proposal-changes').source).toBe('contact')
    expect(read('source=<script>').source).toBe('contact')
    expect(read('departure=10/03/2027').departureDate).toBeNull()
    expect(read('departure=2027-13-45').departureDate).toBeNull()
    expect(read('trip=../../etc').trip).toBeNull()
    expect(read('adults=-4&children=lots').party).toEqual({ adults: 2, children: 0 })
  })

  it('goes back into the form as hidden fields, only what it names', () => {
    expect(enquiryContextFields(read('source=checkout'))).toEqual({ source: 'checkout' })
    expect(enquiryContextFields(read('source=departure&trip=gold&departure=2027-03-10&adults=2'))).toEqual({
      source: 'departure',
      trip: 'gold',
      departure: '2027-03-10',
      adults: '2',
      children: '0',
    })
  })

  it('names its source on a link, after its query or as one', () => {
    expect(withEnquirySource('/contact?message=Hi', 'checkout')).toBe('/contact?message=Hi&source=checkout')
    expect(withEnquirySource('/contact', 'trip-bar')).toBe('/contact?source=trip-bar')
  })
})
