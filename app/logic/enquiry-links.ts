import { DEFAULT_LANG } from '#shared/languages'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { type Catalogue, catalogueFor } from '~/i18n/catalogue'

/** A link to the contact form with the message prefilled (editable there); never with the Studio's edit marks. */
export function enquiryHref(message: string): string {
  return `/contact?message=${encodeURIComponent(withoutEditMarks(message))}`
}

/** The enquiry about a trip, in the page's words (the `contact` area); English where none are given. */
export function tripEnquiryMessage(
  tripName: string,
  words: Catalogue['contact'] = catalogueFor(DEFAULT_LANG).contact,
): string {
  return words.tripEnquiry(tripName)
}

/**
 * "Enquire about this trip" on a trip's own pages: the trip's enquiry, and the trip's slug (`trip`), from which the
 * contact page addresses the enquiry to the trip's specialist (decision 044).
 */
export function tripEnquiryHref(
  tripName: string,
  slug: string | null | undefined,
  words?: Catalogue['contact'],
): string {
  const href = enquiryHref(tripEnquiryMessage(tripName, words))
  return slug ? `${href}&trip=${encodeURIComponent(slug)}` : href
}
