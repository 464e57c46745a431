import type { Page } from '@playwright/test'
import { editorLake } from '../support/proposal-fixture'
import { writeReview } from '../support/review-form'
import { expect, test } from './fixtures'

/**
 * Travellers' reviews (issue 35, decision 043), on the built site over the test server's own local Content API: the
 * stars are computed from the seed's sample reviews, listings sort by them, and a review sent from a trip's page (with
 * or without JavaScript) lands as a Studio draft that no visitor sees until it is published, which then updates the
 * trip's card, page and structured data through the publish webhook.
 */

/** The test server's Content Lake, as the editor (the local editor token the site and the API share). */
const lake = editorLake()

type Review = {
  _id: string
  _type: string
  title: string
  rating: number
  source: string
  moderation: string
  trip: { _ref: string }
}
const draftTitled = (title: string) =>
  lake.fetch<Review | null>('*[_type == "review" && title == $title][0]', { title }, { perspective: 'raw' })

const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

test.describe('reviews', () => {
  test('stars and counts come from the published reviews; an item without any shows none', async ({ page }) => {
    await page.goto('/itineraries')
    await expect(card(page, 'Gold').getByRole('img', { name: 'Rated 4.7 out of 5 from 3 reviews' })).toBeVisible()
    await expect(card(page, 'Gold')).toContainText('4.7 (3)')
    await expect(card(page, 'Dubai').getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeVisible()
    await expect(card(page, 'Silver').getByRole('img')).toHaveCount(0)

    await page.goto('/LuxuryHotelDetails')
    const feedback = page.getByRole('region', { name: 'Customer Feedback' })
    await expect(feedback.getByText('4.5 / 5', { exact: true })).toBeVisible()
    await expect(feedback.getByText('from 10 reviews')).toBeVisible()
    await expect(feedback.getByRole('img', { name: '5 stars: 60%' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Book this hotel' })).toContainText(
      '4.5 out of 5 · 10 reviews',
    )
    // A review written in Arabic keeps its language.
    await expect(feedback.getByRole('heading', { name: 'ترحيب دافئ بعد رحلة طويلة' })).toHaveAttribute('lang', 'ar')
    // Search engines read the same figures, from the hotel's structured data.
    const hotelData = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(hotelData).toMatchObject({
      '@type': 'Hotel',
      aggregateRating: { ratingValue: 4.5, reviewCount: 10 },
    })

    await page.goto('/itinerary/silver')
    await expect(page.getByText('No reviews yet. Travelled with us? Be the first to write one.')).toBeVisible()
  })

  test('a listing sorts by rating, best first, with the form and by its address', async ({ page }) => {
    await page.goto('/itineraries')
    const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await expect(names.nth(0)).toHaveText('Dubai')
    // Choosing the order applies it at once.
    await page.getByLabel('Sort by').selectOption('rating')
    await expect(page).toHaveURL(/sort=rating/)
    await expect(names.nth(0)).toHaveText('Gold')
    await expect(names.nth(1)).toHaveText('Dubai')
    await expect(names.nth(2)).toHaveText('Zanzibar')
    // The same order by its address, without the page's JavaScript.
    await page.goto('/itineraries?sort=rating')
    await expect(names.nth(0)).toHaveText('Gold')
  })

  test('"View all reviews" pages a trip’s reviews and filters them by stars, without JavaScript too', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/LuxuryHotelDetails')
    await page
      .getByRole('region', { name: 'Customer Feedback' })
      .getByRole('link', { name: 'View all reviews' })
      .click()
    await expect(page).toHaveURL(/\/reviews\/the-residences-at-karen$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews of The Residences At Karen')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10)
    await page.getByRole('navigation', { name: 'Show reviews with' }).getByRole('link', { name: '4 stars (3)' }).click()
    await expect(page).toHaveURL(/stars=4$/)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3)
    await expect(page.getByText('Reviews 1 to 3 of 3')).toBeVisible()
    // The company's reply is under its review.
    await expect(page.getByRole('article').filter({ hasText: 'Quiet and comfortable' })).toContainText(
      'Reply from Savanna Links',
    )
    for (const bad of ['?page=2', '?page=two']) {
      const response = await page.goto(`/reviews/the-residences-at-karen${bad}`)
      expect(response?.status()).toBe(404)
    }
    await expect(page.getByText('“two” is not a page number.')).toBeVisible()
    await page.goto('/reviews/the-residences-at-karen?page=2')
    await expect(page.getByText('There is no page 2 of these reviews.')).toBeVisible()
    expect((await page.goto('/reviews/no-such-trip'))?.status()).toBe(404)
    await context.close()
  })

  test('a review sent without JavaScript lands as a Studio draft and is shown nowhere', async ({ browser }) => {
    const title = `Golf and the Rift Valley ${Date.now()}`
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/itinerary/silver-2')
    await writeReview(page, { title, rating: 4, text: 'Great courses, and the Rift Valley views were breathtaking.' })
    await expect(page).toHaveURL(/\/reviews\/silver-2$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you! Your review has been sent. It will appear on the site once our team has read it.',
    )
    const draft = await draftTitled(title)
    expect(draft).toMatchObject({
      _type: 'review',
      rating: 4,
      source: 'website',
      moderation: 'waiting',
      trip: { _ref: 'item-silver-2' },
    })
    expect(draft?._id).toMatch(/^drafts\.review-/)
    // Nothing of it is public: not on the trip's page, its reviews page, nor the card.
    for (const path of ['/itinerary/silver-2', '/reviews/silver-2', '/itineraries']) {
      await page.goto(path)
      await expect(page.getByText(title)).toHaveCount(0)
    }
    await expect(card(page, 'Silver 2').getByRole('img')).toHaveCount(0)
    await context.close()
  })

  test('a review with a problem comes back with every value and the problem beside its field', async ({ request }) => {
    const form = {
      firstName: 'Wanjiru',
      country: 'Kenya',
      travelledIn: '2030-01',
      title: 'Too early to tell',
      text: 'We have not gone yet, but we are very excited about it.',
    }
    const response = await request.post('/reviews/silver-2', { form })
    expect(response.status()).toBe(400)
    const html = await response.text()
    expect(html).toContain('Please choose a rating from 1 to 5 stars.')
    expect(html).toContain('Please give a month you have already travelled in (from January 2015).')
    for (const value of Object.values(form)) expect(html).toContain(value)
    expect(await draftTitled(form.title)).toBeNull()
  })

  test('a review sent with JavaScript, once published, updates the card, the trip page and its JSON-LD', async ({
    page,
  }) => {
    // Rwanda has no review yet: no stars, no rating in its structured data.
    const title = `Gorillas at dawn ${Date.now()}`
    await page.goto('/itinerary/rwanda')
    const jsonLd = async () =>
      JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect((await jsonLd()).aggregateRating).toBeUndefined()
    await writeReview(page, {
      title,
      rating: 3,
      text: 'The gorillas were unforgettable; the lodge was too cold at night.',
    })
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! Your review has been sent.')
    const draft = (await draftTitled(title))!
    expect(draft._id).toMatch(/^drafts\.review-/)
    await page.goto('/itinerary/rwanda')
    await expect(page.getByText(title)).toHaveCount(0)

    // Staff approve and publish it (as the Studio's "Approve and publish" does: the draft marked approved, then the
    // published document replaces it, in one transaction).
    const { _id, ...fields } = draft
    await lake
      .transaction()
      .createOrReplace({ ...fields, _id: _id.replace(/^drafts\./, ''), moderation: 'approved' })
      .delete(_id)
      .commit()

    // The publish webhook evicts every page that shows the trip's stars.
    await expect
      .poll(
        async () => {
          await page.goto('/itinerary/rwanda')
          return page.getByText(title).count()
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Traveller reviews' })).toContainText('3.0 / 5')
    const data = await jsonLd()
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 3, reviewCount: 1 })
    expect(data.review).toEqual([
      expect.objectContaining({ '@type': 'Review', name: title, author: { '@type': 'Person', name: 'Wanjiru' } }),
    ])
    await page.goto('/itineraries')
    await expect(card(page, 'Rwanda').getByRole('img', { name: 'Rated 3.0 out of 5 from 1 review' })).toBeVisible()
    await page.goto('/listed-itinerary-details/rwanda-package')
    await expect(page.getByText(title)).toBeVisible()
  })
})
