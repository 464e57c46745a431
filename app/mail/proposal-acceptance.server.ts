import type { Lang } from '#shared/languages'
import { getServerEnv, type ServerEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import { proposalAcceptedTemplate, sendEmailjsTemplate } from './emailjs-rest.server'
import { storeStaffMessage } from './enquiry-outbox.server'

/** The outbox's name for the message, and the template parameters' names (decision 064). */
export const PROPOSAL_ACCEPTED_TEMPLATE_ID = 'proposal-accepted'

export type AcceptedProposal = {
  proposalId: string
  title: string
  travellerName: string
  language: Lang
  specialist: { id: string; name: string } | null
  acceptedAt: string
  /** The proposal's page, for the specialist to open. */
  url: string
  /** The places held on the proposal's departure, and until when (decision 067); null when none were. */
  places?: { count: number; until: string } | null
}

export class AcceptanceChannelMissing extends Error {}

/**
 * Tells the specialist a traveller accepted their proposal, once (the caller sends it only after its own write of
 * the acceptance succeeded): the outbox on the embedded defaults, EmailJS's REST API with its own template otherwise.
 */
export async function tellSpecialistOfAcceptance(accepted: AcceptedProposal, env: ServerEnv = getServerEnv()) {
  const params = {
    proposal_id: accepted.proposalId,
    proposal_title: accepted.title,
    traveller_name: accepted.travellerName,
    language: accepted.language,
    specialist: accepted.specialist?.id ?? '',
    specialist_name: accepted.specialist?.name ?? '',
    accepted_at: accepted.acceptedAt,
    proposal_url: accepted.url,
    places_held: accepted.places ? String(accepted.places.count) : '',
    held_until: accepted.places?.until ?? '',
  }
  if (usesEnquiryOutbox(env)) return storeStaffMessage(PROPOSAL_ACCEPTED_TEMPLATE_ID, params)
  const template = proposalAcceptedTemplate(env)
  if (!template) throw new AcceptanceChannelMissing('EMAILJS_PROPOSAL_ACCEPTED_TEMPLATE_ID is not set.')
  await sendEmailjsTemplate(template, params)
}
