import { seedDoc } from '../support/seed-data'
import { expect, hydrated, test } from './fixtures'

/** The footer's Subscribe box, on every page: it records the address once and says so in place. */

const newAddress = () => `Subscriber.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@Example.com`

test.describe('the footer Subscribe box', () => {
  test('shows the editors’ invitation, thanks the visitor in place and records the address once', async ({
    page,
    outbox,
  }) => {
    const address = newAddress()
    await page.goto('/about')
    await hydrated(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(seedDoc('siteSettings').subscribeBlurb)).toBeVisible()
    const box = footer.getByRole('textbox', { name: 'E-mail address' })
    await box.fill(address)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByRole('status')).toHaveText(
      'Thank you for subscribing! Our seasonal itineraries will reach you a few times a year.',
    )
    await expect(page).toHaveURL('/about')
    await expect(box).toHaveValue('')
    const recorded = () =>
      outbox.records().filter((r) => r.templateId === 'newsletter-subscription' && r.Email === address.toLowerCase())
    expect(recorded()).toHaveLength(1)

    // Subscribing again, from another page, changes nothing but the message.
    await page.goto('/services')
    await hydrated(page)
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address.toUpperCase())
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByRole('status')).toHaveText(
      'You are already subscribed with this e-mail address. Thank you!',
    )
    expect(recorded()).toHaveLength(1)
  })

  test('says what is wrong with a bad address and keeps what was typed', async ({ page, outbox }) => {
    await page.goto('/')
    await hydrated(page)
    const footer = page.getByRole('contentinfo')
    // The form is noValidate: the server says what is wrong, in the page's language rather than the browser's.
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill('amina@example')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid e-mail address, like name@example.com.')
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('amina@example')
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true')
    expect(outbox.records().filter((r) => r.Email === 'amina@example')).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the box posts as a page that thanks the visitor, with nothing in the address bar', async ({ page, outbox }) => {
    const address = newAddress()
    await page.goto('/contact')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL('/subscribe')
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you for subscribing! Our seasonal itineraries will reach you a few times a year.',
    )
    expect(outbox.records().filter((r) => r.Email === address.toLowerCase())).toHaveLength(1)
  })

  test('a bad address comes back with the message and the address kept', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL('/subscribe')
    const main = page.getByRole('main')
    await expect(main.getByRole('status')).toHaveText('Please enter a valid e-mail address, like name@example.com.')
    await expect(main.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('not-an-address')
  })
})

test('the subscription endpoint refuses oversized and chunked bodies with 413, and other encodings with 415', async ({
  request,
  baseURL,
}) => {
  const big = `email=${'a'.repeat(10_000)}@example.com`
  const sized = await request.post('/subscribe', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: big,
  })
  expect(sized.status()).toBe(413)
  // A chunked body carries no Content-Length: the limit must hold while reading.
  const chunked = await fetch(`${baseURL}/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < 50; i++) controller.enqueue(new TextEncoder().encode('a'.repeat(1000)))
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)
  expect(chunked.status).toBe(413)
  const json = await request.post('/subscribe', { data: { email: 'amina@example.com' } })
  expect(json.status()).toBe(415)
})
