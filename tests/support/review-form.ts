import type { Page } from '@playwright/test'

/** What a traveller writes in a trip's review form; who they are defaults to one sample traveller. */
export type WrittenReview = {
  title: string
  text: string
  rating: number
  firstName?: string
  country?: string
  travelledIn?: string
}

/** Fills the page's review form (the one under "Write a review", opened first when folded away) and sends it. */
export async function writeReview(page: Page, review: WrittenReview) {
  const summary = page.getByText('Write a review', { exact: true })
  if (await summary.isVisible()) await summary.click()
  await page.getByLabel('First name').fill(review.firstName ?? 'Wanjiru')
  await page.getByLabel('Country').fill(review.country ?? 'Kenya')
  await page.getByLabel('Month travelled').fill(review.travelledIn ?? '2026-09')
  await page.getByRole('radio', { name: review.rating === 1 ? '1 star' : `${review.rating} stars` }).check()
  await page.getByLabel('Title', { exact: true }).fill(review.title)
  await page.getByLabel('Your review').fill(review.text)
  await page.getByRole('button', { name: 'Send review' }).click()
}
