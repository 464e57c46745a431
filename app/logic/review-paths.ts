/** How many of a trip's newest reviews its own pages show; "View all reviews" shows the rest. */
export const LATEST_REVIEWS = 3
/** Reviews per page of a trip's reviews page. */
export const REVIEWS_PAGE_SIZE = 10

/** A trip's reviews page (decision 043), by the slug of its own page: all its reviews, paged and filtered by stars. */
export function reviewsPath(slug: string): string {
  return `/reviews/${slug}`
}
