import { getServerEnv, type ServerEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import {
  type EmailjsTemplate,
  holdReminderTemplate,
  holdTemplate,
  proposalTemplate,
  sendEmailjsTemplate,
} from './emailjs-rest.server'
import { storeTravellerMail } from './enquiry-outbox.server'
import type { TravellerMail } from './proposal-mail.server'

/** The outbox's name for the proposal e-mail's template (EmailJS's is EMAILJS_PROPOSAL_TEMPLATE_ID). */
export const PROPOSAL_OUTBOX_TEMPLATE_ID = 'proposal-link' as const

export class TravellerMailUnavailable extends Error {}

/** Each e-mail a traveller gets: its name in the outbox, its EmailJS template and that template's setting. */
const KINDS = {
  'proposal-link': { template: proposalTemplate, setting: 'EMAILJS_PROPOSAL_TEMPLATE_ID' },
  'places-held': { template: holdTemplate, setting: 'EMAILJS_HOLD_TEMPLATE_ID' },
  'hold-reminder': { template: holdReminderTemplate, setting: 'EMAILJS_HOLD_REMINDER_TEMPLATE_ID' },
} satisfies Record<string, { template: (env: ServerEnv) => EmailjsTemplate | null; setting: string }>

export type TravellerMailKind = keyof typeof KINDS

/**
 * Sends an e-mail to a traveller the way the site sends mail (decision 063): the local outbox on the embedded
 * defaults, EmailJS's REST API with its own template otherwise. Rejects when it could not.
 */
export async function sendProposalMail(
  mail: TravellerMail,
  env: ServerEnv = getServerEnv(),
  kind: TravellerMailKind = PROPOSAL_OUTBOX_TEMPLATE_ID,
): Promise<void> {
  const fields = { to_email: mail.to, subject: mail.subject, message: mail.message, link: mail.link }
  if (usesEnquiryOutbox(env)) return storeTravellerMail(kind, { ...fields, language: mail.language })
  const template = KINDS[kind].template(env)
  if (!template) throw new TravellerMailUnavailable(`A traveller cannot be e-mailed: set ${KINDS[kind].setting}.`)
  await sendEmailjsTemplate(template, { ...fields, language: mail.language })
}
