// The draft write (decision 043), against a real local Content API: a review a visitor sends lands as a draft, which
// the editor (with the token) can read and no published read ever returns, so its stars count only once published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRIP_REVIEWS_QUERY } from '~/content/queries'
import { type Running, startApi, TEST_TOKEN } from '../../tests/support/content-api'
import { parseEnv } from './env.server'
import { createReviewDraft, ReviewsUnavailable, reviewDraftDocument } from './review-drafts.server'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(async () => {
  await lake?.dispose()
})

const values = {
  firstName: 'Ruth',
  country: 'Kenya',
  travelledIn: '2026-10',
  rating: '1',
  title: '  A week to forget  ',
  text: 'Nothing went as planned, and nobody answered the phone.',
}
const rwanda = { tripIds: ['item-rwanda', 'package-rwanda-package'], stars: 0, start: 0, end: 10 }

describe('a review sent from the site', () => {
  it('is written as a draft of a new review from the website, unverified, its texts trimmed', () => {
    expect(reviewDraftDocument({ tripId: 'item-rwanda', values, language: 'en' }, 'fixed')).toEqual({
      _id: 'drafts.review-fixed',
      _type: 'review',
      trip: { _type: 'reference', _ref: 'item-rwanda' },
      firstName: 'Ruth',
      country: 'Kenya',
      travelledIn: '2026-10',
      rating: 1,
      title: 'A week to forget',
      text: 'Nothing went as planned, and nobody answered the phone.',
      language: 'en',
      source: 'website',
      verified: false,
    })
  })

  it('lands in the local Content API as a draft, written with the local editor token, unpublished', async () => {
    const env = parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN })
    const id = await createReviewDraft({ tripId: 'item-rwanda', values, language: 'en' }, env)
    expect(id).toMatch(/^drafts\.review-[0-9a-f-]{36}$/)
    const draft = await lake.client.getDocument(id)
    expect(draft).toMatchObject({ _type: 'review', title: 'A week to forget', rating: 1, source: 'website' })
    // What the site reads for visitors: nothing of it, not even in the figures.
    const published = await lake.client.fetch(TRIP_REVIEWS_QUERY, rwanda, { perspective: 'published' })
    expect(published).toMatchObject({ count: 0, average: null, reviews: [] })
    const anonymous = await lake.anon.fetch(`*[_id == $id][0]`, { id })
    expect(anonymous).toBeNull()
    // Published by staff, it counts.
    const { _id, ...fields } = draft!
    await lake.client
      .transaction()
      .createOrReplace({ ...fields, _id: _id.replace(/^drafts\./, ''), _type: 'review' })
      .delete(_id)
      .commit()
    const after = await lake.client.fetch(TRIP_REVIEWS_QUERY, rwanda, { perspective: 'published' })
    expect(after).toMatchObject({ count: 1, average: 1, byStars: [0, 0, 0, 0, 1] })
  })

  it('cannot be written to a Sanity project without SANITY_REVIEWS_TOKEN', async () => {
    const env = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: lake.origin })
    await expect(createReviewDraft({ tripId: 'item-rwanda', values, language: 'en' }, env)).rejects.toBeInstanceOf(
      ReviewsUnavailable,
    )
  })
})
