// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// The draft write (decisions 043 and 048), against a real local Content API over the seed: a review a visitor sends
// lands as a draft marked waiting, which the editor (with the token) can read and no published read ever returns, so
// its stars count only once approved and published; and no more reviews wait than the settings allow, however many
// are sent at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#shared/site-settings.server'
import { TRIP_REVIEWS_QUERY } from '~/content/queries'
import { type Running, startApi, TEST_TOKEN } from '../../tests/support/content-api'
import {
  createReviewDraft,
  type ReviewDraft,
  ReviewsUnavailable,
  reviewDraftDocument,
  TooManyReviewsWaiting,
} from './review-drafts.server'

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
const aboutRwanda: ReviewDraft = { tripId: 'item-rwanda', tripIds: rwanda.tripIds, values, language: 'en' }

/** A review of one of the seed's trips that has no day-by-day package. */
const about = (tripId: string): ReviewDraft => ({ tripId, tripIds: [tripId], values, language: 'en' })

/** The local Content API's settings as the site has them, with caps on the reviews waiting. */
const capped = (all: number, perTrip = 100) =>
  parseEnv({
    CONTENT_API_URL: lake.origin,
    CONTENT_API_TOKEN: TEST_TOKEN,
    REVIEWS_WAITING_MAX: String(all),
    REVIEWS_WAITING_MAX_PER_TRIP: String(perTrip),
  })

/** The reviews waiting for staff, in the raw dataset (each is its one draft), as the editor reads them. */
const waiting = (tripId?: string) =>
  lake.client.fetch<string[]>(
    '*[_type == "review" && moderation == "waiting" && ($tripId == null || trip._ref == $tripId)]._id',
    { tripId: tripId ?? null },
    { perspective: 'raw' },
  )

describe('a review sent from the site', () => {
  it('is written as a draft of a new review from the website, unverified, waiting, its texts trimmed', () => {
    expect(reviewDraftDocument(aboutRwanda, 'fixed')).toEqual({
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
      moderation: 'waiting',
    })
    // Single lines are kept without bidi formatting characters (decision 048); the text as written.
    const spoof = { ...values, firstName: '\u202eSARAH evil', text: '\u202bقالت\u202c: wonderful' }
    expect(reviewDraftDocument({ ...aboutRwanda, values: spoof }, 'fixed')).toMatchObject({
      firstName: 'SARAH evil',
      text: '\u202bقالت\u202c: wonderful',
    })
  })

  it('lands in the local Content API as a draft, written with the local editor token, unpublished', async () => {
    const env = parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN })
    const id = await createReviewDraft(aboutRwanda, env)
    expect(id).toMatch(/^drafts\.review-[0-9a-f-]{36}$/)
    const draft = await lake.client.getDocument(id)
    expect(draft).toMatchObject({ _type: 'review', title: 'A week to forget', rating: 1, moderation: 'waiting' })
    // What the site reads for visitors: nothing of it, not even in the figures.
    const published = await lake.client.fetch(TRIP_REVIEWS_QUERY, rwanda, { perspective: 'published' })
    expect(published).toMatchObject({ count: 0, average: null, reviews: [] })
    const anonymous = await lake.anon.fetch(`*[_id == $id][0]`, { id })
    expect(anonymous).toBeNull()
    // Approved and published by staff (as "Approve and publish" does), it counts.
    const { _id, ...fields } = draft!
    await lake.client
      .transaction()
      .createOrReplace({ ...fields, _id: _id.replace(/^drafts\./, ''), _type: 'review', moderation: 'approved' })
      .delete(_id)
      .commit()
    const after = await lake.client.fetch(TRIP_REVIEWS_QUERY, rwanda, { perspective: 'published' })
    expect(after).toMatchObject({ count: 1, average: 1, byStars: [0, 0, 0, 0, 1] })
  })

  it('cannot be written to a Sanity project without SANITY_REVIEWS_TOKEN', async () => {
    const env = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: lake.origin })
    await expect(createReviewDraft(aboutRwanda, env)).rejects.toBeInstanceOf(ReviewsUnavailable)
  })
})

describe('the cap on reviews waiting for staff (decision 048)', () => {
  it('takes no more for one trip than its share, and still takes reviews of other trips', async () => {
    const env = capped(100, 2)
    await createReviewDraft(about('item-silver'), env)
    await createReviewDraft(about('item-silver'), env)
    await expect(createReviewDraft(about('item-silver'), env)).rejects.toBeInstanceOf(TooManyReviewsWaiting)
    expect(await waiting('item-silver')).toHaveLength(2)
    await createReviewDraft(about('item-silver-2'), env)
    expect(await waiting('item-silver-2')).toHaveLength(1)
  })

  it('takes no more in all than the overall cap, whatever the trip, counting only those still waiting', async () => {
    const before = (await waiting()).length
    const env = capped(before + 1)
    await createReviewDraft(about('item-silver-3'), env)
    await expect(createReviewDraft(about('item-coastal'), env)).rejects.toBeInstanceOf(TooManyReviewsWaiting)
    expect(await waiting('item-coastal')).toEqual([])
    // One approved by staff leaves room for another.
    const [id] = await waiting('item-silver-3')
    await lake.client.patch(id!).set({ moderation: 'approved' }).commit()
    await createReviewDraft(about('item-coastal'), env)
    expect(await waiting('item-coastal')).toHaveLength(1)
  })

  it('holds when ten reviews are sent at once: counted and written one at a time, none past the cap', async () => {
    const before = (await waiting()).length
    const env = capped(before + 3)
    const sent = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        createReviewDraft(about(index % 2 ? 'item-zanzibar' : 'item-dubai'), env),
      ),
    )
    expect(sent.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    const refused = sent.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    expect(refused).toHaveLength(7)
    for (const reason of refused) expect(reason).toBeInstanceOf(TooManyReviewsWaiting)
    expect(await waiting()).toHaveLength(before + 3)
  })
})
