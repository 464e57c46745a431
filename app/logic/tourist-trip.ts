import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import type { ItineraryPackage } from '~/content/types'
import { overnightPlace } from './route-stops'

/**
 * schema.org TouristTrip for a package: its days as an ItemList, each with the Place its night is spent at
 * (name and GeoCoordinates; the departure day has none), and, when priced, an offer in USD per person.
 */
export function touristTripJsonLd(pkg: ItineraryPackage, { url, image }: { url: string; image: string | null }) {
  const price = pkg.offer?.price
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
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
            ? { '@type': 'Place', name: place.name, geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } }
            : undefined,
        }
      }),
    },
    ...(typeof price === 'number'
      ? { offers: { '@type': 'Offer', price, priceCurrency: 'USD', description: 'Per person', availability: 'https://schema.org/InStock', url } }
      : {}),
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the tag. */
export function serialiseJsonLd(value: unknown): string {
  // In preview, texts carry the Studio's edit marks; structured data never does.
  return JSON.stringify(withoutEditMarks(value)).replace(/</g, '\\u003c')
}
