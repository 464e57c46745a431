import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { canRequest, type DatedDeparture } from './departures'
import { withEnquirySource } from './enquiry-context'
import { enquiryHref } from './enquiry-links'

/**
 * The ways to reach a trip's specialist (issue 35, decision 044): WhatsApp with a message naming the trip (and the
 * departure the visitor chose), and the contact form prefilled and addressed to them. Pure: the words come from the
 * page's catalogue, the ids and numbers from the content.
 */

/** The query parameter and form field that carry the specialist's id to the contact page and into the enquiry. */
export const SPECIALIST_PARAM = 'specialist'

/** The query parameter of a trip's page that keeps the departure the visitor chose for the specialist's links. */
export const CHOSEN_DEPARTURE_PARAM = 'departure'

/** How the card and its links address a person: the first word of their name ("Amani Njoroge" → "Amani"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

/** E.164: a full international number has at most 15 digits; fewer than 7 cannot be one that WhatsApp reaches. */
const DIALLABLE = /^\d{7,15}$/

/**
 * WhatsApp's click-to-chat link (`https://wa.me/<digits>?text=…`): the number's digits alone (no +, spaces or
 * leading zeros of a national prefix can be told apart here, so it must be written internationally), the message
 * prefilled and never carrying the Studio's edit marks. Null when the number cannot be dialled.
 */
export function whatsappHref(number: string | null | undefined, message: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '')
  if (!DIALLABLE.test(digits)) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(withoutEditMarks(message))}`
}

/**
 * The contact form with the message prefilled (as every enquiry link) and the specialist it is addressed to; the
 * enquiry says it came from the specialist's card.
 */
export function specialistEnquiryHref(message: string, specialistId: string): string {
  return withEnquirySource(
    `${enquiryHref(message)}&${SPECIALIST_PARAM}=${encodeURIComponent(specialistId)}`,
    'specialist',
  )
}

/**
 * The departure a trip page's `?departure=` names, when it is one the page lists and that can still be asked for
 * (not sold out); otherwise none, and the links name the trip alone.
 */
export function chosenDeparture(
  departures: readonly DatedDeparture[],
  value: string | null | undefined,
): DatedDeparture | null {
  if (!value) return null
  return departures.find((departure) => departure.startDate === value && canRequest(departure)) ?? null
}
