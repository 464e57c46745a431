import { randomUUID } from 'node:crypto'
import { createClient } from '@sanity/client'
import PQueue from 'p-queue'
import type { ReviewLanguage, ReviewModeration } from '#shared/review-fields'
import { contentSourceEnv, getServerEnv, type ServerEnv, usesEmbeddedContent } from '#shared/site-settings.server'
import { REVIEWS_WAITING_COUNT_QUERY } from '~/content/queries'
import { sanityClientBase } from '~/content/sanity-backend.server'
import { cleanedReview, type ReviewValues } from '~/logic/review-form'

/**
 * Writes a review a visitor sent as a draft in the Content Lake (decisions 043 and 048): `drafts.review-<uuid>`,
 * marked `moderation: "waiting"`, which no published read ever returns and no preview shows, so nothing of it
 * reaches a page until staff approve and publish it in the Studio ("Reviews waiting"). On the embedded defaults it
 * is written to the local Content API with the local editor token the server already holds; with a Sanity project,
 * with SANITY_REVIEWS_TOKEN (server only). `create` never overwrites: a new random id each time. Past
 * REVIEWS_WAITING_MAX reviews waiting, or REVIEWS_WAITING_MAX_PER_TRIP for the trip, nothing is written.
 */

export class ReviewsUnavailable extends Error {}

/** Enough reviews already wait for staff, in all or for this trip: the visitor is asked to come back tomorrow. */
export class TooManyReviewsWaiting extends Error {}

export type ReviewDraft = {
  /** The catalogue item or package the review is about. */
  tripId: string
  /** Every id a review of the same trip may name (its item and its package), for the trip's count of those waiting. */
  tripIds: string[]
  values: ReviewValues
  language: ReviewLanguage
}

/** The draft document, as staff will find it in the Studio. */
export function reviewDraftDocument(
  { tripId, values: typed, language }: Pick<ReviewDraft, 'tripId' | 'values' | 'language'>,
  id: string = randomUUID(),
) {
  const values = cleanedReview(typed)
  return {
    _id: `drafts.review-${id}`,
    _type: 'review' as const,
    trip: { _type: 'reference' as const, _ref: tripId },
    firstName: values.firstName.trim(),
    country: values.country.trim(),
    travelledIn: values.travelledIn.trim(),
    rating: Number(values.rating),
    title: values.title.trim(),
    text: values.text.trim(),
    language,
    source: 'website' as const,
    verified: false,
    moderation: 'waiting' satisfies ReviewModeration,
  }
}

/** The settings a review is written with: the Content Lake's address and a token that may write to it. */
function writeSettings(env: ServerEnv) {
  if (usesEmbeddedContent(env)) {
    const local = contentSourceEnv(env)
    return { ...sanityClientBase(local), token: local.SANITY_READ_TOKEN }
  }
  if (!env.SANITY_REVIEWS_TOKEN) throw new ReviewsUnavailable('Reviews need SANITY_REVIEWS_TOKEN to be written.')
  return { ...sanityClientBase(env), token: env.SANITY_REVIEWS_TOKEN }
}

/**
 * One count and write at a time in this process: a burst of reviews cannot all count the same number waiting and
 * all be written past the cap. Each worker and instance has its own queue, so with N of them the cap can be passed
 * by at most N - 1 reviews (decision 048).
 */
const writes = new PQueue({ concurrency: 1 })

/** Creates the draft and returns its id, unless enough reviews already wait (TooManyReviewsWaiting). */
export async function createReviewDraft(review: ReviewDraft, env: ServerEnv = getServerEnv()): Promise<string> {
  const client = createClient({ ...writeSettings(env), useCdn: false, maxRetries: 0 })
  const document = reviewDraftDocument(review)
  return writes.add(async () => {
    const waiting = await client.fetch(REVIEWS_WAITING_COUNT_QUERY, { tripIds: review.tripIds }, { perspective: 'raw' })
    if (waiting.all >= env.REVIEWS_WAITING_MAX || waiting.trip >= env.REVIEWS_WAITING_MAX_PER_TRIP)
      throw new TooManyReviewsWaiting(`${waiting.all} reviews wait for staff, ${waiting.trip} of this trip.`)
    await client.create(document, { visibility: 'sync' })
    return document._id
  })
}
