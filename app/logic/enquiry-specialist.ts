/**
 * The specialist an enquiry is addressed to (issue 35, decision 044). The contact form carries their id in a hidden
 * field; the server checks it against the published team and hands staff the person and their office, in the outbox
 * line and as EmailJS template parameters, under the same names as the form's fields.
 */

/** The enquiry's fields for the specialist: the form's hidden fields and the template parameters alike. */
export const SPECIALIST_FIELDS = {
  id: 'specialist',
  name: 'specialist_name',
  office: 'specialist_office',
} as const

/** Who an enquiry goes to, as staff read it: the team member's id, their name as written and their office's region. */
export type EnquirySpecialist = { id: string; name: string; office: string | null }

/**
 * The same, as the contact page shows them in its language: their name in it where they gave one (decision 053,
 * else as written), their position and their office's name.
 */
export type AddressedSpecialist = EnquirySpecialist & {
  shownName: string
  position: string
  officeTitle: string | null
}

/** The specialist's template parameters (none when the enquiry goes to the whole team). */
export function specialistParams(specialist: EnquirySpecialist | null | undefined): Record<string, string> {
  if (!specialist) return {}
  return {
    [SPECIALIST_FIELDS.id]: specialist.id,
    [SPECIALIST_FIELDS.name]: specialist.name,
    [SPECIALIST_FIELDS.office]: specialist.office ?? '',
  }
}

/** A published document's id as Sanity makes them (`team-01`, a UUID): no `drafts.` or other path, at most 64. */
const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/**
 * What an enquiry's `specialist` field holds: nothing (absent or blank: the enquiry goes to the team), an id that
 * may name a team member (the server then looks for them in the published team), or a value no id can be.
 */
export type SpecialistField = { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'invalid' }

export function readSpecialistField(value: unknown): SpecialistField {
  if (value === null || value === undefined) return { kind: 'none' }
  if (typeof value !== 'string') return { kind: 'invalid' }
  const id = value.trim()
  if (id === '') return { kind: 'none' }
  return DOCUMENT_ID.test(id) ? { kind: 'id', id } : { kind: 'invalid' }
}
