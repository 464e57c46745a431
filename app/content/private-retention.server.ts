import type { SanityClient } from '@sanity/client'
import { getServerEnv, type ServerEnv } from '#shared/site-settings.server'
import { siteNow } from '~/platform/clock.server'
import { releaseHoldsOfProposals } from './holds/release-holds.server'
import { privateClient, privateStoreConfigured, privateStoreFailure } from './private-store.server'

/**
 * How long the site keeps what travellers tell it (decision 062): enquiries and proposals, published and drafts,
 * are deleted once their last change (`_updatedAt`) is older than PRIVATE_RETENTION_DAYS by the site's clock
 * (SITE_CLOCK); and every one of a traveller's, on request, by their e-mail address. Both through the private
 * store's client, never a cached read; both return how many documents went, and name nobody. A deleted proposal's
 * hold that still holds places releases them first; a booking is kept (decision 066).
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** Deletions per transaction: a year of enquiries goes in a few requests, none of them large. */
const BATCH = 100

/** Every private document, with the drafts of each (a proposal is edited as a draft in the Studio). */
const PRIVATE_IDS = `(
  _id in path("enquiry.*") || _id in path("proposal.*") ||
  _id in path("drafts.enquiry.*") || _id in path("drafts.proposal.*")
)`

const DUE_QUERY = `*[${PRIVATE_IDS} && dateTime(_updatedAt) < dateTime($before)]._id`

// An enquiry holds the address as `email`, a proposal as `traveller.email`; either matches, whatever its case.
const TRAVELLER_QUERY = `*[${PRIVATE_IDS} && (lower(email) == $email || lower(traveller.email) == $email)]._id`

/** Deletes these documents, in batches; a proposal's hold that still holds places releases them first. */
async function deleteAll(client: SanityClient, ids: string[], now: Date): Promise<number> {
  await releaseHoldsOfProposals(client, ids, now)
  for (let start = 0; start < ids.length; start += BATCH) {
    const transaction = client.transaction()
    for (const id of ids.slice(start, start + BATCH)) transaction.delete(id)
    await transaction.commit({ visibility: 'async' })
  }
  return ids.length
}

/** The instant before which a private document's last change makes it due. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

/** Deletes the enquiries and proposals whose last change is older than the retention period; how many went. */
export async function deletePrivateDocumentsPastRetention(
  env: ServerEnv = getServerEnv(),
  now: Date = siteNow(),
): Promise<number> {
  const client = privateClient(env)
  const before = retentionCutoff(now, env.PRIVATE_RETENTION_DAYS).toISOString()
  return deleteAll(client, await client.fetch<string[]>(DUE_QUERY, { before }), now)
}

/**
 * Deletes every enquiry and proposal of the traveller with this e-mail address (any case), published and drafts:
 * "Delete this traveller's data" (the Studio's action does the same with the Studio's client; `npm run forget`
 * with the server's). Returns how many documents went.
 */
export async function deleteTravellerData(email: string, env: ServerEnv = getServerEnv()): Promise<number> {
  const address = email.trim().toLowerCase()
  if (!address.includes('@')) throw new RangeError('An e-mail address is needed to find a traveller’s data.')
  const client = privateClient(env)
  return deleteAll(client, await client.fetch<string[]>(TRAVELLER_QUERY, { email: address }), siteNow())
}

/**
 * The daily run (the host calls it on start and each day, in one process): logs how many documents went, or why
 * none could; never a name or an address. Without a private store there is nothing kept, so nothing to delete.
 */
export async function runPrivateRetention(env: ServerEnv = getServerEnv()): Promise<number> {
  if (!privateStoreConfigured(env)) return 0
  try {
    const deleted = await deletePrivateDocumentsPastRetention(env)
    if (deleted)
      console.log(
        `[retention] deleted ${deleted} enquiries and proposals older than ${env.PRIVATE_RETENTION_DAYS} days`,
      )
    return deleted
  } catch (error) {
    console.warn(
      `[retention] could not delete past enquiries and proposals (${privateStoreFailure(error)}); ` +
        'the next run tries again',
    )
    return 0
  }
}

/**
 * The proposals that still exist (their published ids, drafts folded in), so the host can delete the kept PDFs of
 * any other (server/pdf/): a proposal deleted in the Studio or by retention leaves files nobody can download (the
 * PDF's address reads the proposal first), and the next daily run removes them. Null when that cannot be known now
 * (no private store, or it did not answer): then every file is kept until the next run.
 */
export async function keptProposalIds(env: ServerEnv = getServerEnv()): Promise<string[] | null> {
  if (!privateStoreConfigured(env)) return null
  try {
    const ids = await privateClient(env).fetch<string[]>(KEPT_PROPOSALS_QUERY)
    return [...new Set(ids.map((id) => id.replace(/^drafts\./, '')))]
  } catch (error) {
    console.warn(`[retention] could not list the proposals kept (${privateStoreFailure(error)})`)
    return null
  }
}

const KEPT_PROPOSALS_QUERY = '*[_id in path("proposal.*") || _id in path("drafts.proposal.*")]._id'
