import { ENQUIRY_SOURCE_VALUES, type EnquirySource } from '#shared/private-documents'
import { travellerCount } from './departures'

/**
 * What an enquiry is about, beside what the traveller typed (issue 44, decision 062): where on the site it was
 * sent from, the trip, the departure and the party. The links to the contact page name them in its address; the
 * form carries them in hidden fields to the server, which keeps them on the private `enquiry` document. Each is a
 * hint, never trusted: an unknown source reads as the contact page's, a malformed date or count as none.
 */
export const ENQUIRY_CONTEXT_FIELDS = {
  source: 'source',
  trip: 'trip',
  departure: 'departure',
  adults: 'adults',
  children: 'children',
} as const

export type EnquiryParty = { adults: number; children: number }

export type EnquiryContext = {
  source: EnquirySource
  /** The trip's slug, as the page named it (the server looks up its document). */
  trip: string | null
  /** The departure's first day, `YYYY-MM-DD`. */
  departureDate: string | null
  party: EnquiryParty | null
}

const SOURCES = new Set<string>(ENQUIRY_SOURCE_VALUES)
/** The sources the site's own links name; the proposal's are the proposal page's to set (decision 064). */
const SITE_SOURCES = new Set<EnquirySource>([
  'contact',
  'checkout',
  'departure',
  'waiting-list',
  'specialist',
  'trip-bar',
])
const DATE = /^\d{4}-\d{2}-\d{2}$/
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i

export const isEnquirySource = (value: unknown): value is EnquirySource =>
  typeof value === 'string' && SOURCES.has(value)

type Fields = { get(name: string): string | null }

/** The context a form (or the contact page's address) names; only the site's own sources are taken from it. */
export function readEnquiryContext(fields: Fields): EnquiryContext {
  const source = fields.get(ENQUIRY_CONTEXT_FIELDS.source)
  const trip = fields.get(ENQUIRY_CONTEXT_FIELDS.trip)?.trim() ?? ''
  const departure = fields.get(ENQUIRY_CONTEXT_FIELDS.departure)?.trim() ?? ''
  const departureDate = DATE.test(departure) && Number.isFinite(Date.parse(departure)) ? departure : null
  const adults = fields.get(ENQUIRY_CONTEXT_FIELDS.adults)
  const children = fields.get(ENQUIRY_CONTEXT_FIELDS.children)
  const party =
    adults === null && children === null
      ? null
      : {
          adults: travellerCount(adults, { min: 1, fallback: 2 }),
          children: travellerCount(children, { min: 0, fallback: 0 }),
        }
  return {
    source: isEnquirySource(source) && SITE_SOURCES.has(source) ? source : 'contact',
    trip: SLUG.test(trip) ? trip : null,
    departureDate,
    party,
  }
}

/** The context as the form's hidden fields: only what it names. */
export function enquiryContextFields(context: EnquiryContext): Record<string, string> {
  const fields: Record<string, string> = { [ENQUIRY_CONTEXT_FIELDS.source]: context.source }
  if (context.trip) fields[ENQUIRY_CONTEXT_FIELDS.trip] = context.trip
  if (context.departureDate) fields[ENQUIRY_CONTEXT_FIELDS.departure] = context.departureDate
  if (context.party) {
    fields[ENQUIRY_CONTEXT_FIELDS.adults] = String(context.party.adults)
    fields[ENQUIRY_CONTEXT_FIELDS.children] = String(context.party.children)
  }
  return fields
}

/** A link's address with the source it was sent from: `?…&source=checkout`. */
export function withEnquirySource(href: string, source: EnquirySource): string {
  return `${href}${href.includes('?') ? '&' : '?'}${ENQUIRY_CONTEXT_FIELDS.source}=${source}`
}
