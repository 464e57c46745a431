// The structured data of pages that are not day-by-day packages: an item's own page and the hotel page (decision 043).
import { describe, expect, it } from 'vitest'
import { TRIP_REVIEWS_QUERY } from '~/content/queries'
import type { TripReviews } from '~/content/types'
import { querySeed } from '../../tests/support/seed-content'
import { itemJsonLd } from './item-json-ld'

const reviewsOf = async (tripId: string) =>
  (await querySeed(TRIP_REVIEWS_QUERY, { tripIds: [tripId], stars: 0, start: 0, end: 3 })) as TripReviews
const page = { url: 'https://savanna.example/LuxuryHotelDetails', image: null }

describe('an item’s structured data', () => {
  it('rates the hotel from its ten published reviews, as a Hotel, with the three the page shows', async () => {
    const ld = itemJsonLd(
      { name: 'The Residences At Karen', category: 'Hotels', price: 450 },
      { ...page, reviews: await reviewsOf('item-the-residences-at-karen') },
    )
    expect(ld['@type']).toBe('Hotel')
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 10,
      reviewCount: 10,
    })
    expect(ld.review).toHaveLength(3)
    expect(ld.review?.[0]).toMatchObject({ '@type': 'Review', author: { '@type': 'Person' } })
    // A hotel's price is per night: no per-person offer is made up for it.
    expect(ld).not.toHaveProperty('offers')
  })

  it('makes up no rating for an item without reviews, and offers a trip at its price', async () => {
    const ld = itemJsonLd(
      { name: 'Solio Conservancy', category: 'Excursions', price: 850 },
      { ...page, reviews: await reviewsOf('item-solio-conservancy') },
    )
    expect(ld['@type']).toBe('TouristTrip')
    expect(ld).not.toHaveProperty('aggregateRating')
    expect(ld).not.toHaveProperty('review')
    expect(ld).toMatchObject({ offers: { '@type': 'Offer', price: 850, priceCurrency: 'USD' } })
  })

  it('describes a golf course as a GolfCourse', () => {
    expect(itemJsonLd({ name: 'Karen', category: 'Golf Courses' }, page)['@type']).toBe('GolfCourse')
  })
})
