/**
 * How the site writes dates, numbers and money: one way each, used by every page and message. Each takes the
 * locale to write in (the Arabic edition will pass its own); the default is what the site writes today: dates
 * the British way ("7 March 2027"), numbers and amounts with US grouping ("USD 12,500"). Pure: `Intl` only.
 */

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

/** One formatter per locale and kind, made on first use (making one costs far more than using it). */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formats.get(key) as T | undefined
  if (!found) {
    found = make()
    formats.set(key, found)
  }
  return found
}

/** Calendar dates (`YYYY-MM-DD`) are days, not instants: read and written in UTC, they never shift a day. */
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** "7 March 2027" for `2027-03-07`; a value that is no date comes back as it is. */
export function formatDate(isoDate: string, locale = 'en-GB'): string {
  const date = utcDay(isoDate)
  if (Number.isNaN(date.getTime())) return isoDate
  return formatter(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(date)
}

/** "March 2027" for `2027-03`; a value that is no month comes back as it is. */
export function formatMonth(month: string, locale = 'en-GB'): string {
  const date = utcDay(`${month}-01`)
  if (Number.isNaN(date.getTime())) return month
  return formatter(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(date)
}

/** A whole number, grouped: "12,500". */
export function formatNumber(value: number, locale = 'en-US'): string {
  return formatter(`number:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value)
}

/**
 * An amount of money as the site writes prices (docs/product-rules.md#prices): the currency's code, then the
 * whole amount, grouped: "USD 2,000", "AED 7,350". USD, the price of record, unless told otherwise.
 */
export function formatMoney(amount: number, currency = 'USD', locale = 'en-US'): string {
  return `${currency} ${formatNumber(amount, locale)}`
}

/**
 * An instant as the proposal page and its e-mails write a hold's end (decision 067): "Friday, 4 December 2026 at
 * 12:00" in the language's locale and the given zone, on a 24-hour clock.
 */
export function formatInstant(iso: string, locale: string, timeZone: string): string {
  return formatter(
    `instant:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  ).format(new Date(iso))
}

/** A zone as the language names it ("Gulf Standard Time", "توقيت الخليج"); its id if `Intl` has no name. */
export function zoneName(timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(0))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** The canonical name of a time zone `Intl` knows, or null for anything else. */
export function knownTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat(undefined, { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
