import type { ProposalStatus } from '#shared/private-documents'
import { nairobiDate } from './departures'

/**
 * Where a proposal stands for the traveller who opens its link (issue 44, decision 064): open to accept, accepted,
 * expired or withdrawn; `hidden` (a draft, or no status at all) is a page that does not exist. "Expired" is read at
 * the moment it is asked: a proposal still open whose "valid until" day has passed in Nairobi is expired, whatever
 * its stored status, so no job has to run for it. An accepted proposal stays accepted after its date.
 */
export type ProposalStanding = 'hidden' | 'open' | 'accepted' | 'expired' | 'withdrawn'

export function proposalStanding(
  proposal: { status: ProposalStatus | null; validUntil: string | null },
  now: Date,
): ProposalStanding {
  switch (proposal.status) {
    case 'sent':
    case 'viewed':
      return proposal.validUntil && proposal.validUntil < nairobiDate(now) ? 'expired' : 'open'
    case 'accepted':
    case 'expired':
    case 'withdrawn':
      return proposal.status
    default:
      return 'hidden'
  }
}

/** A price line as the proposal writes it: the amount, per person or per booking, times its quantity. */
export type PriceLine = { amount: number; per: 'person' | 'booking'; quantity: number }

export function lineTotal(line: PriceLine): number {
  return line.amount * Math.max(1, line.quantity)
}

/** The request for changes, as a visitor may send it: at most this many characters. */
export const CHANGES_MAX_LENGTH = 5000
