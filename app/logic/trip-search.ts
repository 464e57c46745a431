import { withSearch } from './links'
import { type Activity, type Country, PARAM } from './trip-filters'

/**
 * The "Choose Your Trip" form state (docs/product-rules.md#choose-your-trip) and the rules that keep it sane, free of
 * React.
 */

export const GUEST_TYPES = [
  ['adults', 'Adults'],
  ['youth', 'Youth'],
  ['children', 'Children'],
  ['toddlers', 'Toddlers'],
] as const

export const ROOM_TYPES = [
  ['presidential', 'Presidential'],
  ['honeymoon', 'Honeymoon'],
  ['penthouse', 'Penthouse'],
  ['juniorSuite', 'Junior suite'],
  ['suite', 'Suite'],
  ['singleRoom', 'Single room'],
  ['doubleRoom', 'Double room'],
  ['cabana', 'Cabana'],
] as const

export type GuestType = (typeof GUEST_TYPES)[number][0]
export type RoomType = (typeof ROOM_TYPES)[number][0]

export type TripSearch = {
  countries: string[]
  from: string
  to: string
  guests: Record<GuestType, number>
  activities: string[]
  rooms: Record<RoomType, number>
  transferModes: string[]
}

export const emptyTripSearch = (): TripSearch => ({
  countries: [],
  from: '',
  to: '',
  guests: { adults: 0, youth: 0, children: 0, toddlers: 0 },
  activities: [],
  rooms: {
    presidential: 0,
    honeymoon: 0,
    penthouse: 0,
    juniorSuite: 0,
    suite: 0,
    singleRoom: 0,
    doubleRoom: 0,
    cabana: 0,
  },
  transferModes: [],
})

/** A counter never goes below 0: negative, blank or non-numeric input becomes 0; decimals are cut to whole. */
export function parseCount(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw, 10)
  if (!Number.isFinite(value) || value < 0) return 0
  return Math.min(Math.trunc(value), 99)
}

/** Adds or removes one choice, keeping the options' own order. */
export function toggleChoice(selected: string[], choice: string, options: readonly string[]): string[] {
  const next = selected.includes(choice) ? selected.filter((c) => c !== choice) : [...selected, choice]
  return options.filter((option) => next.includes(option))
}

/** The "to" date may not precede the "from" date: moving "from" past "to" moves "to" along. */
export function withDates(search: TripSearch, from: string, to: string): TripSearch {
  return { ...search, from, to: from && to && to < from ? from : to }
}

/** "Adults 2, Children 1": the counters above 0, named in the page's words, in the bar's order. */
const labelled = (types: { readonly [key: string]: string }, values: Record<string, number>) =>
  Object.keys(types)
    .filter((key) => (values[key] ?? 0) > 0)
    .map((key) => `${types[key]} ${values[key]}`)

/** "Selected Countries: Kenya, Rwanda" or "Select Countries". */
export function summary(label: string, values: string[]): string {
  return values.length ? `Selected ${label}: ${values.join(', ')}` : `Select ${label}`
}

type SummaryField = 'countries' | 'dates' | 'guests' | 'activities' | 'rooms' | 'transferModes'

/** The words of the bar's summaries, from the page's catalogue (`tripBar`); English by default. */
export type SummaryWords = {
  readonly [K in SummaryField]: string
} & {
  selected: (label: string, values: string) => string
  select: (label: string) => string
  dateRange: (from: string, to: string) => string
  listSeparator: string
  guestTypes: { readonly [K in GuestType]: string }
  roomTypes: { readonly [K in RoomType]: string }
  /** The tailored-trip request's own words. */
  request: {
    intro: string
    noPreference: string
    flexible: string
    transfers: string
    closing: string
  }
}

const ENGLISH_SUMMARY: SummaryWords = {
  countries: 'Countries',
  dates: 'Dates',
  guests: 'Guests',
  activities: 'Activities',
  rooms: 'Rooms',
  transferModes: 'Transfer Modes',
  selected: (label, values) => `Selected ${label}: ${values}`,
  select: (label) => `Select ${label}`,
  dateRange: (from, to) => `${from} to ${to}`,
  listSeparator: ', ',
  guestTypes: Object.fromEntries(GUEST_TYPES) as SummaryWords['guestTypes'],
  roomTypes: Object.fromEntries(ROOM_TYPES) as SummaryWords['roomTypes'],
  request: {
    intro: 'I would like a tailored trip.',
    noPreference: 'no preference',
    flexible: 'flexible',
    transfers: 'Transfers',
    closing: 'Please put together a proposal for us.',
  },
}

/**
 * Each dropdown's summary in the page's words; `choice` names a settings choice (`Kenya`) in them, and the
 * counters' numbers and the dates stay Western digits.
 */
export function summaries(search: TripSearch, words: SummaryWords = ENGLISH_SUMMARY, choice = (v: string) => v) {
  const line = (field: SummaryField, values: string[]) =>
    values.length ? words.selected(words[field], values.join(words.listSeparator)) : words.select(words[field])
  const dates = search.from || search.to ? [words.dateRange(search.from || '…', search.to || '…')] : []
  return {
    countries: line('countries', search.countries.map(choice)),
    dates: line('dates', dates),
    guests: line('guests', labelled(words.guestTypes, search.guests)),
    activities: line('activities', search.activities.map(choice)),
    rooms: line('rooms', labelled(words.roomTypes, search.rooms)),
    transferModes: line('transferModes', search.transferModes.map(choice)),
  }
}

/** The selections written out as a tailored-trip request for the contact form's message, in the page's words. */
export function tripRequestMessage(
  search: TripSearch,
  words: SummaryWords = ENGLISH_SUMMARY,
  choice = (v: string) => v,
) {
  const { request } = words
  const line = (label: string, values: string[]) =>
    `${label}: ${values.length ? values.join(words.listSeparator) : request.noPreference}`
  const dates =
    search.from || search.to
      ? words.dateRange(search.from || request.flexible, search.to || request.flexible)
      : request.flexible
  return [
    request.intro,
    '',
    line(words.countries, search.countries.map(choice)),
    `${words.dates}: ${dates}`,
    line(words.guests, labelled(words.guestTypes, search.guests)),
    line(words.activities, search.activities.map(choice)),
    line(words.rooms, labelled(words.roomTypes, search.rooms)),
    line(request.transfers, search.transferModes.map(choice)),
    '',
    request.closing,
  ].join('\n')
}

/**
 * The bar's choices (the site settings' words) as the listing's filter values. Zanzibar is Tanzania; a choice
 * no trip is filed under (USA, Heli Tour) filters nothing and travels in the enquiry only.
 */
const FILTER_COUNTRY: Record<string, Country> = {
  kenya: 'kenya',
  rwanda: 'rwanda',
  uae: 'uae',
  tanzania: 'tanzania',
  zanzibar: 'tanzania',
  uganda: 'uganda',
}
const FILTER_ACTIVITY: Record<string, Activity> = {
  golf: 'golf',
  safari: 'safari',
  beach: 'beach',
  culture: 'culture',
  wellness: 'wellness',
}

/** The enquiry the results page hands on ("Ask us to plan this trip"), as a URL parameter of its own. */
export const TRIP_ENQUIRY_PARAM = 'enquiry'
export const MAX_TRIP_ENQUIRY_LENGTH = 2000

/**
 * Where the bar's button leads: the itineraries matching its countries (any of) and activities (all of) with a
 * departure between its dates, and every selection written out as the tailored-trip request the results page
 * offers to send.
 */
export function tripResultsHref(search: TripSearch, words?: SummaryWords, choice?: (value: string) => string): string {
  const params = new URLSearchParams()
  const mapped = <T extends string>(values: string[], table: Record<string, T>) => [
    ...new Set(values.map((v) => table[v.trim().toLowerCase()]).filter((v): v is T => Boolean(v))),
  ]
  for (const country of mapped(search.countries, FILTER_COUNTRY)) params.append(PARAM.country, country)
  for (const activity of mapped(search.activities, FILTER_ACTIVITY)) params.append(PARAM.activity, activity)
  // The dates find the trips that depart between them (docs/product-rules.md#travel-dates).
  if (search.from) params.set(PARAM.travelFrom, search.from)
  if (search.to) params.set(PARAM.travelTo, search.to)
  params.set(TRIP_ENQUIRY_PARAM, tripRequestMessage(search, words, choice))
  return withSearch('/itineraries', params.toString())
}

/** The request carried to a results page, as it may arrive there (any text, any length): tidied and capped. */
export function readTripEnquiry(raw: string | null): string | null {
  const text = (raw ?? '').trim().slice(0, MAX_TRIP_ENQUIRY_LENGTH)
  return text === '' ? null : text
}
