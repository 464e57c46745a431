// Prices in the visitor's currency are the browser's business (decision 036): the server renders every price
// in US dollars, and no currency switch, whatever the rates, so each URL is cached once for everyone.
import { describe, expect, it } from 'vitest'
import { ConvertedPrice, Price, RatesAsOf } from '~/components/shared/Price'
import { CURRENCY_RATES_QUERY } from '~/content/queries'
import { readRates } from '~/logic/currency'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { CurrencySwitch } from './CurrencySwitch'

const prices = (
  <>
    <CurrencySwitch />
    <Price usd={2000} data-sanity="id=item-dubai;type=catalogueItem;path=price" />
    <ConvertedPrice usd={2000} />
    <RatesAsOf />
  </>
)

describe('prices on the server', () => {
  it('are in US dollars with the seed’s rates at hand, and the switch waits for the browser', async () => {
    const rates = readRates(await querySeed(CURRENCY_RATES_QUERY))
    expect(rates).toMatchObject({ asOf: '2026-11-20', aed: 3.6725 })
    expect(await renderPage(prices, { root: { currencyRates: rates } })).toBe(
      '<strong data-sanity="id=item-dubai;type=catalogueItem;path=price">USD 2,000</strong>',
    )
  })

  it('are in US dollars without rates too', async () => {
    expect(await renderPage(prices, { root: { currencyRates: null } })).toBe(
      '<strong data-sanity="id=item-dubai;type=catalogueItem;path=price">USD 2,000</strong>',
    )
  })
})
