import { StarRow } from './Icons'

/** Star images equal to the rating (spec), with the number for screen readers. */
export function StarRating({ rating }: { rating: number | null | undefined }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating ?? 0)))
  if (stars === 0) return null
  return (
    <StarRow count={stars} className="stars" label={`Rated ${stars} out of 5`} />
  )
}
