import { randomUUID } from 'node:crypto'
import { createClient } from '@sanity/client'
import { sanityClientBase } from '~/content/sanity-backend.server'
import type { ReviewLanguage } from '~/logic/review-fields'
import type { ReviewValues } from '~/logic/review-form'
import { contentSourceEnv, getServerEnv, type ServerEnv, usesEmbeddedContent } from './env.server'

/**
 * Writes a review a visitor sent as a draft in the Content Lake (decision 043): `drafts.review-<uuid>`, which no
 * published read ever returns, so nothing of it reaches a public page until staff publish it in the Studio ("Reviews
 * waiting"). On the embedded defaults it is written to the local Content API with the local editor token the server
 * already holds; with a Sanity project, with SANITY_REVIEWS_TOKEN (server only). `create` never overwrites: a new
 * random id each time.
 */

export class ReviewsUnavailable extends Error {}

export type ReviewDraft = {
  /** The catalogue item or package the review is about. */
  tripId: string
  values: ReviewValues
  language: ReviewLanguage
}

/** The draft document, as staff will find it in the Studio. */
export function reviewDraftDocument({ tripId, values, language }: ReviewDraft, id: string = randomUUID()) {
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

/** Creates the draft and returns its id. */
export async function createReviewDraft(review: ReviewDraft, env: ServerEnv = getServerEnv()): Promise<string> {
  const client = createClient({ ...writeSettings(env), useCdn: false, maxRetries: 0 })
  const document = reviewDraftDocument(review)
  await client.create(document, { visibility: 'sync' })
  return document._id
}
