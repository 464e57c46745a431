import { useT } from '~/i18n/react'

/**
 * Star images equal to the rating (spec), named once for screen readers. The stars are the stylesheet's
 * (`.stars--N` in app.css: one star drawing repeated N times), not markup: a listing shows dozens of ratings,
 * and as SVG each cost a page about 140 bytes.
 */
export function StarRating({ rating }: { rating: number | null | undefined }) {
  const t = useT()
  const stars = Math.max(0, Math.min(5, Math.round(rating ?? 0)))
  if (stars === 0) return null
  return <span className={`stars stars--${stars}`} role="img" aria-label={t.shared.rated(stars)} />
}
