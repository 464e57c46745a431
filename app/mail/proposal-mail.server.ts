import { DEFAULT_LANG, isLang, type Lang } from '#shared/languages'
import { proposalPath } from '#shared/private-documents'
import { catalogueFor } from '~/i18n/catalogue'

/** A sent proposal not yet e-mailed, as the mailer reads it (decision 063). */
export type ProposalToMail = {
  _id: string
  _rev: string
  token: string
  language?: string
  title?: string
  traveller?: { firstName?: string; lastName?: string; email?: string }
  specialist?: { name?: string; nameForms?: Record<string, string | undefined> } | null
}

/** An e-mail to a traveller, in their language. */
export type TravellerMail = { to: string; language: Lang; subject: string; message: string; link: string }

export class UnmailableProposal extends Error {}

/**
 * The e-mail with the proposal's private link, in the proposal's language (the words: catalogues' `proposalMail`).
 * `origin` is the site's public origin; the link is that edition's proposal page.
 */
export function proposalMail(proposal: ProposalToMail, origin: string): TravellerMail {
  const to = proposal.traveller?.email
  if (!to) throw new UnmailableProposal(`${proposal._id} has no traveller e-mail address`)
  const language = isLang(proposal.language) ? proposal.language : DEFAULT_LANG
  const words = catalogueFor(language).proposalMail
  const specialist = proposal.specialist?.nameForms?.[language] || proposal.specialist?.name
  const link = new URL(proposalPath(language, proposal.token), origin).href
  const message = [
    words.greeting(proposal.traveller?.firstName ?? ''),
    '',
    specialist ? words.lead(specialist) : words.leadNoSpecialist,
    link,
    '',
    words.keepPrivate,
    '',
    words.signOff,
    specialist ? `${specialist}, ${words.company}` : words.company,
  ].join('\n')
  return { to, language, subject: words.subject(proposal.title ?? ''), message, link }
}
