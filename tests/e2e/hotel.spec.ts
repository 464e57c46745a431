import { seedDoc } from '../support/seed-data'
import { expect, test } from './fixtures'

/** The luxury hotel page, /LuxuryHotelDetails: its figures, slideshow, booking box and reviews. */
test.describe('hotel detail', () => {
  test('shows the sample hotel with its figures', async ({ page }) => {
    await page.goto('/LuxuryHotelDetails')
    const hotel = seedDoc('hotel-sample')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.name)
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText([
      'Hotel Details',
      'Specifications',
      'Customer Feedback',
    ])
    // A specification is a term and its definition, paired in one row of the list (the row itself has no role).
    const specs = page.getByRole('region', { name: 'Specifications', exact: true })
    const specification = (label: string) =>
      specs
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
        .getByRole('definition')
    await expect(specification('Check-in')).toHaveText('3:00 PM')
    await expect(specification('Check-out')).toHaveText('12:00 PM')
    await expect(specification('Room size')).toHaveText('45 m²')
    await expect(
      page.getByRole('region', { name: 'Customer Feedback' }).getByText('4.5 / 5', { exact: true }),
    ).toBeVisible()
    // The bars are computed from the seed's ten sample reviews of the hotel (decision 043).
    for (const [star, share] of [
      [5, 60],
      [4, 30],
      [3, 10],
    ])
      await expect(page.getByRole('img', { name: `${star} stars: ${share}%` })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Map showing/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open the map in a new tab' })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    )
  })

  test('the slideshow counts and wraps, and its thumbnails pick a photo', async ({ page }) => {
    await page.goto('/LuxuryHotelDetails', { waitUntil: 'networkidle' })
    const slideshow = page.getByRole('region', { name: `Photos of ${seedDoc('hotel-sample').name}` })
    const counter = (text: string) => slideshow.getByText(text, { exact: true })
    await expect(counter('1 / 6')).toBeVisible()
    await slideshow.getByRole('button', { name: 'Previous photo' }).click()
    await expect(counter('6 / 6')).toBeVisible()
    await slideshow.getByRole('button', { name: /^Show photo 3/ }).click()
    await expect(counter('3 / 6')).toBeVisible()
    await expect(slideshow.getByRole('button', { name: /^Show photo 3/ })).toHaveAttribute('aria-current', 'true')
  })

  test('"Add to Tour Cart" adds the hotel, "View all reviews" goes to feedback, "Chat" opens the chat link', async ({
    page,
  }) => {
    await page.goto('/LuxuryHotelDetails', { waitUntil: 'networkidle' })
    const booking = page.getByRole('complementary', { name: 'Book this hotel' })
    await booking.getByRole('button', { name: 'Add to Tour Cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible()
    await booking.getByRole('link', { name: 'View all reviews' }).click()
    await expect(page).toHaveURL(/#customer-feedback$/)
    const chat = booking.getByRole('link', { name: 'Chat' })
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/.+text=/)
  })
})
