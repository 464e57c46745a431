import { withoutEditMarks } from '~/content/visual-editing/edit-marks'

/** A link to the contact form with the message prefilled (editable there); never with the Studio's edit marks. */
export function enquiryHref(message: string): string {
  return `/contact?message=${encodeURIComponent(withoutEditMarks(message))}`
}

export function tripEnquiryMessage(tripName: string): string {
  return `Hello, I would like to enquire about the ${tripName}. Please send me availability and the next steps.`
}
