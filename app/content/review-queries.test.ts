// The reviews' GROQ (decision 043), run as the site runs it (groq-js, as in the local Content API) over the
// published seed: every star is an average of the trip's reviews, an item without reviews has none, and the
// listings sort by it. The figures are the seed's sample reviews, counted by hand. In preview (the drafts
// perspective), reviews still waiting for staff count nowhere, while staff's own edits show (decision 048).
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { offeredFacets, parseTripFilters, tripFilterQueryParams } from '~/logic/trip-filters'
import { documentsForPerspective, type SanityDocument } from '../../content-api/seed-dataset'
import { allSeedDocuments, seedDataset } from '../../tests/support/seed-data'
import { CATEGORY_LISTING_QUERY, REVIEWED_TRIP_QUERY, TRIP_REVIEWS_QUERY } from './queries'

const TODAY = '2026-11-24'

async function run(query: string, params: Record<string, unknown>, dataset: object[] = seedDataset) {
  return (await evaluate(parse(query, { params }), { dataset, params })).get()
}

type Card = { name: string; rating?: number; reviewCount?: number }

async function itineraries(sort: string, dataset?: object[]) {
  const { filter } = parseTripFilters(new URLSearchParams(`sort=${sort}`), offeredFacets('Itineraries'), TODAY)
  const params = { category: 'Itineraries', start: 0, end: 100, lang: 'en', ...tripFilterQueryParams(filter, TODAY) }
  return ((await run(CATEGORY_LISTING_QUERY, params, dataset)) as { items: Card[] }).items
}

const tripReviews = (tripIds: string[], stars = 0, start = 0, end = 10, dataset?: object[]) =>
  run(TRIP_REVIEWS_QUERY, { tripIds, stars, start, end }, dataset) as Promise<{
    average: number | null
    count: number
    byStars: number[]
    total: number
    reviews: Array<{ _id: string; title: string; rating: number; language: string; reply: string | null }>
  }>

describe('stars computed from reviews', () => {
  it('give each card the average and count of its published reviews, and none to an item without reviews', async () => {
    const cards = Object.fromEntries((await itineraries('recommended')).map((card) => [card.name, card]))
    // Gold: 5 and 4 on the item, 5 on its day-by-day package, which is the same trip.
    expect(cards.Gold).toMatchObject({ reviewCount: 3 })
    expect(cards.Gold!.rating).toBeCloseTo(14 / 3)
    expect(cards.Dubai).toMatchObject({ rating: 4.5, reviewCount: 2 })
    expect(cards.Zanzibar).toMatchObject({ rating: 4, reviewCount: 1 })
    // Without reviews, no figures at all (not even in the page's data).
    expect(cards.Rwanda).not.toHaveProperty('rating')
    expect(cards.Rwanda).not.toHaveProperty('reviewCount')
  })

  it('sort a listing by rating: best average, then most reviewed, then the rest in the editor’s order', async () => {
    expect((await itineraries('rating')).map((card) => card.name)).toEqual([
      'Gold',
      'Dubai',
      'Zanzibar',
      'Rwanda',
      'Silver',
      'Silver 2',
      'Silver 3',
    ])
    // A new five-star review puts Rwanda first; a draft of one would not count.
    const review = { _type: 'review', trip: { _type: 'reference', _ref: 'item-rwanda' }, rating: 5 }
    const published = [...seedDataset, { ...review, _id: 'review-new' }]
    expect((await itineraries('rating', published)).map((card) => card.name).slice(0, 2)).toEqual(['Rwanda', 'Gold'])
  })
})

describe('a trip’s reviews', () => {
  it('give the hotel sample the spec’s overall 4.5 of 5 over ten reviews, with a count per star', async () => {
    const hotel = await tripReviews(['item-the-residences-at-karen'])
    expect(hotel.average).toBe(4.5)
    expect(hotel.count).toBe(10)
    expect(hotel.byStars).toEqual([6, 3, 1, 0, 0])
    expect(hotel.total).toBe(10)
    expect(hotel.reviews[0]).toMatchObject({ title: 'A butler who remembered everything', rating: 5 })
    expect(hotel.reviews.find((review) => review.language === 'ar')).toBeTruthy()
  })

  it('page and filter by stars, the figures staying those of every review', async () => {
    const fours = await tripReviews(['item-the-residences-at-karen'], 4)
    expect(fours.total).toBe(3)
    expect(fours.reviews.map((review) => review.rating)).toEqual([4, 4, 4])
    expect(fours.count).toBe(10)
    const second = await tripReviews(['item-the-residences-at-karen'], 0, 3, 6)
    expect(second.reviews).toHaveLength(3)
    expect(second.reviews.map((review) => review.title)).not.toContain('A butler who remembered everything')
  })

  it('show nothing for a trip without reviews: no average, no count', async () => {
    expect(await tripReviews(['item-rwanda', 'package-rwanda-package'])).toMatchObject({
      average: null,
      count: 0,
      total: 0,
      reviews: [],
    })
  })

  it('find a review’s trip by its page’s slug: the item and its package, or the package and its item', async () => {
    const byItem = (await run(REVIEWED_TRIP_QUERY, { slug: 'gold', lang: 'en' })) as Record<string, unknown>
    expect(byItem).toMatchObject({ item: { _id: 'item-gold', packageId: 'package-gold-package' }, package: null })
    const byPackage = (await run(REVIEWED_TRIP_QUERY, { slug: 'gold-package', lang: 'en' })) as Record<string, unknown>
    expect(byPackage).toMatchObject({ item: null, package: { _id: 'package-gold-package', itemId: 'item-gold' } })
  })
})

describe('in preview, which reads drafts', () => {
  const reference = (id: string) => ({ _type: 'reference', _ref: id })
  const zanzibarSample = allSeedDocuments.find((doc) => doc._id === 'review-sample-16')!
  const reply = 'Thank you! We have passed your words on to the dhow crew.'
  const raw = [
    ...allSeedDocuments,
    // Two reviews visitors sent, waiting for staff: a one-star of Zanzibar and a five-star of Rwanda.
    ...[
      { _id: 'drafts.review-visitor-1', trip: reference('item-zanzibar'), rating: 1, title: 'Sent from the site' },
      { _id: 'drafts.review-visitor-2', trip: reference('item-rwanda'), rating: 5, title: 'Also sent from the site' },
    ].map((review) => ({ ...review, _type: 'review', moderation: 'waiting', _createdAt: '2026-11-20T09:00:00Z' })),
    // Staff's reply to a published sample, not yet published.
    { ...zanzibarSample, _id: 'drafts.review-sample-16', reply },
    // A visitor's review approved and published earlier, and staff's draft reply to it.
    ...['review-approved', 'drafts.review-approved'].map((_id) => ({
      _id,
      _type: 'review',
      trip: reference('item-rwanda'),
      rating: 3,
      title: 'Approved earlier',
      moderation: 'approved',
      ...(_id.startsWith('drafts.') ? { reply } : {}),
    })),
  ] as SanityDocument[]
  const drafts = documentsForPerspective(raw, 'drafts')

  it('leave the reviews waiting out of a trip’s figures and list, and show staff’s draft replies', async () => {
    const zanzibar = await tripReviews(['item-zanzibar'], 0, 0, 10, drafts)
    expect(zanzibar).toMatchObject({ average: 4, count: 1, byStars: [0, 1, 0, 0, 0], total: 1 })
    expect(zanzibar.reviews).toEqual([expect.objectContaining({ rating: 4, reply })])
    const rwanda = await tripReviews(['item-rwanda', 'package-rwanda-package'], 0, 0, 10, drafts)
    expect(rwanda).toMatchObject({ average: 3, count: 1, reviews: [{ title: 'Approved earlier', reply }] })
  })

  it('leave them out of the cards’ stars and of the order by rating', async () => {
    const cards = Object.fromEntries((await itineraries('recommended', drafts)).map((card) => [card.name, card]))
    expect(cards.Zanzibar).toMatchObject({ rating: 4, reviewCount: 1 })
    expect(cards.Rwanda).toMatchObject({ rating: 3, reviewCount: 1 })
    expect((await itineraries('rating', drafts)).map((card) => card.name).slice(0, 4)).toEqual([
      'Gold',
      'Dubai',
      'Zanzibar',
      'Rwanda',
    ])
  })

  it('and published ones never show a review still marked waiting, however it came to be published', async () => {
    const approved = raw.find((doc) => doc._id === 'review-approved')!
    const published = [...seedDataset, approved, { ...approved, _id: 'review-unread', moderation: 'waiting' }]
    const rwanda = await tripReviews(['item-rwanda'], 0, 0, 10, published)
    expect(rwanda).toMatchObject({ count: 1, reviews: [{ _id: 'review-approved' }] })
  })
})
