import type { DesignedTripEntry } from '~/logic/designed-trips'
import type {
  ABOUT_PAGE_QUERY_RESULT,
  CATEGORY_LISTING_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  HOTEL_SAMPLE_QUERY_RESULT,
  ITINERARY_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  TRIP_REVIEWS_QUERY_RESULT,
  TRIP_SPECIALIST_QUERY_RESULT,
} from './sanity.types'

/**
 * Names for the parts of query results that components take as props. Every shape here is derived from the
 * types Sanity TypeGen generates into sanity.types.ts from the studio schema and queries.ts (`npm run
 * typegen`); nothing is written by hand, so a changed projection or schema shows up as a type error.
 */

type Item<T> = T extends Array<infer U> ? U : never

export type SiteSettings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

/** A catalogue card as the home page, listings and search send it (a listing's first cards add a placeholder). */
export type CatalogueCard = Item<Extract<HomeSection, { _type: 'categorySection' }>['items']>

/**
 * An image as the queries project it: `{ crop, hotspot, asset }`, with its `alt` where a screen describes it
 * (an image shown with alt="" is sent without one). `directional` when its editor says the picture points along
 * the line (decision 054).
 */
export type SanityImage = CatalogueCard['image'] & { alt?: string | null; directional?: boolean | null }

export type KeyedImage = SanityImage & { _key: string }

export type HomePage = HOME_PAGE_QUERY_RESULT
/** The settings only the home page shows. */
export type HomeSettings = NonNullable<HomePage['settings']>
type HomeSection = Item<NonNullable<NonNullable<HomePage['layout']>['sections']>>
export type StoryCard = NonNullable<Extract<HomeSection, { _type: 'storyCardSection' }>['card']>

export type CategoryListing = CATEGORY_LISTING_QUERY_RESULT

export type ItineraryLookup = ITINERARY_QUERY_RESULT
export type ItineraryPackage = NonNullable<ItineraryLookup['package']>
/** A day as the full itinerary's timeline draws it: a package's day, or a proposal's (which has no second strip). */
export type TimelineDay = Pick<NonNullable<ItineraryPackage['days']>[number], '_key' | 'title' | 'timelineItems'> & {
  carouselImages1?: KeyedImage[] | null
  carouselImages2?: KeyedImage[] | null
}

/** A catalogue item on its own page (`/itinerary/:slug` for an item without a day-by-day package). */
export type CatalogueItem = Omit<NonNullable<ItineraryLookup['item']>, 'package'>

export type HotelSample = NonNullable<HOTEL_SAMPLE_QUERY_RESULT>
/** The chat link's address and message (the site settings' `chat`; a trip's pages give their own message). */
export type ChatSettings = { url?: string | null; prefilledText?: string | null } | null
export type Specification = Item<NonNullable<NonNullable<HotelSample['specifications']>['keyFeatures']>>

/** A team member on About, with the first trips they design and how many in all (`withFirstDesignedTrips`). */
export type TeamMember = Item<ABOUT_PAGE_QUERY_RESULT['team']> & { trips: DesignedTripEntry[]; tripCount: number }

/** A trip's specialist and the chat link's address, as every trip page reads them (issue 35). */
export type TripContact = TRIP_SPECIALIST_QUERY_RESULT
export type Specialist = NonNullable<TripContact['specialist']>

export type LegalPage = NonNullable<LEGAL_PAGE_QUERY_RESULT>

/**
 * A trip's published reviews and their figures (decision 043). TypeGen types an average as a number; without
 * reviews it is null, so it is said here.
 */
export type TripReviews = Omit<TRIP_REVIEWS_QUERY_RESULT, 'average'> & { average: number | null }
export type Review = TripReviews['reviews'][number]
