import type { DocumentBadgeComponent } from 'sanity'
import { PROPOSAL_STATUSES } from '#shared/private-documents'

const COLORS: Record<string, 'primary' | 'success' | 'warning' | 'danger' | undefined> = {
  sent: 'primary',
  viewed: 'primary',
  accepted: 'success',
  expired: 'warning',
  withdrawn: 'danger',
}

/**
 * A proposal's status as the traveller's side last left it (decision 063): the site writes "viewed" and "accepted"
 * on the published document, so the badge reads the published copy first.
 */
export const ProposalStatusBadge: DocumentBadgeComponent = ({ published, draft }) => {
  const status = ((published ?? draft) as { status?: string } | null)?.status ?? 'draft'
  const title = PROPOSAL_STATUSES.find((entry) => entry.value === status)?.title ?? status
  return { label: title, title: `Status: ${title}`, color: COLORS[status] }
}
