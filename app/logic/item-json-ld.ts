import type { TripReviews } from '~/content/types'
import type { DatedDeparture } from './departures'
import { reviewsJsonLd } from './review-json-ld'
import { tripOffers } from './tourist-trip'

/**
 * Golf courses and hotels are places: GolfCourse and Hotel are kinds of LocalBusiness, which Google's review
 * snippets accept. Every other catalogue item is a trip.
 */
const PLACE_TYPES: Record<string, string> = { 'Golf Courses': 'GolfCourse', Hotels: 'Hotel' }

type Described = {
  name?: string | null
  description?: string | null
  /** The catalogue's category, as stored (its English name). */
  category?: string | null
  price?: number | null
}

/**
 * schema.org for a page of its own that is not a day-by-day package (decision 043): a catalogue item's page and the
 * hotel page. A trip carries its offers as a package's TouristTrip does; a place, none (a hotel's price is per
 * night, a golf course's is not ours to sell). With published reviews, their AggregateRating and the Reviews the page
 * shows; without, none.
 */
export function itemJsonLd(
  item: Described,
  {
    url,
    image,
    departures = [],
    reviews,
  }: { url: string; image: string | null; departures?: DatedDeparture[]; reviews?: TripReviews | null },
) {
  const type = PLACE_TYPES[item.category ?? ''] ?? 'TouristTrip'
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: item.name,
    description: item.description ?? undefined,
    url,
    image: image ?? undefined,
    ...(type === 'TouristTrip' ? tripOffers(item.name ?? '', { departures, price: item.price, url }) : {}),
    ...reviewsJsonLd(reviews),
  }
}
