import type { HoldDocument } from '#shared/holds'
import { holdMail } from '~/mail/hold-mail.server'
import { sendProposalMail } from '~/mail/traveller-mail.server'
import { datesOf } from './proposal.server'
import { proposalDeposit } from './proposal-hold.server'
import type { StoredProposal } from './proposal-store.server'

/**
 * The traveller's e-mail when their acceptance held their places (decision 067): sent once, by the request whose
 * acceptance write succeeded, through the site's mail path (the outbox's `places-held`, or its EmailJS template).
 */
export async function tellOfHold(stored: StoredProposal, hold: HoldDocument, link: string): Promise<void> {
  const mail = holdMail(
    {
      to: stored.traveller.email ?? '',
      language: stored.language,
      title: stored.title,
      firstName: stored.traveller.firstName ?? '',
      specialistName: stored.specialist?.name ?? null,
      link,
      expiresAt: hold.expiresAt,
      travellerTimeZone: hold.travellerTimeZone,
      deposit: proposalDeposit(stored, datesOf(stored.departure)?.startDate),
      paymentLink: stored.paymentLink ?? null,
      bankDetails: stored.bankDetails ?? null,
    },
    'held',
  )
  if (!mail.to) throw new Error(`${stored._id} has no traveller e-mail address for its hold`)
  await sendProposalMail(mail, undefined, 'places-held')
}
