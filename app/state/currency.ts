import { type Currency, type CurrencyRates, formatPrice, ratesAreStale, ratesDateText } from '~/logic/currency'
import { useOptionalRootData } from './root-data'
import { useSiteState } from './site-state'

/** How this page shows prices now: the visitor's currency when there are rates to convert with, else USD. */
export type CurrencyDisplay = {
  currency: Currency
  rates: CurrencyRates | null
  /** Whether prices are shown converted (never on the server, nor before the stored choice is read). */
  converting: boolean
  /** "rates of 20 November 2026" when converting with rates more than 30 days old, else null. */
  staleNote: string | null
  /** A USD amount as this page shows it: `USD 2,000` or `≈ AED 7,350`. */
  format: (usd: number) => string
}

export function useCurrencyDisplay(): CurrencyDisplay {
  const { state } = useSiteState()
  const rates = useOptionalRootData()?.currencyRates ?? null
  const currency = rates ? state.currency : 'USD'
  const converting = currency !== 'USD'
  // Only ever reached in the browser (the server renders USD), so the visitor's clock decides the age.
  const staleNote = converting && rates && ratesAreStale(rates.asOf, new Date()) ? ratesDateText(rates.asOf) : null
  return { currency, rates, converting, staleNote, format: (usd) => formatPrice(usd, currency, rates) }
}
