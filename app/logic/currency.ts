/**
 * Prices in the visitor's currency (issue 26, docs/decisions/036-currency.md). USD is the price of record; the
 * others are shown as approximations from the rates staff keep in the Studio. Pure: the choice is held by
 * app/state/site-state.tsx and the rates come in the root loader's data.
 */

import { DEFAULT_LANG, type Lang, languageById } from '#shared/languages'
import { catalogueFor } from '../i18n/catalogue'
import { formatDate, formatMoney } from '../i18n/format'
import { isIsoDate, nairobiDate } from './departures'

export const CURRENCIES = ['USD', 'KES', 'AED', 'EUR', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]

/** Where the visitor's choice is kept in localStorage. */
export const CURRENCY_STORAGE_KEY = 'savanna-links:currency:v1'

/** Units of each currency per one US dollar, and the day staff set them (the rates document). */
export type CurrencyRates = { asOf: string; kes: number; aed: number; eur: number; gbp: number }

const RATE_FIELDS = { KES: 'kes', AED: 'aed', EUR: 'eur', GBP: 'gbp' } as const satisfies Record<
  Exclude<Currency, 'USD'>,
  keyof CurrencyRates
>

/** A known currency code, or USD for anything else (an old release's value, a hand-edited one, nothing). */
export function readCurrency(raw: unknown): Currency {
  return typeof raw === 'string' && (CURRENCIES as readonly string[]).includes(raw) ? (raw as Currency) : 'USD'
}

const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * The rates as the content holds them, or null when the document is missing or any of it is unusable: then the
 * site shows USD alone, rather than a price converted with a rate nobody set.
 */
export function readRates(raw: unknown): CurrencyRates | null {
  if (!raw || typeof raw !== 'object') return null
  const { asOf, kes, aed, eur, gbp } = raw as Record<string, unknown>
  if (!isIsoDate(asOf) || !isRate(kes) || !isRate(aed) || !isRate(eur) || !isRate(gbp)) return null
  return { asOf, kes, aed, eur, gbp }
}

/**
 * Three significant figures, never finer than a whole unit: an approximation should not look more exact than
 * the rate behind it (7,345 → 7,350; 193,800 → 194,000; 46.5 → 47).
 */
export function roundSensibly(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 2)
  return Math.round(amount / step) * step
}

/** `usd` in `currency` at `rates`, unrounded. */
export function convert(usd: number, currency: Currency, rates: CurrencyRates): number {
  return currency === 'USD' ? usd : usd * rates[RATE_FIELDS[currency]]
}

/**
 * The price as the visitor reads it: `USD 2,000` in dollars or without rates, `≈ AED 7,350` converted (the
 * sign says it is not what the booking will cost to the unit).
 */
export function formatPrice(
  usd: number,
  currency: Currency,
  rates: CurrencyRates | null,
  lang: Lang = DEFAULT_LANG,
): string {
  const { moneyLocale } = languageById(lang)
  if (currency === 'USD' || !rates) return formatMoney(usd, 'USD', moneyLocale)
  return `≈ ${formatMoney(roundSensibly(convert(usd, currency, rates)), currency, moneyLocale)}`
}

/** Rates older than this are dated beside the prices they convert. */
export const RATES_FRESH_DAYS = 30

/** Whether the rates, set on `asOf`, are more than 30 days old on `now`'s day in Nairobi. */
export function ratesAreStale(asOf: string, now: Date): boolean {
  const age = (Date.parse(`${nairobiDate(now)}T00:00:00Z`) - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000
  return age > RATES_FRESH_DAYS
}

/** "rates of 20 November 2026", in the page's language. */
export function ratesDateText(asOf: string, lang: Lang = DEFAULT_LANG): string {
  return catalogueFor(lang).shared.ratesOf(formatDate(asOf, languageById(lang).intlLocale))
}
