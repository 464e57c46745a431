import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

test.describe('"Choose Your Trip" bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' })
  })

  const toggle = (page: Page, name: RegExp) =>
    page.getByRole('region', { name: 'Choose Your Trip' }).getByRole('button', { name })

  test('opens one dropdown at a time; Apply, Escape and a click elsewhere close it', async ({ page }) => {
    const countries = toggle(page, /^Select Countries$/)
    const activities = toggle(page, /^Select Activities$/)
    await countries.click()
    await expect(countries).toHaveAttribute('aria-expanded', 'true')
    await activities.click()
    await expect(activities).toHaveAttribute('aria-expanded', 'true')
    await expect(countries).toHaveAttribute('aria-expanded', 'false')
    await page.getByRole('button', { name: 'Apply' }).filter({ visible: true }).click()
    await expect(activities).toHaveAttribute('aria-expanded', 'false')
    await countries.click()
    await page.keyboard.press('Escape')
    await expect(countries).toHaveAttribute('aria-expanded', 'false')
    await expect(countries).toBeFocused()
    await countries.click()
    await page.getByRole('heading', { name: 'Choose Your Trip' }).click()
    await expect(countries).toHaveAttribute('aria-expanded', 'false')
  })

  test('summaries read "Selected X: values" or "Select X"', async ({ page }) => {
    await toggle(page, /^Select Countries$/).click()
    await page.getByRole('checkbox', { name: 'Rwanda' }).check()
    await page.getByRole('checkbox', { name: 'Kenya' }).check()
    await expect(toggle(page, /Countries/)).toHaveText('Selected Countries: Kenya, Rwanda')
    await page.getByRole('checkbox', { name: 'Kenya' }).uncheck()
    await page.getByRole('checkbox', { name: 'Rwanda' }).uncheck()
    await expect(toggle(page, /Countries/)).toHaveText('Select Countries')
  })

  test('counters never go below 0; negative or blank input becomes 0', async ({ page }) => {
    await toggle(page, /^Select Guests$/).click()
    const adults = page.getByRole('spinbutton', { name: 'Adults' })
    await expect(page.getByRole('button', { name: 'Fewer adults' })).toBeDisabled()
    await page.getByRole('button', { name: 'More adults' }).click()
    await page.getByRole('button', { name: 'More adults' }).click()
    await expect(adults).toHaveValue('2')
    await expect(toggle(page, /Guests/)).toHaveText('Selected Guests: Adults 2')
    await adults.fill('-5')
    await expect(adults).toHaveValue('0')
    await page.getByRole('spinbutton', { name: 'Children' }).fill('3')
    await page.getByRole('spinbutton', { name: 'Children' }).fill('')
    await expect(page.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0')
    await expect(toggle(page, /Guests/)).toHaveText('Select Guests')
  })

  test('the "to" date cannot precede the "from" date', async ({ page }) => {
    await toggle(page, /^Select Dates$/).click()
    await page.getByLabel('To', { exact: true }).fill('2027-03-01')
    await page.getByLabel('From', { exact: true }).fill('2027-03-10')
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2027-03-10')
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('min', '2027-03-10')
    await expect(toggle(page, /Dates/)).toHaveText('Selected Dates: 2027-03-10 to 2027-03-10')
  })

  test('its button leads to the matching itineraries, and from there the selections go to the contact form', async ({
    page,
  }) => {
    await toggle(page, /^Select Countries$/).click()
    await page.getByRole('checkbox', { name: 'Zanzibar' }).check()
    await page.keyboard.press('Escape')
    await toggle(page, /^Select Activities$/).click()
    await page.getByRole('checkbox', { name: 'Golf' }).check()
    await page.getByRole('checkbox', { name: 'Heli Tour' }).check()
    await page.keyboard.press('Escape')
    await toggle(page, /^Select Rooms$/).click()
    await page.getByRole('button', { name: 'More honeymoon' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Find my trip' }).click()
    // Zanzibar is in Tanzania; Heli Tour is no trip's activity, so only golf narrows the itineraries.
    await expect(page).toHaveURL(/\/itineraries\?country=tanzania&activity=golf&enquiry=/)
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
      'Zanzibar',
    ])
    await expect(
      page.getByRole('form', { name: 'Filter and sort' }).getByLabel('Tanzania (including Zanzibar)'),
    ).toBeChecked()
    await page.getByRole('link', { name: 'Ask us to plan this trip' }).click()
    await expect(page).toHaveURL(/\/contact\?message=/)
    const message = new URL(page.url()).searchParams.get('message')!
    expect(message).toContain('Countries: Zanzibar')
    expect(message).toContain('Activities: Golf, Heli Tour')
    expect(message).toContain('Rooms: Honeymoon 1')
  })

  test('the enquiry stays one click away when the filters change on the results page', async ({ page }) => {
    await page.getByRole('button', { name: 'Find my trip' }).click()
    await expect(page).toHaveURL(/\/itineraries\?enquiry=/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await hydrated(page)
    await page.getByRole('form', { name: 'Filter and sort' }).getByLabel('Beach').check()
    await expect(page).toHaveURL(/\/itineraries\?.*activity=beach/)
    expect(new URL(page.url()).searchParams.get('enquiry')).toContain('I would like a tailored trip.')
    await page.getByRole('link', { name: 'Ask us to plan this trip' }).click()
    await expect(page).toHaveURL(/\/contact\?message=/)
    expect(new URL(page.url()).searchParams.get('message')).toContain('I would like a tailored trip.')
  })
})

test.describe('"Choose Your Trip" bar, before its code has come', () => {
  test('a click on it while the browser is busy opens the dropdown it was meant for', async ({ page }) => {
    // The bar hydrates when the browser is idle or at the first click on it: here the browser never is.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    const bar = page.getByRole('region', { name: 'Choose Your Trip' })
    await expect(page.locator('.trip-bar')).not.toHaveAttribute('data-hydrated')
    const countries = bar.getByRole('button', { name: /^Select Countries$/ })
    await countries.click()
    await expect(countries).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('checkbox', { name: 'Rwanda' })).toBeVisible()
    await expect(page.locator('.trip-bar')).toHaveAttribute('data-hydrated', 'true')
    expect(errors).toEqual([])
  })
})
