import type { Lang } from '#shared/languages'
import { type EnquirySource, newEnquiryId } from '#shared/private-documents'
import { getServerEnv, type ServerEnv } from '#shared/site-settings.server'
import type { EnquiryParty } from '~/logic/enquiry-context'
import type { Enquiry } from '~/logic/enquiry-form'
import { siteNow } from '~/platform/clock.server'
import { privateClient } from './private-store.server'

/** What the server knows of an enquiry beside what was typed: all checked by the caller. */
export type EnquiryRecord = {
  language: Lang
  source: EnquirySource
  /** The trip's document id (a catalogue item or a package). */
  tripId?: string | null
  departureDate?: string | null
  party?: EnquiryParty | null
  specialistId?: string | null
  /** The proposal's document id (`proposal.<uuid>`), for changes to it or its renewal. */
  proposalId?: string | null
}

/** A weak reference: the enquiry stays when what it names is deleted or unpublished. */
const weak = (id: string | null | undefined) => (id ? { _type: 'reference', _ref: id, _weak: true } : undefined)

/**
 * Keeps an enquiry as a private document, `enquiry.<uuid>` (decision 062), for the Studio's "Enquiries", with the
 * status `new` and the site's time of receipt. Rejects when the private store is unavailable
 * (PrivateStoreUnavailable) or the write fails; the caller has already e-mailed it.
 */
export async function recordEnquiry(
  enquiry: Enquiry,
  record: EnquiryRecord,
  env: ServerEnv = getServerEnv(),
): Promise<string> {
  const document = {
    _id: newEnquiryId(),
    _type: 'enquiry',
    status: 'new',
    firstName: enquiry.FirstName,
    lastName: enquiry.LastName,
    email: enquiry.Email,
    phone: enquiry.PhoneNumber,
    message: enquiry.message,
    language: record.language,
    source: record.source,
    trip: weak(record.tripId),
    departureDate: record.departureDate ?? undefined,
    party: record.party ? { adults: record.party.adults, children: record.party.children } : undefined,
    specialist: weak(record.specialistId),
    proposal: weak(record.proposalId),
    receivedAt: siteNow().toISOString(),
  }
  const created = await privateClient(env).create(JSON.parse(JSON.stringify(document)))
  return created._id
}
