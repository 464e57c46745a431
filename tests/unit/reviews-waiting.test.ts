import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { REVIEWS_WAITING_FILTER } from '../../studio/structure'
import { allSeedDocuments } from '../support/seed-data'

/**
 * The Studio's "Reviews waiting" (decision 043): the reviews sent from the site, drafts with no published version.
 * A draft of a published review is an edit, not a review waiting; published reviews and other drafts are not listed.
 */
describe('Reviews waiting', () => {
  const review = (id: string) => ({ _id: id, _type: 'review', title: id, rating: 4 })

  it('lists a new review’s draft, not the edit of a published one, nor published reviews or other drafts', async () => {
    const dataset = [...allSeedDocuments, review('drafts.review-new'), review('drafts.review-sample-01')]
    const listed = await (await evaluate(parse(`*[${REVIEWS_WAITING_FILTER}]._id`), { dataset })).get()
    expect(listed).toEqual(['drafts.review-new'])
    // The seed has a draft of another type, and published reviews: neither is listed.
    expect(allSeedDocuments.some((doc) => doc._id.startsWith('drafts.') && doc._type !== 'review')).toBe(true)
    expect(allSeedDocuments.some((doc) => doc._id === 'review-sample-01')).toBe(true)
  })
})
