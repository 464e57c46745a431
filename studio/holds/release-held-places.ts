import { type HoldDocument, holdIdForProposal } from '#shared/holds'
import { type HoldClient, runHoldAction } from './run-hold-action'

/**
 * A proposal withdrawn, or a traveller's data deleted, while places are held gives them back (decision 069): nobody
 * will confirm that booking, and other travellers should not wait out the hold for them. A booking (confirmed)
 * stays: the deposit was paid, and only staff release it, with "Release" on the hold. Answers whether places went
 * back.
 */
export async function releaseHeldPlaces(client: HoldClient, proposalId: string, now: () => Date): Promise<boolean> {
  const holdId = holdIdForProposal(proposalId)
  const hold = await client.getDocument<HoldDocument>(holdId)
  if (hold?.state !== 'held') return false
  await runHoldAction(client, holdId, 'release', now)
  return true
}
