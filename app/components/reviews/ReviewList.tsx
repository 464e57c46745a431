import { languageById } from '#shared/languages'
import { StarRating } from '~/components/shared/StarRating'
import type { Review } from '~/content/types'
import { useFormat, useLang, useT, useTextLang } from '~/i18n/react'

/**
 * Reviews as travellers wrote them, newest first: each keeps its own language (marked with `lang`, and `dir` when
 * it differs from the page's), with the company's reply under it, in the review's language.
 */
export function ReviewList({ reviews, headingLevel }: { reviews: readonly Review[]; headingLevel: 2 | 3 | 4 }) {
  const t = useT().reviews
  const lang = useLang()
  const format = useFormat()
  const textLang = useTextLang()
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!
  return (
    <ul className="reviews review-list">
      {reviews.map((review) => {
        const other = review.language !== lang
        const marks = other ? { lang: review.language, dir: languageById(review.language).dir } : {}
        return (
          <li key={review._id}>
            <article className="review" aria-labelledby={`review-${review._id}`}>
              <Heading id={`review-${review._id}`} className="review__title" {...marks}>
                {review.title}
              </Heading>
              <StarRating rating={review.rating} />
              <p className="review__text" {...marks}>
                {review.text}
              </p>
              <footer>
                {/* As typed: isolated, marked as English on an Arabic page when in Latin letters; the page's comma. */}
                <span>
                  <bdi {...textLang(review.firstName)}>{review.firstName}</bdi>
                  {languageById(lang).listSeparator}
                  <bdi {...textLang(review.country)}>{review.country}</bdi>
                </span>
                <span>{t.travelled(format.month(review.travelledIn))}</span>
                {review.verified ? <span className="review__verified">{t.verified}</span> : null}
              </footer>
              {review.reply ? (
                <div className="review__reply">
                  <p className="review__reply-from">{t.reply}</p>
                  <p {...marks}>{review.reply}</p>
                </div>
              ) : null}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
