import type { SanityClient } from '@sanity/client'
import { expireMutations } from '#shared/hold-mutations'
import { HOLD_TYPE } from '#shared/holds'
import { getServerEnv, type ServerEnv } from '#shared/site-settings.server'
import { siteNow } from '~/platform/clock.server'
import { privateClient, privateStoreConfigured, privateStoreFailure } from '../private-store.server'
import { changeHold, holdOnlyPatch } from './hold-write.server'
import { announcePlacesChanged } from './places-changed.server'

/**
 * Tidies the holds that ended (decision 066): a hold still `held` past `expiresAt` becomes `expired` and its claim
 * leaves its departure's ledger, in one transaction guarded by both revisions (a 409: read again, decide again).
 * Its places stopped counting at its end already, computed at read time; this only makes the documents say so, for
 * the Studio's Holds list and the ledger's size. Runs with the day's work and on start (server/daily-work.ts).
 */

const DUE_QUERY = `*[
  _type == $type && _id in path("hold.*") && state == "held" && dateTime(expiresAt) <= dateTime($now)
]._id`

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
    // Confirmed, released or extended since the query: not the job's to change.
    const done = await changeHold(client, holdId, (hold, ledger) => {
      if (hold.state !== 'held' || Date.parse(hold.expiresAt) > now.getTime()) return null
      return ledger ? expireMutations({ hold, ledger }) : holdOnlyPatch(hold, { state: 'expired' })
    })
    if (!done.changed) continue
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
