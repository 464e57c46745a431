import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The basket: adding from cards and item pages, the header count, the cart page (/checkout) and its "Purchased" dialog.
 */
const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} items` })
/** The product cards on a listing or the home page: each is an article headed by the item's name. */
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
/** The lines on the cart page: the items of the list under "Your Shopping Cart", each headed by the item's title. */
const cartLines = (page: Page) => page.getByRole('region', { name: 'Your Shopping Cart' }).getByRole('listitem')

test.describe('cart', () => {
  test('adds from the home page, a listing and an item page; counts, totals and removes', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' })
    await page
      .getByRole('region', { name: 'Itineraries', exact: true })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Dubai', exact: true }) })
      .getByRole('button', { name: 'Add to cart' })
      .click()
    await expect(cartLink(page, 1)).toBeVisible()
    await page.goto('/itineraries', { waitUntil: 'networkidle' })
    await card(page, 'Silver 2').getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/itinerary/the-ark-hotel', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(cartLink(page, 3)).toBeVisible()
    await cartLink(page, 3).click()
    await expect(page.getByRole('heading', { name: 'Your Shopping Cart' })).toBeVisible()
    await expect(cartLines(page).getByRole('heading', { level: 2 })).toHaveText(['Dubai', 'Silver 2', 'The Ark Hotel'])
    await expect(cartLines(page).filter({ has: page.getByRole('heading', { name: 'The Ark Hotel' }) })).toContainText(
      'Price on request',
    )
    await expect(page.getByText('Subtotal (3 items): USD 3,600')).toBeVisible()
    await page.getByRole('button', { name: 'Remove Silver 2' }).click()
    await expect(page.getByText('Subtotal (2 items): USD 2,000')).toBeVisible()
    await expect(cartLink(page, 2)).toBeVisible()
    await page.getByRole('button', { name: 'Remove Dubai' }).click()
    await page.getByRole('button', { name: 'Remove The Ark Hotel' }).click()
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add an item to your cart' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Subtotal' })).toHaveCount(0)
  })

  test('a trip’s rating is its reviews’ average as its card states it: cart line, trip page, structured data', async ({
    page,
  }) => {
    // Dubai's two published reviews average 4.5, Gold's three 4.7 (the seed): the stars are drawn rounded, to 5.
    const stated = { Dubai: ['4.5', 2], Gold: ['4.7', 3] } as const
    await page.goto('/itineraries', { waitUntil: 'networkidle' })
    for (const [name, [average, count]] of Object.entries(stated)) {
      const stars = card(page, name).getByRole('img', { name: `Rated ${average} out of 5 from ${count} reviews` })
      await expect(stars).toHaveClass(/stars--5/)
      await expect(card(page, name)).toContainText(`${average} (${count})`)
      await card(page, name).getByRole('button', { name: 'Add to cart' }).click()
    }
    await cartLink(page, 2).click()
    for (const [name, [average]] of Object.entries(stated)) {
      const line = cartLines(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
      await expect(line.getByRole('img', { name: `Rated ${average} out of 5`, exact: true })).toHaveClass(/stars--5/)
      await expect(line).toContainText(average)
    }
    await page.goto('/itinerary/gold')
    const trip = page.getByRole('main').getByRole('img', { name: 'Rated 4.7 out of 5 from 3 reviews' })
    await expect(trip.first()).toBeVisible()
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    const ratings = structured.map((text) => JSON.parse(text).aggregateRating?.ratingValue).filter(Boolean)
    expect(ratings).toEqual([4.7])
  })

  test('REMOVE takes away only one of two identical lines', async ({ page }) => {
    await page.goto('/hotels', { waitUntil: 'networkidle' })
    const add = cards(page).first().getByRole('button', { name: 'Add to cart' })
    await add.click()
    await add.click()
    await page.goto('/checkout')
    await expect(cartLines(page)).toHaveCount(2)
    await cartLines(page)
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click()
    await expect(cartLines(page)).toHaveCount(1)
  })

  test('survives a reload, with the gift flag, and stays in step across tabs', async ({ page, context }) => {
    await page.goto('/golf-courses', { waitUntil: 'networkidle' })
    await cards(page).first().getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/checkout', { waitUntil: 'networkidle' })
    await page.getByRole('checkbox', { name: 'This tour package contains a gift' }).check()
    await page.reload({ waitUntil: 'networkidle' })
    await expect(cartLines(page)).toHaveCount(1)
    await expect(page.getByRole('checkbox', { name: 'This tour package contains a gift' })).toBeChecked()
    const other = await context.newPage()
    await other.goto('/circuits', { waitUntil: 'networkidle' })
    await expect(cartLink(other, 1)).toBeVisible()
    await cards(other).first().getByRole('button', { name: 'Add to cart' }).click()
    await expect(cartLink(page, 2)).toBeVisible()
    await expect(cartLines(page)).toHaveCount(2)
  })

  test('a corrupt stored basket is ignored, not a crash', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('savanna-links:basket:v1', '{"basket":[{"id":1}],"gift":"x"'))
    await page.goto('/checkout', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(cartLink(page, 0)).toBeVisible()
  })

  test('checkout opens "Purchased", thanks the traveller, keeps the cart, and hands it to the contact form', async ({
    page,
  }) => {
    await page.goto('/itinerary/gold-package', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/checkout', { waitUntil: 'networkidle' })
    await page.getByRole('checkbox', { name: 'This tour package contains a gift' }).check()
    const checkout = page.getByRole('button', { name: 'Proceed to checkout' })
    const dialog = page.getByRole('dialog', { name: 'Purchased' })
    await expect(dialog).toBeHidden()
    await checkout.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Thank you, traveller!')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(checkout).toBeFocused()
    await expect(cartLines(page)).toHaveCount(1)
    await checkout.click()
    await dialog.getByRole('button', { name: 'Send as an enquiry' }).click()
    await expect(page).toHaveURL(/\/contact\?message=/)
    const message = page.getByLabel('Message')
    await expect(message).toHaveValue(/1\. Gold: USD 1,500 per person/)
    await expect(message).toHaveValue(/Subtotal \(1 item\): USD 1,500/)
    await expect(message).toHaveValue(/contains a gift/)
  })
})
