import type { Page } from '@playwright/test'
import { ar } from '~/i18n/catalogues/ar'
import { CURRENCY_STORAGE_KEY, formatPrice, RATES_FRESH_DAYS, ratesDateText, readRates } from '~/logic/currency'
import { addDays } from '~/logic/departures'
import { documents } from '../../seed/source/currency-rates'
import { sendPrefilledEnquiry } from '../support/contact-form'
import { registerSpecCatalogues } from '../support/spec-catalogues'
import { expect, test } from './fixtures'

/**
 * Prices in the visitor's currency (issue 26, docs/decisions/036-currency.md): the server renders each edition's
 * suggestion (USD in English, approximate AED in Arabic: decision 051); after hydration the switch in the top bar
 * shows approximate converted prices on every page, the choice sticks, and the dates table and the enquiry keep the
 * USD price of record. Expected figures come from the seed's rates.
 */

// The rates' note is the interface's words: the English catalogue, as the server has it.
registerSpecCatalogues()
const rates = readRates(documents[0])!
const GOLD_USD = 1500
const inAed = (usd: number) => formatPrice(usd, 'AED', rates)
const inArabicAed = (usd: number) => formatPrice(usd, 'AED', rates, 'ar')
const ratesNote = `(${ratesDateText(rates.asOf)})`
/** Noon in Nairobi, `days` after the rates' date. */
const daysAfterRates = (days: number) => new Date(`${addDays(rates.asOf, days)}T09:00:00Z`)

const currencySwitch = (page: Page) => page.getByRole('combobox', { name: 'Currency', exact: true })
const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
const cardPrice = (page: Page, name: string) => card(page, name).locator('.product-card__price strong')
const datesSection = (page: Page) => page.getByRole('region', { name: 'Dates & prices' })
/** The first departure that has a price and can be requested: its date and its price cell. */
const firstPricedRow = (page: Page) =>
  datesSection(page)
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Request this departure/ }) })
    .filter({ hasText: 'USD' })
    .first()

test.describe('Prices in the visitor’s currency', () => {
  test('AED chosen on a listing converts every price, approximately, and sticks across pages and a reload', async ({
    page,
  }) => {
    await page.clock.setFixedTime(daysAfterRates(5))
    await page.goto('/itineraries')
    await expect(cardPrice(page, 'Gold')).toHaveText('USD 1,500')
    await currencySwitch(page).selectOption('AED')
    await expect(cardPrice(page, 'Gold')).toHaveText(inAed(GOLD_USD))
    expect(inAed(GOLD_USD)).toBe('≈ AED 5,510')
    await expect(cardPrice(page, 'Dubai')).toHaveText(inAed(2000))
    // Within 30 days of the rates' date, no date beside the prices.
    await expect(page.getByText(ratesNote)).toHaveCount(0)

    // Another page, reached through the router, then loaded afresh, then reloaded.
    await card(page, 'Gold').getByRole('link', { name: 'Gold' }).click()
    await expect(page.getByRole('main').getByText(inAed(GOLD_USD)).first()).toBeVisible()
    await page.goto('/listed-itinerary-details/gold-package')
    await expect(currencySwitch(page)).toHaveValue('AED')
    await expect(page.getByRole('main').locator('.full-itinerary__head strong')).toHaveText(inAed(GOLD_USD))
    await page.reload()
    await expect(currencySwitch(page)).toHaveValue('AED')
    await expect(page.getByRole('main').locator('.full-itinerary__head strong')).toHaveText(inAed(GOLD_USD))

    // The dates table keeps the USD price of record first, with the approximate amount under it.
    const cell = firstPricedRow(page).locator('td').nth(1)
    const usdText = (await cell.evaluate((td) => td.firstChild?.textContent ?? '')).trim()
    expect(usdText).toMatch(/^USD [\d,]+$/)
    const usd = Number(usdText.replace(/\D/g, ''))
    await expect(cell.locator('.price-converted')).toHaveText(inAed(usd))
    await expect(datesSection(page).getByText(/the AED amounts under them are approximate/)).toBeVisible()

    // Back to USD: every price at once, and the table has no second line.
    await currencySwitch(page).selectOption('USD')
    await expect(page.getByRole('main').locator('.full-itinerary__head strong')).toHaveText('USD 1,500')
    await expect(cell.locator('.price-converted')).toHaveCount(0)
  })

  test('an enquiry for a departure stays in USD, the price of record, whatever the currency shown', async ({
    page,
    outbox,
  }) => {
    await page.goto('/listed-itinerary-details/gold-package')
    await currencySwitch(page).selectOption('AED')
    const row = firstPricedRow(page)
    const usdText = (
      await row
        .locator('td')
        .nth(1)
        .evaluate((td) => td.firstChild?.textContent ?? '')
    ).trim()
    await row.getByRole('button', { name: /^Request this departure/ }).click()
    await expect(page).toHaveURL(/\/contact\?/)
    const message = page.getByLabel('Message')
    await expect(message).toHaveValue(new RegExp(`at ${usdText} per person`))
    expect(await message.inputValue()).not.toContain('AED')
    const email = await sendPrefilledEnquiry(
      page,
      { firstName: 'Amina', lastName: 'Al Mansouri', phone: '+971 50 000 0101' },
      'currency',
    )
    await expect
      .poll(() => outbox.records().find((record) => record.Email === email)?.message)
      .toContain(`at ${usdText} per person`)
    const sent = outbox.records().find((record) => record.Email === email)!
    expect(JSON.stringify(sent)).not.toMatch(/AED|≈/)
  })

  test('a stored value that is no currency shows USD', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'DOGECOIN'), CURRENCY_STORAGE_KEY)
    await page.goto('/itineraries')
    await expect(currencySwitch(page)).toHaveValue('USD')
    await expect(cardPrice(page, 'Gold')).toHaveText('USD 1,500')
  })

  test('rates more than 30 days old are dated beside converted prices', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'AED'), CURRENCY_STORAGE_KEY)
    await page.clock.setFixedTime(daysAfterRates(RATES_FRESH_DAYS))
    await page.goto('/itineraries')
    await expect(cardPrice(page, 'Gold')).toHaveText(inAed(GOLD_USD))
    await expect(page.getByText(ratesNote)).toHaveCount(0)

    await page.clock.setFixedTime(daysAfterRates(RATES_FRESH_DAYS + 1))
    await page.reload()
    await expect(cardPrice(page, 'Gold')).toHaveText(inAed(GOLD_USD))
    await expect(card(page, 'Gold').getByText(ratesNote)).toBeVisible()
  })
})

/**
 * Records every price text the page's scripts change or remove: from the document's first node, so a price that
 * hydration rewrites is caught, not only one that changes later.
 */
async function recordPriceChanges(page: Page) {
  await page.addInitScript(() => {
    const changed: string[] = []
    ;(window as unknown as { priceChanges: string[] }).priceChanges = changed
    const price = /USD|AED|≈/
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData' && price.test(record.oldValue ?? '')) changed.push(record.oldValue!)
        for (const node of record.removedNodes) if (price.test(node.textContent ?? '')) changed.push(node.textContent!)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, characterDataOldValue: true })
  })
  return () => page.evaluate(() => (window as unknown as { priceChanges: string[] }).priceChanges)
}

test.describe('the Arabic edition’s dirhams', () => {
  test('are what the server sends, and hydration changes no price', async ({ page }) => {
    const priceChanges = await recordPriceChanges(page)
    await page.goto('/ar/itineraries')
    const gold = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.locator('a[href$="/itinerary/gold"]') })
    await expect(gold.locator('.product-card__price strong')).toHaveText(inArabicAed(GOLD_USD))
    await expect(page.getByRole('combobox', { name: ar.layout.currency, exact: true })).toHaveValue('AED')
    expect(await priceChanges()).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an Arabic page is in approximate AED beside the USD price of record', async ({ page }) => {
    await page.goto('/ar/itinerary/gold')
    const fromPrice = page
      .locator('strong')
      .filter({ hasText: inArabicAed(GOLD_USD) })
      .first()
    await expect(fromPrice).toHaveAttribute('title', formatPrice(GOLD_USD, 'USD', rates, 'ar'))
    const dates = page.getByRole('region', { name: ar.itinerary.datesAndPrices })
    await expect(dates.getByText(ar.itinerary.approximate('AED'))).toBeAttached()
    const row = dates.locator('tbody tr').filter({ hasText: 'USD 1,500' }).first()
    await expect(row.getByText(inArabicAed(GOLD_USD))).toBeVisible()
  })

  test('the page is in USD and offers no currency switch', async ({ page }) => {
    await page.goto('/itineraries')
    await expect(cardPrice(page, 'Gold')).toHaveText('USD 1,500')
    await expect(page.getByText('≈')).toHaveCount(0)
    await expect(currencySwitch(page)).toHaveCount(0)
  })
})
