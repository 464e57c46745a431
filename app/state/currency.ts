import { DEFAULT_LANG, type Lang, languageById } from '#shared/languages'
import { useLang } from '~/i18n/react'
import { type Currency, type CurrencyRates, formatPrice, ratesAreStale, ratesDateText } from '~/logic/currency'
import { useOptionalRootData } from './root-data'
import { useSiteState } from './site-state'

/** How this page shows prices now: the visitor's currency when there are rates to convert with, else USD. */
export type CurrencyDisplay = {
  currency: Currency
  rates: CurrencyRates | null
  /** Whether prices are shown converted: on the server and before the stored choice is read, by the edition's. */
  converting: boolean
  /** "rates of 20 November 2026" when converting with rates more than 30 days old, else null. */
  staleNote: string | null
  /** A USD amount as this page shows it: `USD 2,000` or `≈ AED 7,350`. */
  format: (usd: number) => string
}

/**
 * The currency prices are shown in: the visitor's own choice wins; without one, the edition's suggestion. `stored`
 * is the state's currency as restored from the browser. Only the currency switch ever puts anything but USD there,
 * so another currency is a choice; a stored USD is the site's default unless the switch marked it chosen.
 */
export function displayCurrency({
  lang = DEFAULT_LANG,
  stored,
  chosen,
}: {
  lang?: Lang
  stored: Currency
  chosen: boolean
}): Currency {
  if (chosen || stored !== 'USD') return stored
  // Each edition's suggestion (its entry in shared/languages.ts): still an approximation beside USD.
  return languageById(lang).suggestedCurrency
}

const CHOSEN_KEY = 'savanna-links:currency:chosen'

/** For the currency switch: the visitor picked a currency (USD included), so no edition's suggestion overrides it. */
export function rememberCurrencyChosen(): void {
  try {
    localStorage.setItem(CHOSEN_KEY, '1')
  } catch {
    // Storage refused: a chosen USD may be shown as the edition's suggestion again on the next page.
  }
}

function currencyWasChosen(): boolean {
  try {
    return localStorage.getItem(CHOSEN_KEY) === '1'
  } catch {
    return false
  }
}

export function useCurrencyDisplay(): CurrencyDisplay {
  const { state, currencyReady } = useSiteState()
  const lang = useLang()
  const rates = useOptionalRootData()?.currencyRates ?? null
  // Storage is read only once the provider has restored it: the server, and the first render, show the edition's
  // suggestion, which the URL decides, so the page stays one cached copy per URL and a visitor who never chose
  // reads the same prices before and after hydration.
  const wanted = currencyReady
    ? displayCurrency({ lang, stored: state.currency, chosen: currencyWasChosen() })
    : languageById(lang).suggestedCurrency
  const currency = rates ? wanted : 'USD'
  const converting = currency !== 'USD'
  // Dated in the browser only, by the visitor's clock: a cached page need not expire when the rates turn old.
  const staleNote =
    currencyReady && converting && rates && ratesAreStale(rates.asOf, new Date())
      ? ratesDateText(rates.asOf, lang)
      : null
  return { currency, rates, converting, staleNote, format: (usd) => formatPrice(usd, currency, rates, lang) }
}
