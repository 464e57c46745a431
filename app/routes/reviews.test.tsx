// A trip's reviews page (decision 043) over the seed: its loader's paging and filter, the page in Arabic, and its
// action, which checks the form, counts it against the sender's allowance and writes a draft (stood in for here; the
// real write is app/server/review-drafts.server.test.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notFoundFrom, testOnSeedDay } from '../../tests/support/loader-test'
import { elements, links } from '../../tests/support/markup'
import { renderPage } from '../../tests/support/render-page'
import ReviewsRoute, { action, loader } from './reviews.$slug'

vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
const drafts = vi.hoisted(() => ({ written: [] as unknown[] }))
vi.mock('~/server/review-drafts.server', async (original) => ({
  ...(await original<typeof import('~/server/review-drafts.server')>()),
  createReviewDraft: async (review: unknown) => {
    drafts.written.push(review)
    return 'drafts.review-test'
  },
}))
testOnSeedDay()
beforeEach(() => {
  drafts.written.length = 0
})

const load = (path: string) =>
  loader({
    request: new Request(`https://savanna.example${path}`),
    params: { slug: path.split('/').at(-1)!.split('?')[0] },
  } as unknown as LoaderFunctionArgs)

const post = (path: string, fields: Record<string, string>, client = '198.51.100.7') =>
  action({
    request: new Request(`https://savanna.example${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
    params: { slug: path.split('/').at(-1) },
    context: { clientAddress: client },
  } as unknown as ActionFunctionArgs) as Promise<{ data: unknown; init: ResponseInit | null }>

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

describe('sending a review', () => {
  it('writes a draft naming the trip’s catalogue item, in the language it is written in', async () => {
    const answer = await post('/ar/reviews/gold-package', review)
    expect(answer.data).toMatchObject({ ok: true })
    expect(drafts.written).toEqual([{ tripId: 'item-gold', values: review, language: 'ar' }])
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
