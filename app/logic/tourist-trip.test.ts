// Structured data's language: the TouristTrip names its edition, and any JSON-LD a page prints carries it.
import { describe, expect, it } from 'vitest'
import type { ItineraryPackage } from '~/content/types'
import { serialiseJsonLd, touristTripJsonLd, withLanguage } from './tourist-trip'

const pkg = { _id: 'pkg', name: 'Dubai Golf', summary: 'Three rounds.', days: [], offer: { price: 4000 } }

describe('inLanguage', () => {
  it('is the edition’s language on a TouristTrip when told, else left to the page (JsonLd adds it)', () => {
    const trip = (lang?: 'en' | 'ar') =>
      touristTripJsonLd(pkg as unknown as ItineraryPackage, { url: 'https://x.example/ar/p', image: null, lang })
    expect(trip('ar').inLanguage).toBe('ar')
    expect(withLanguage(trip(), 'ar')).toMatchObject({ '@type': 'TouristTrip', inLanguage: 'ar' })
  })

  it('is added to an object that has none, and never overrides one', () => {
    expect(withLanguage({ '@type': 'Organization' }, 'ar')).toEqual({ '@type': 'Organization', inLanguage: 'ar' })
    expect(withLanguage({ '@type': 'WebPage', inLanguage: 'en' }, 'ar')).toEqual({
      '@type': 'WebPage',
      inLanguage: 'en',
    })
    expect(withLanguage([{ a: 1 }], 'ar')).toEqual([{ a: 1 }])
    expect(withLanguage(null, 'ar')).toBeNull()
  })

  it('survives serialisation with Arabic text intact', () => {
    expect(JSON.parse(serialiseJsonLd(withLanguage({ name: 'دبي' }, 'ar')))).toEqual({ name: 'دبي', inLanguage: 'ar' })
  })
})
