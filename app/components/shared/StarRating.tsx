import { useT } from '~/i18n/react'
import { averageText, starsOf } from '~/logic/review-figures'

/**
 * Star images equal to the rating (spec), named once for screen readers. The stars are the stylesheet's
 * (`.stars--N` in app.css: one star drawing repeated N times), not markup: a listing shows dozens of ratings,
 * and as SVG each cost a page about 140 bytes. With `count`, the rating is the average of that many published
 * reviews (decision 043): the name says both, and the count is shown beside the stars. No rating, no stars.
 */
export function StarRating({ rating, count }: { rating: number | null | undefined; count?: number | null }) {
  const t = useT()
  const stars = starsOf(rating)
  if (stars === 0) return null
  if (typeof count !== 'number' || count < 1)
    return <span className={`stars stars--${stars}`} role="img" aria-label={t.shared.rated(stars)} />
  return (
    <span className="stars-rated">
      <span
        className={`stars stars--${stars}`}
        role="img"
        aria-label={t.shared.ratedFrom(averageText(rating) ?? '', count)}
      />
      <span className="stars-rated__count" aria-hidden="true">
        {averageText(rating)} ({count})
      </span>
    </span>
  )
}
