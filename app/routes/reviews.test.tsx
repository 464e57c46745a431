// A trip's reviews page (decision 043) over the seed: its loader's paging and filter, the page in Arabic, and its
// action, which checks the form, counts it against the sender's allowance and writes a draft (stood in for here; the
// real write, and the cap on reviews waiting, are app/content/review-drafts.server.test.ts).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notFoundFrom, postForm, testOnSeedDay } from '../../tests/support/loader-test'
import { elements, links } from '../../tests/support/markup'
import { renderPage } from '../../tests/support/render-page'
import { previewRequest, seedContent } from '../../tests/support/seed-content'
import ReviewsRoute, { action, loader } from './reviews.$slug'

vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
const drafts = vi.hoisted(() => ({ written: [] as unknown[], full: false }))
vi.mock('~/content/review-drafts.server', async (original) => {
  const real = await original<typeof import('~/content/review-drafts.server')>()
  return {
    ...real,
    createReviewDraft: async (review: unknown) => {
      if (drafts.full) throw new real.TooManyReviewsWaiting('200 reviews wait for staff, 3 of this trip.')
      drafts.written.push(review)
      return 'drafts.review-test'
    },
  }
})
testOnSeedDay()
beforeEach(() => {
  drafts.written.length = 0
  drafts.full = false
})

const load = (path: string, request = new Request(`https://savanna.example${path}`)) =>
  loader({
    request,
    params: { slug: path.split('/').at(-1)!.split('?')[0] },
  } as unknown as LoaderFunctionArgs)

const post = (path: string, fields: Record<string, string>, client?: string) =>
  postForm(action, path, fields, { params: { slug: path.split('/').at(-1) }, client })

const review = {
  firstName: 'Layla',
  country: 'Oman',
  travelledIn: '2026-04',
  rating: '5',
  title: 'رحلة لا تُنسى',
  text: 'كل شيء كان منظمًا بدقة، من الغولف في نيروبي إلى السفاري في ماساي مارا.',
}

describe('a trip’s reviews page', () => {
  it('lists the hotel’s reviews with stars filter links, in Arabic on the Arabic page', async () => {
    const url = '/ar/reviews/the-residences-at-karen?stars=4'
    const html = await renderPage(<ReviewsRoute />, { url, loader: () => load(url) })
    expect(elements(html, 'h1')[0]?.text).toBe('مراجعات The Residences At Karen')
    expect(elements(html, 'bdi')[0]?.attributes).toMatchObject({ lang: 'en' })
    expect(elements(html, 'article')).toHaveLength(3)
    expect(links(html)).toEqual(
      expect.arrayContaining([
        'الكل (10) → /ar/reviews/the-residences-at-karen',
        '4 نجوم (3) → /ar/reviews/the-residences-at-karen?stars=4',
      ]),
    )
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({
      method: 'post',
      action: '/ar/reviews/the-residences-at-karen',
    })
  })

  it('answers a page past the last, or a trip that does not exist, with a 404 that says so', async () => {
    expect(await notFoundFrom(load('/reviews/the-residences-at-karen?page=2'))).toMatchObject({
      status: 404,
      message: 'There is no page 2 of these reviews.',
      link: { href: '/reviews/the-residences-at-karen' },
    })
    expect(await notFoundFrom(load('/reviews/nowhere'))).toMatchObject({ status: 404 })
  })
})

describe('a trip’s reviews page in preview (decision 048)', () => {
  it('shows staff’s drafts, not a review a visitor sent that waits for staff', async () => {
    const trip = { _type: 'reference', _ref: 'item-zanzibar' }
    seedContent.change((seed) => [
      ...seed,
      { _id: 'drafts.review-sent', _type: 'review', trip, rating: 1, title: 'Sent', moderation: 'waiting' },
      { _id: 'drafts.review-typed', _type: 'review', trip, rating: 5, title: 'Typed in by staff' },
    ])
    const path = '/reviews/zanzibar'
    const preview = await load(path, previewRequest(`https://savanna.example${path}`))
    expect(preview.data.reviews).toMatchObject({ count: 2, byStars: [1, 1, 0, 0, 0] })
    expect(preview.data.reviews.reviews.map((review) => review.title)).not.toContain('Sent')
    expect(preview.data.reviews.reviews.map((review) => review.title)).toContain('Typed in by staff')
  })
})

describe('sending a review', () => {
  it('writes a draft naming the trip’s catalogue item, in the language it is written in', async () => {
    const answer = await post('/ar/reviews/gold-package', review)
    expect(answer.data).toMatchObject({ ok: true })
    expect(drafts.written).toEqual([
      { tripId: 'item-gold', tripIds: ['package-gold-package', 'item-gold'], values: review, language: 'ar' },
    ])
  })

  it('refuses a control character beside its field, keeping every value, a name’s override left out', async () => {
    const typed = { ...review, firstName: '\u202eLayla', text: '\u0001'.repeat(3_000) }
    const answer = await post('/ar/reviews/gold-package', typed)
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toMatchObject({
      ok: false,
      // The name comes back as it will be kept: the override would have shown it reversed, "alyaL".
      values: { ...typed, firstName: 'Layla' },
      fieldProblems: { text: 'يُرجى كتابة مراجعتك من جديد: فيه حرف تحكّم غير مرئي، وقد يأتي مع النسخ واللصق.' },
    })
    expect(Object.keys((answer.data as { fieldProblems: object }).fieldProblems)).toEqual(['text'])
    expect(drafts.written).toEqual([])
  })

  it('asks the visitor to come back tomorrow when enough reviews wait, in the page’s language', async () => {
    drafts.full = true
    const english = await post('/reviews/gold', review)
    expect(english.init?.status).toBe(503)
    expect(english.data).toEqual({
      ok: false,
      message:
        'Thank you for writing! We have many reviews waiting to be read just now, so we could not take yours today. ' +
        'Please send it again tomorrow; your review is still in the form below.',
      fieldProblems: {},
      values: review,
    })
    const arabic = await post('/ar/reviews/gold', review)
    expect(arabic.data).toMatchObject({ message: expect.stringContaining('غدًا'), values: review })
    expect(drafts.written).toEqual([])
  })

  it('keeps every value and names each problem, writing nothing', async () => {
    const answer = await post('/reviews/gold', { ...review, rating: '', travelledIn: '2027-01' })
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toMatchObject({
      ok: false,
      values: { ...review, rating: '', travelledIn: '2027-01' },
      fieldProblems: { rating: expect.any(String), travelledIn: expect.any(String) },
    })
    expect(drafts.written).toEqual([])
  })

  it('refuses the eleventh review from one client within ten minutes, keeping its values', async () => {
    const client = '203.0.113.9'
    for (let sent = 0; sent < 10; sent += 1)
      expect((await post('/reviews/gold', review, client)).data).toMatchObject({ ok: true })
    const refused = await post('/reviews/gold', review, client)
    expect(refused.init?.status).toBe(429)
    expect(refused.data).toMatchObject({ ok: false, values: review })
    expect(drafts.written).toHaveLength(10)
  })
})
