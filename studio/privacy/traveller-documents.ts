/**
 * Every enquiry and proposal, published or draft, of one traveller's e-mail address, matched without regard to case
 * (decision 063). Read in the raw perspective, so drafts (`drafts.proposal.<uuid>`) are found under their own ids.
 */
export const TRAVELLER_DOCUMENTS =
  '*[(_type == "enquiry" && lower(email) == $email) || (_type == "proposal" && lower(traveller.email) == $email)]._id'

/** The address as the query compares it; null when there is none to look for. */
export function travellerEmailOf(document: unknown): string | null {
  const record = document as { _type?: string; email?: unknown; traveller?: { email?: unknown } } | null
  const email = record?._type === 'proposal' ? record.traveller?.email : record?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null
}
