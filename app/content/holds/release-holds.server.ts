import type { SanityClient } from '@sanity/client'
import { releaseMutations } from '#shared/hold-mutations'
import { HOLD_TYPE } from '#shared/holds'
import { changeHold, holdOnlyPatch } from './hold-write.server'
import { announcePlacesChanged } from './places-changed.server'

/**
 * Before proposals are deleted (retention, "delete this traveller's data"; decision 066): a hold of theirs that
 * still holds places is released, so no claim outlives the proposal it was made for. A booking (`confirmed`) is
 * kept with its claim: the places are the traveller's, the record is the business's, and it names nobody (places,
 * dates, a weak reference). Ended holds are left as they are. Returns how many holds were released.
 */

const HELD_QUERY = `*[_type == $type && _id in path("hold.*") && state == "held" && proposal._ref in $proposalIds]._id`

export async function releaseHoldsOfProposals(
  client: SanityClient,
  documentIds: readonly string[],
  now: Date,
  announce: (ledgerId: string) => unknown = announcePlacesChanged,
): Promise<number> {
  // A hold refers to the published proposal; a draft's id names the same one.
  const proposalIds = [
    ...new Set(documentIds.map((id) => id.replace(/^drafts\./, '')).filter((id) => id.startsWith('proposal.'))),
  ]
  if (!proposalIds.length) return 0
  const held = await client.fetch<string[]>(HELD_QUERY, { type: HOLD_TYPE, proposalIds })
  const ledgers = new Set<string>()
  let released = 0
  for (const holdId of held) {
    const done = await changeHold(client, holdId, (hold, ledger) => {
      if (hold.state !== 'held') return null
      return ledger
        ? releaseMutations({ hold, ledger }, now)
        : holdOnlyPatch(hold, { state: 'released', releasedAt: now.toISOString() })
    })
    if (!done.changed) continue
    released += 1
    if (done.ledgerId) ledgers.add(done.ledgerId)
  }
  for (const ledgerId of ledgers) announce(ledgerId)
  return released
}
