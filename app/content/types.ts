import type {
  ABOUT_PAGE_QUERY_RESULT,
  CATALOGUE_CARDS_QUERY_RESULT,
  CATEGORY_LISTING_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  HOTEL_SAMPLE_QUERY_RESULT,
  ITINERARY_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from './sanity.types'

/**
 * Names for the parts of query results that components take as props. Every shape here is derived from the
 * types Sanity TypeGen generates into sanity.types.ts from the studio schema and queries.ts (`npm run
 * typegen`); nothing is written by hand, so a changed projection or schema shows up as a type error.
 */

type Item<T> = T extends Array<infer U> ? U : never

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

export type CatalogueCard = Item<CATALOGUE_CARDS_QUERY_RESULT>

/** An image as every query projects it: `{ alt, crop, hotspot, asset }`. */
export type SanityImage = CatalogueCard['image']

export type KeyedImage = SanityImage & { _key: string }

export type HomePage = HOME_PAGE_QUERY_RESULT
type HomeSection = Item<NonNullable<NonNullable<HomePage['layout']>['sections']>>
export type StoryCard = NonNullable<Extract<HomeSection, { _type: 'storyCardSection' }>['card']>

export type CategoryListing = CATEGORY_LISTING_QUERY_RESULT

export type ItineraryLookup = ITINERARY_QUERY_RESULT
export type ItineraryPackage = NonNullable<ItineraryLookup['package']>

export type HotelSample = NonNullable<HOTEL_SAMPLE_QUERY_RESULT>
export type Specification = Item<NonNullable<NonNullable<HotelSample['specifications']>['keyFeatures']>>

export type TeamMember = Item<ABOUT_PAGE_QUERY_RESULT['team']>

export type LegalPage = NonNullable<LEGAL_PAGE_QUERY_RESULT>
