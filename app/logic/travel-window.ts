/**
 * When a traveller wants to set off (issue 26, docs/product-rules.md#travel-dates): a travel month from a
 * listing's filters, or a window of days from the trip bar, as they live in the URL. A trip matches when one of
 * its departures that can still be booked or requested starts inside the window. Dates are Nairobi calendar days
 * (`YYYY-MM-DD`, app/logic/departures.ts).
 */

import { formatDate, formatMonth } from '../i18n/format'
import { addDays, isIsoDate } from './departures'

/** The choice as the URL holds it: a month (`YYYY-MM`), or a first and a last day, either of which may be open. */
export type TravelDates = { month: string | null; from: string | null; to: string | null }

/** The days a departure must start in, first and last included, none of them before today. */
export type TravelWindow = { from: string; to: string }

/** A value the window could not use, and why (the page's note names it). */
export type RefusedDate = { name: string; value: string; reason: string }

/** How many months the "Travel month" list offers: as far ahead as departures are published. */
export const TRAVEL_MONTHS_OFFERED = 18

/** The end of an open window: later than any departure. */
const OPEN_END = '9999-12-31'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export function isTravelMonth(value: string): boolean {
  return MONTH.test(value)
}

/** The last day of a month (`2027-02` → `2027-02-28`). */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10)
}

/** The month after `month` (`2027-12` → `2028-01`). */
export function nextMonth(month: string): string {
  return addDays(lastDayOf(month), 1).slice(0, 7)
}

/** The months the filter offers, this one first. */
export function travelMonths(today: string, count = TRAVEL_MONTHS_OFFERED): string[] {
  const months = [today.slice(0, 7)]
  while (months.length < count) months.push(nextMonth(months.at(-1)!))
  return months
}

/** The first non-blank value of a parameter; later ones are refused with a reason. */
function firstOf(values: readonly string[], name: string, refused: RefusedDate[]): string | null {
  let kept: string | null = null
  for (const raw of values) {
    const value = raw.trim()
    if (value === '') continue
    if (kept === null) kept = value
    else refused.push({ name, value, reason: 'given more than once; the first is used' })
  }
  return kept
}

/**
 * The travel dates the URL asks for, and what it could not use: something that is not a month or a date, a
 * window that ends before it starts (neither end is used: the list is not narrowed by a window the visitor did
 * not mean), one already past, or dates beside a month (the month wins).
 */
export function readTravelWindow(
  raw: { month: readonly string[]; from: readonly string[]; to: readonly string[] },
  names: { month: string; from: string; to: string },
  today: string,
): { dates: TravelDates; refused: RefusedDate[] } {
  const refused: RefusedDate[] = []
  const refuse = (name: string, value: string, reason: string) => {
    refused.push({ name, value, reason })
    return null
  }
  let month = firstOf(raw.month, names.month, refused)
  let from = firstOf(raw.from, names.from, refused)
  let to = firstOf(raw.to, names.to, refused)
  if (month !== null && !isTravelMonth(month)) month = refuse(names.month, month, 'not a month written YYYY-MM')
  else if (month !== null && month < today.slice(0, 7)) month = refuse(names.month, month, 'a month already past')
  if (from !== null && !isIsoDate(from)) from = refuse(names.from, from, 'not a date written YYYY-MM-DD')
  if (to !== null && !isIsoDate(to)) to = refuse(names.to, to, 'not a date written YYYY-MM-DD')
  else if (to !== null && to < today) to = refuse(names.to, to, 'a day already past')
  if (month !== null) {
    if (from !== null) from = refuse(names.from, from, 'a travel month was chosen, so this date was not used')
    if (to !== null) to = refuse(names.to, to, 'a travel month was chosen, so this date was not used')
  } else if (from !== null && to !== null && to < from) {
    refuse(names.from, from, `after the last day asked for (${to}), so no dates were used`)
    refuse(names.to, to, `before the first day asked for (${from}), so no dates were used`)
    from = to = null
  }
  return { dates: { month, from, to }, refused }
}

/** Whether the visitor asked for travel dates at all. */
export function hasTravelDates(dates: TravelDates): boolean {
  return dates.month !== null || dates.from !== null || dates.to !== null
}

/** The days a departure must start in, from today at the earliest; null when no dates were asked for. */
export function travelWindowOf(dates: TravelDates, today: string): TravelWindow | null {
  if (!hasTravelDates(dates)) return null
  const first = dates.month !== null ? `${dates.month}-01` : (dates.from ?? today)
  const last = dates.month !== null ? lastDayOf(dates.month) : (dates.to ?? OPEN_END)
  return { from: first > today ? first : today, to: last }
}

/** How a sentence puts travel dates (the page's catalogue's `listing.travelDates`); English by default. */
export type TravelDateWords = {
  inMonth: (month: string) => string
  onDay: (day: string) => string
  between: (from: string, to: string) => string
  fromDay: (day: string) => string
  byDay: (day: string) => string
}

const ENGLISH_DATES: TravelDateWords = {
  inMonth: (month) => `in ${month}`,
  onDay: (day) => `on ${day}`,
  between: (from, to) => `between ${from} and ${to}`,
  fromDay: (day) => `from ${day}`,
  byDay: (day) => `by ${day}`,
}

/**
 * The dates as a visitor reads them: "in March 2027", "between 3 March 2027 and 10 March 2027", "from …", "by …",
 * in the words and the date locale of the page's language.
 */
export function describeTravelDates(dates: TravelDates, words = ENGLISH_DATES, locale?: string): string {
  const day = (isoDate: string) => formatDate(isoDate, locale)
  if (dates.month !== null) return words.inMonth(formatMonth(dates.month, locale))
  if (dates.from !== null && dates.to !== null)
    return dates.from === dates.to ? words.onDay(day(dates.from)) : words.between(day(dates.from), day(dates.to))
  if (dates.from !== null) return words.fromDay(day(dates.from))
  return dates.to !== null ? words.byDay(day(dates.to)) : ''
}

/**
 * The departures nearest a window that holds none: the last one before it and the first one after it (either
 * may not exist), among the given start dates of trips that match everything else.
 */
export function nearestDepartures(
  starts: readonly string[],
  window: TravelWindow,
  today: string,
): { before: string | null; after: string | null } {
  let before: string | null = null
  let after: string | null = null
  for (const start of starts) {
    if (start < today) continue
    if (start < window.from && (before === null || start > before)) before = start
    if (start > window.to && (after === null || start < after)) after = start
  }
  return { before, after }
}
