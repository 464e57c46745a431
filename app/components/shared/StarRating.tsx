import { useT } from '~/i18n/react'
import { averageText, starsOf } from '~/logic/review-figures'

type StarRatingProps = {
  rating: number | null | undefined
  /** How many published reviews an average is of: shown beside it and named. */
  count?: number | null
  /** Whether `rating` is an average of reviews (always so with a count) rather than one review's own stars. */
  average?: boolean
}

/**
 * Star images equal to the rating (spec), named once for screen readers. The stars are the stylesheet's
 * (`.stars--N` in app.css: one star drawing repeated N times), not markup: a listing shows dozens of ratings,
 * and as SVG each cost a page about 140 bytes. An average of published reviews (decision 043) is stated as it is,
 * one decimal ("4.5"), in the name and beside the stars, wherever it is shown: only the stars are drawn rounded
 * (decision 051). One review's own rating is whole stars. No rating, no stars.
 */
export function StarRating({ rating, count, average = typeof count === 'number' }: StarRatingProps) {
  const t = useT()
  const stars = starsOf(rating)
  if (stars === 0) return null
  if (!average) return <span className={`stars stars--${stars}`} role="img" aria-label={t.shared.rated(`${stars}`)} />
  const stated = averageText(rating) ?? ''
  const counted = typeof count === 'number' && count > 0
  return (
    <span className="stars-rated">
      <span
        className={`stars stars--${stars}`}
        role="img"
        aria-label={counted ? t.shared.ratedFrom(stated, count) : t.shared.rated(stated)}
      />
      <span className="stars-rated__count" aria-hidden="true">
        {counted ? `${stated} (${count})` : stated}
      </span>
    </span>
  )
}
