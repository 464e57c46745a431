import type { SanityClient } from '@sanity/client'
import { expireMutations } from '#shared/hold-mutations'
import { type DeparturePlacesDocument, departurePlacesId, HOLD_TYPE, type HoldDocument } from '#shared/holds'
import { getServerEnv, type ServerEnv } from '#shared/site-settings.server'
import { siteNow } from '~/platform/clock.server'
import { privateClient, privateStoreConfigured, privateStoreFailure } from '../private-store.server'
import { announcePlacesChanged } from './places-changed.server'

/**
 * Tidies the holds that ended (decision 066): a hold still `held` past `expiresAt` becomes `expired` and its claim
 * leaves its departure's ledger, in one transaction guarded by both revisions (a 409: read again, decide again).
 * Its places stopped counting at its end already, computed at read time; this only makes the documents say so, for
 * the Studio's Holds list and the ledger's size. Runs with the day's work and on start (server/daily-work.ts).
 */

const DUE_QUERY = `*[_type == $type && _id in path("hold.*") && state == "held" && dateTime(expiresAt) <= dateTime($now)]._id`

const MAX_ATTEMPTS = 10

const isConflict = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 409

type Expired = { ledgerId: string | null } | null

/** Expires one hold if it is still due when read: the ledger it changed (if it had one), or null if nothing was due. */
async function expireOne(client: SanityClient, holdId: string, now: Date): Promise<Expired> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const hold = await client.getDocument<HoldDocument>(holdId)
    // Confirmed, released or extended since the query: not ours to change.
    if (!hold || hold.state !== 'held' || Date.parse(hold.expiresAt) > now.getTime()) return null
    const ledgerId = departurePlacesId(hold.trip._ref, hold.departureKey)
    const ledger = await client.getDocument<DeparturePlacesDocument>(ledgerId)
    const mutations = ledger
      ? expireMutations({ hold, ledger })
      : [{ patch: { id: hold._id, ifRevisionID: hold._rev, set: { state: 'expired' } } }]
    try {
      await client.mutate(mutations as never, { visibility: 'sync' })
      return { ledgerId: ledger ? ledgerId : null }
    } catch (error) {
      if (!isConflict(error)) throw error
    }
  }
  throw new Error(`Hold ${holdId} changed under each of ${MAX_ATTEMPTS} attempts to expire it`)
}

/**
 * Expires every hold past its end at `now`; how many it expired. Each ledger it changed is announced once, so the
 * pages that show its departure are made again as after a publish (they already showed the places free).
 */
export async function tidyHolds(
  client: SanityClient,
  now: Date,
  announce: (ledgerId: string) => unknown = announcePlacesChanged,
): Promise<number> {
  const due = await client.fetch<string[]>(DUE_QUERY, { type: HOLD_TYPE, now: now.toISOString() })
  const ledgers = new Set<string>()
  let expired = 0
  for (const holdId of due) {
    const done = await expireOne(client, holdId, now)
    if (!done) continue
    expired += 1
    if (done.ledgerId) ledgers.add(done.ledgerId)
  }
  for (const ledgerId of ledgers) announce(ledgerId)
  return expired
}

/** The daily run (and the run on start): logs how many holds it expired, or why it could not; never throws. */
export async function runHoldTidying(env: ServerEnv = getServerEnv()): Promise<number> {
  if (!privateStoreConfigured(env)) return 0
  try {
    const expired = await tidyHolds(privateClient(env), siteNow())
    if (expired) console.log(`[holds] expired ${expired} holds past their end`)
    return expired
  } catch (error) {
    console.warn(
      `[holds] could not tidy the holds past their end (${privateStoreFailure(error)}); the next run tries again`,
    )
    return 0
  }
}
