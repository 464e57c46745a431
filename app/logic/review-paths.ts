/** A trip's reviews page (decision 043), by the slug of its own page: all its reviews, paged and filtered by stars. */
export function reviewsPath(slug: string): string {
  return `/reviews/${slug}`
}
