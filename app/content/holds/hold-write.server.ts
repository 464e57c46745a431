import type { SanityClient } from '@sanity/client'
import type { SanityMutation } from '#shared/hold-mutations'
import { type DeparturePlacesDocument, departurePlacesId, type HoldDocument } from '#shared/holds'

/**
 * One change to an existing hold and its claim, by the server (the tidying job, retention), under the revisions it
 * read (decision 066): `decide` is given the hold and its ledger as they are now and returns the transaction, or
 * null when the hold is no longer one to change. A 409 (another writer came first) reads both again and decides
 * again. Resolves to whether the hold changed and which ledger, if any, changed with it.
 */

const MAX_ATTEMPTS = 10

const isConflict = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 409

export type HoldWrite = { changed: false } | { changed: true; ledgerId: string | null }

type Decide = (
  hold: HoldDocument & { _rev: string },
  ledger: (DeparturePlacesDocument & { _rev: string }) | null,
) => SanityMutation[] | null

export async function changeHold(client: SanityClient, holdId: string, decide: Decide): Promise<HoldWrite> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const hold = await client.getDocument<HoldDocument & { _rev: string }>(holdId)
    if (!hold) return { changed: false }
    const ledgerId = departurePlacesId(hold.trip._ref, hold.departureKey)
    const ledger = (await client.getDocument<DeparturePlacesDocument & { _rev: string }>(ledgerId)) ?? null
    const mutations = decide(hold, ledger)
    if (!mutations) return { changed: false }
    try {
      await client.mutate(mutations as never, { visibility: 'sync' })
      return { changed: true, ledgerId: ledger ? ledgerId : null }
    } catch (error) {
      if (!isConflict(error)) throw error
    }
  }
  throw new Error(`Hold ${holdId} changed under each of ${MAX_ATTEMPTS} attempts to change it`)
}

/** A hold whose departure has no ledger (it was deleted): the hold alone, under its own revision. */
export function holdOnlyPatch(hold: HoldDocument & { _rev: string }, set: Partial<HoldDocument>): SanityMutation[] {
  return [{ patch: { id: hold._id, ifRevisionID: hold._rev, set } }]
}
