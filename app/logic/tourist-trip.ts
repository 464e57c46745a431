import type { Lang } from '#shared/languages'
import type { ItineraryPackage, TripReviews } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { type DatedDeparture, OFFER_AVAILABILITY } from './departures'
import { reviewsJsonLd } from './review-json-ld'
import { overnightPlace } from './route-stops'

/**
 * schema.org TouristTrip for a package: its days as an ItemList, each with the Place its night is spent at
 * (name and GeoCoordinates; the departure day has none), and its offers in USD per person: one per upcoming
 * departure (its price, availability, and the dated trip it sells), or, with none, the trip's own price.
 * `inLanguage` is the edition's language when given; without it, JsonLd adds the page's (the texts are the page's
 * own: an untranslated field falls back to English, but the page and its offer are the Arabic edition's). With
 * published reviews, their AggregateRating and the Reviews the page shows (review-json-ld.ts).
 */
export function touristTripJsonLd(
  pkg: ItineraryPackage,
  {
    url,
    image,
    departures = [],
    lang,
    reviews,
  }: { url: string; image: string | null; departures?: DatedDeparture[]; lang?: Lang; reviews?: TripReviews | null },
) {
  const price = pkg.offer?.price
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    ...(lang ? { inLanguage: lang } : {}),
    name: pkg.name,
    description: pkg.summary ?? undefined,
    url,
    image: image ?? undefined,
    touristType: ['Golf', 'Safari'],
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: pkg.days?.length ?? 0,
      itemListElement: (pkg.days ?? []).map((day, index) => {
        const place = overnightPlace(day)
        return {
          '@type': 'ListItem',
          position: index + 1,
          name: day.title,
          description: (day.timelineItems ?? []).join('; ') || undefined,
          item: place
            ? {
                '@type': 'Place',
                name: place.name,
                geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
              }
            : undefined,
        }
      }),
    },
    ...tripOffers(pkg.name ?? '', { departures, price, url }),
    ...reviewsJsonLd(reviews),
  }
}

/** One departure as an Offer: per person in USD (no price: priced on request), and the dated trip it sells. */
/**
 * A trip's offers in USD per person: one per upcoming departure, or, with none, the trip's own price; none when it
 * has neither.
 */
export function tripOffers(
  name: string,
  { departures, price, url }: { departures: DatedDeparture[]; price: number | null | undefined; url: string },
) {
  if (departures.length) return { offers: departures.map((departure) => departureOffer(name, departure, url)) }
  if (typeof price !== 'number') return {}
  return {
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      description: 'Per person',
      availability: 'https://schema.org/InStock',
      url,
    },
  }
}

function departureOffer(name: string, departure: DatedDeparture, url: string) {
  return {
    '@type': 'Offer',
    ...(typeof departure.pricePerPerson === 'number' ? { price: departure.pricePerPerson } : {}),
    priceCurrency: 'USD',
    description: 'Per person sharing',
    availability: OFFER_AVAILABILITY[departure.status],
    url,
    itemOffered: { '@type': 'TouristTrip', name, departureTime: departure.startDate, arrivalTime: departure.endDate },
  }
}

/**
 * Structured data marked with the page's language: a top-level object that does not name its own `inLanguage` gets
 * the edition's (BCP 47: `en`, `ar`). Arrays and other values pass unchanged.
 */
export function withLanguage(value: unknown, lang: Lang): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || 'inLanguage' in value) return value
  return { ...value, inLanguage: lang }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the tag. */
export function serialiseJsonLd(value: unknown): string {
  // In preview, texts carry the Studio's edit marks; structured data never does.
  return JSON.stringify(withoutEditMarks(value)).replace(/</g, '\\u003c')
}
