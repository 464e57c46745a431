import type { TripReviews } from '~/content/types'
import { averageText } from './review-figures'

/**
 * A trip's reviews in its structured data (decision 043), following Google's review-snippet rules: nothing at all
 * without a published review (no rating is ever made up); otherwise an AggregateRating over every published review
 * (average, count, on a 1 to 5 scale), and a Review for each one the page shows (the newest few), each with its
 * author (a person: the traveller's first name), its rating, its own text and the language it was written in.
 */
export function reviewsJsonLd(reviews: TripReviews | null | undefined) {
  const average = averageText(reviews?.average)
  if (!reviews || !average || reviews.count < 1) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Number(average),
      bestRating: 5,
      worstRating: 1,
      ratingCount: reviews.count,
      reviewCount: reviews.count,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      inLanguage: review.language,
      datePublished: review._createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.firstName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  }
}
