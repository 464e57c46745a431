import { StarRating } from '~/components/shared/StarRating'
import type { TripReviews } from '~/content/types'
import { useT } from '~/i18n/react'
import { averageText, starShares } from '~/logic/review-figures'

/**
 * A trip's figures over its published reviews (decision 043): the average out of 5 with its stars, how many reviews,
 * and the spec's customer ratings, a bar per star. Without reviews, a line saying so and no stars.
 */
export function ReviewSummary({ reviews }: { reviews: Pick<TripReviews, 'average' | 'count' | 'byStars'> }) {
  const t = useT().reviews
  const average = averageText(reviews.average)
  if (!average || reviews.count < 1) return <p className="review-summary__none">{t.noReviews}</p>
  return (
    <div className="feedback">
      <div className="feedback__overall">
        <p className="feedback__score">
          {average}
          <span> / 5</span>
        </p>
        <StarRating rating={reviews.average} count={reviews.count} />
        <p>{t.basedOn(reviews.count)}</p>
      </div>
      <ul className="feedback__bars" aria-label={t.ratingsByStars}>
        {starShares(reviews.byStars).map((row) => (
          <li key={row.star}>
            <span>{t.stars(row.star)}</span>
            <span className="feedback__bar" role="img" aria-label={t.starsShare(row.star, row.percentage)}>
              <span style={{ width: `${row.percentage}%` }} />
            </span>
            <span>{row.percentage}%</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
