import type { SanityClient } from '@sanity/client'

/**
 * Content written before issue 45 types each departure's status (available, few left, sold out, on request). The
 * status is now computed from the departure's places and its ledger (decisions 066, 068), so the typed one goes:
 * "sold out" becomes `closed` (nobody may book it, and nobody has said how many places it had), every other status
 * becomes nothing (the departure reads "on request" until an editor sets its places). Published documents and drafts
 * alike; each patched under the revision read, so an editor's change in between is never overwritten (the next run
 * picks that document up again).
 */

type StoredDeparture = { _key?: string; status?: unknown; closed?: unknown }
type StoredTrip = { _id: string; _rev: string; departures?: StoredDeparture[] | null }

const TYPED_STATUS_QUERY = `*[_type == "catalogueItem" && count(departures[defined(status)]) > 0]{
  _id, _rev, "departures": departures[defined(status)]{ _key, status, closed }
}`

/** The patch that retires a trip's typed statuses, or null when it has none. */
export function departureStatusPatch(trip: StoredTrip): { set: Record<string, boolean>; unset: string[] } | null {
  const typed = (trip.departures ?? []).filter((departure) => departure._key && departure.status !== undefined)
  if (!typed.length) return null
  const set: Record<string, boolean> = {}
  for (const departure of typed)
    if (departure.status === 'sold-out' && departure.closed !== true)
      set[`departures[_key=="${departure._key}"].closed`] = true
  return { set, unset: typed.map((departure) => `departures[_key=="${departure._key}"].status`) }
}

export type MigrationReport = { trips: number; closed: number; changedMeanwhile: number }

/** Runs the migration once over every trip (raw perspective: drafts too). `dryRun` counts without writing. */
export async function retireTypedStatuses(client: SanityClient, { dryRun = false } = {}): Promise<MigrationReport> {
  const trips = await client.fetch<StoredTrip[]>(TYPED_STATUS_QUERY, {}, { perspective: 'raw' })
  const report: MigrationReport = { trips: 0, closed: 0, changedMeanwhile: 0 }
  for (const trip of trips) {
    const patch = departureStatusPatch(trip)
    if (!patch) continue
    report.trips += 1
    report.closed += Object.keys(patch.set).length
    if (dryRun) continue
    try {
      await client.mutate([{ patch: { id: trip._id, ifRevisionID: trip._rev, ...patch } }] as never)
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode !== 409) throw error
      report.changedMeanwhile += 1
    }
  }
  return report
}
