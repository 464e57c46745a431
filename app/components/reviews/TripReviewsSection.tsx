import type { TripReviews } from '~/content/types'
import { Link, useLocalePath, useT } from '~/i18n/react'
import { reviewsPath } from '~/logic/review-paths'
import { ReviewForm } from './ReviewForm'
import { ReviewList } from './ReviewList'
import { ReviewSummary } from './ReviewSummary'

/**
 * On a trip's pages (decision 043): its figures and customer ratings, its latest reviews with the company's replies,
 * "View all reviews" (the trip's reviews page, paged and filtered by stars), and the form to write one, folded away
 * until asked for (a `details` element: no JavaScript needed).
 */
export function TripReviewsSection({
  slug,
  reviews,
  latestMonth,
  id = 'reviews',
  title,
  className = '',
}: {
  /** The slug of the trip's page, which names its reviews page. */
  slug: string
  reviews: TripReviews
  latestMonth: string
  id?: string
  /** The section's heading; the reviews' own by default (the hotel page keeps the spec's). */
  title?: string
  /** The page's own section class, beside the reviews'. */
  className?: string
}) {
  const t = useT().reviews
  const localePath = useLocalePath()
  const path = reviewsPath(slug)
  return (
    <section id={id} className={`trip-reviews ${className}`.trim()} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t.sectionTitle}</h2>
      <ReviewSummary reviews={reviews} />
      {reviews.reviews.length ? (
        <>
          <h3 className="trip-reviews__latest">{t.latest}</h3>
          <ReviewList reviews={reviews.reviews} headingLevel={4} />
          <p>
            <Link to={path} className="button button--outline">
              {t.viewAll}
            </Link>
          </p>
        </>
      ) : null}
      <details className="trip-reviews__write">
        <summary className="button button--outline">{t.writeReview}</summary>
        <ReviewForm action={localePath(path)} result={null} latestMonth={latestMonth} />
      </details>
    </section>
  )
}
