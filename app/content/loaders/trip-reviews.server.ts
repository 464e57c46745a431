import { contentFor } from '~/content/content.server'
import { REVIEWED_TRIP_QUERY, TRIP_REVIEWS_QUERY } from '~/content/queries'
import type { TripReviews } from '~/content/types'
import { nairobiDate } from '~/logic/departures'
import { monthOf } from '~/logic/review-form'
import { LATEST_REVIEWS } from '~/logic/review-paths'
import { itemPath } from '~/logic/slug'
import { siteNow } from '~/platform/clock.server'

/** The ids a trip's reviews may name: its catalogue item and its day-by-day package, the same trip (decision 043). */
export function tripIds(...ids: Array<string | null | undefined>): string[] {
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))]
}

/**
 * One page of a trip's published reviews (newest first; `stars` 1 to 5 keeps only those, 0 all), with the figures
 * over all of them. Read once for both editions: reviews keep the language they were written in.
 */
export async function readTripReviews(
  request: Request,
  ids: string[],
  { stars = 0, start = 0, end = LATEST_REVIEWS }: { stars?: number; start?: number; end?: number } = {},
): Promise<TripReviews> {
  const content = await contentFor(request)
  return content.fetch(TRIP_REVIEWS_QUERY, { tripIds: ids, stars, start, end }) as Promise<TripReviews>
}

/** The month a traveller can have travelled in at the latest: this one, in Nairobi. */
export function latestTravelMonth(): string {
  return monthOf(nairobiDate(siteNow()))
}

export type ReviewedTrip = {
  /** What a new review names: the catalogue item when there is one (cards are items), else the package. */
  tripId: string
  /** Every id its reviews may name. */
  ids: string[]
  name: string
  /** The trip's own page. */
  path: string
}

/** The trip a reviews page is about, by the slug of the trip's page; null when the slug names none. */
export async function findReviewedTrip(request: Request, slug: string | undefined): Promise<ReviewedTrip | null> {
  if (!slug || slug.length > 120) return null
  const content = await contentFor(request)
  const found = await content.fetch(REVIEWED_TRIP_QUERY, { slug })
  if (found.item?._id) {
    const { item } = found
    return {
      tripId: item._id,
      ids: tripIds(item._id, item.packageId),
      name: item.name ?? slug,
      path: itemPath(item.slug ?? slug),
    }
  }
  if (found.package?._id) {
    const pkg = found.package
    return {
      tripId: pkg.itemId ?? pkg._id,
      ids: tripIds(pkg._id, pkg.itemId),
      name: pkg.name ?? slug,
      path: itemPath(pkg.slug ?? slug),
    }
  }
  return null
}
