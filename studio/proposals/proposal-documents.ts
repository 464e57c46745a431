import { DEFAULT_LANG, isLang, type Lang } from '#shared/languages'
import { newProposalId, newProposalToken } from '#shared/private-documents'

/**
 * The new proposal a specialist starts from an enquiry ("Write a proposal") or from a trip ("New proposal from this
 * trip"), as a draft under a path, `drafts.proposal.<uuid>` (decision 063). Pure: the actions hand in what they
 * read and write what this returns.
 */

/** How long a new proposal stays valid, unless the specialist changes it. */
export const VALIDITY_DAYS = 14

type Reference = { _type?: string; _ref?: string }
type Party = { adults?: number; children?: number; rooms?: number }

export type EnquiryFields = {
  _id: string
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  language?: string
  specialist?: Reference
  trip?: Reference
  departureDate?: string
  party?: Party
}

export type TripFields = {
  _id: string
  _type: string
  name?: Partial<Record<Lang, string>>
  specialist?: Reference
  /** A catalogue item's package; a package is its own. */
  package?: Reference
}

/** A day of a package as the proposal needs it: its key, and its title for the Studio's choice. */
export type PackageDayRef = { _key: string }

/** The date `days` after `today` (YYYY-MM-DD), counted in UTC. */
export function dateAfter(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}

const reference = (id: string, weak = false) => ({ _type: 'reference', _ref: id, ...(weak ? { _weak: true } : {}) })
const randomKey = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12)

/** What every new proposal has: its id, token, draft status and "valid until". */
function newProposal(today: Date) {
  const id = newProposalId()
  return {
    id,
    document: {
      _id: `drafts.${id}`,
      _type: 'proposal',
      status: 'draft',
      token: newProposalToken(),
      validUntil: dateAfter(today, VALIDITY_DAYS),
    },
  }
}

/** The plan's days taken from a package, in the package's order: references, so a correction reaches the draft. */
export function packageDays(packageId: string, days: readonly PackageDayRef[]) {
  return days.map((day) => ({
    _type: 'packageDay',
    _key: randomKey(),
    package: reference(packageId),
    dayKey: day._key,
  }))
}

export function proposalFromEnquiry(enquiry: EnquiryFields, today = new Date()) {
  const { id, document } = newProposal(today)
  const language: Lang = isLang(enquiry.language) ? enquiry.language : DEFAULT_LANG
  const party = enquiry.party
  return {
    id,
    document: {
      ...document,
      enquiry: reference(enquiry._id, true),
      traveller: {
        firstName: enquiry.firstName,
        lastName: enquiry.lastName,
        email: enquiry.email,
        phone: enquiry.phone,
      },
      language,
      ...(enquiry.specialist?._ref ? { specialist: reference(enquiry.specialist._ref) } : {}),
      ...(enquiry.trip?._ref ? { trip: reference(enquiry.trip._ref, true) } : {}),
      party: { adults: party?.adults ?? 2, children: party?.children ?? 0, rooms: party?.rooms ?? 1 },
      ...(enquiry.departureDate ? { departure: { startDate: enquiry.departureDate } } : {}),
    },
  }
}

/** A proposal made from a trip: the trip, its specialist, and its package's days. */
export function proposalFromTrip(
  trip: TripFields,
  days: readonly PackageDayRef[],
  packageId?: string,
  today = new Date(),
) {
  const { id, document } = newProposal(today)
  return {
    id,
    document: {
      ...document,
      language: DEFAULT_LANG,
      trip: reference(trip._id, true),
      ...(trip.name?.[DEFAULT_LANG] ? { title: trip.name[DEFAULT_LANG] } : {}),
      ...(trip.specialist?._ref ? { specialist: reference(trip.specialist._ref) } : {}),
      party: { adults: 2, children: 0, rooms: 1 },
      plan: packageId ? packageDays(packageId, days) : [],
    },
  }
}
