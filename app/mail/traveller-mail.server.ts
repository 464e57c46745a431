import { getServerEnv, type ServerEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import { proposalTemplate, sendEmailjsTemplate } from './emailjs-rest.server'
import { storeTravellerMail } from './enquiry-outbox.server'
import type { TravellerMail } from './proposal-mail.server'

/** The outbox's name for the proposal e-mail's template (EmailJS's is EMAILJS_PROPOSAL_TEMPLATE_ID). */
export const PROPOSAL_OUTBOX_TEMPLATE_ID = 'proposal-link'

export class TravellerMailUnavailable extends Error {}

/**
 * Sends an e-mail to a traveller the way the site sends mail (decision 063): the local outbox on the embedded
 * defaults, EmailJS's REST API with its own template otherwise. Rejects when it could not.
 */
export async function sendProposalMail(mail: TravellerMail, env: ServerEnv = getServerEnv()): Promise<void> {
  const fields = { to_email: mail.to, subject: mail.subject, message: mail.message, link: mail.link }
  if (usesEnquiryOutbox(env))
    return storeTravellerMail(PROPOSAL_OUTBOX_TEMPLATE_ID, { ...fields, language: mail.language })
  const template = proposalTemplate(env)
  if (!template) throw new TravellerMailUnavailable('Proposals cannot be e-mailed: set EMAILJS_PROPOSAL_TEMPLATE_ID.')
  await sendEmailjsTemplate(template, { ...fields, language: mail.language })
}
