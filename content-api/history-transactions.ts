import type { HistoryEntry } from './history-file'
import { type Log, madeBeforeLog, publishedIdOf, type Versions } from './history-log'
import { isDraftId } from './ids'
import { mendozaEffects } from './mendoza-effects'

export type TransactionQuery = {
  fromTransaction?: string | null
  toTransaction?: string | null
  reverse?: boolean
  limit?: number
  includeIdentifiedDocumentsOnly?: boolean
  excludeMutations?: boolean
}

/** A transaction and where it stands: before the log, a published version's (0), then a draft's (1); then the log's. */
type Placed = { entry: HistoryEntry; order: number }

/**
 * The transactions that touched any of `ids`, oldest first (newest first with `reverse`), in Sanity's translog
 * shape. What existed before the log comes first, each version as the transaction that made it, at its `_rev`
 * (a published version's before any draft's, as the seed is imported): the Studio's "Review changes" applies the
 * draft's to its published version to show how the draft differs.
 */
export function transactionsOf(
  versions: Versions,
  log: Log,
  dataset: string,
  ids: string[],
  query: TransactionQuery,
): Record<string, unknown>[] {
  const wanted = new Set(ids)
  const seeded = [...wanted].flatMap((id) => {
    const version = versions.versionBeforeLog(dataset, id)
    return version ? [{ entry: madeBeforeLog(version), order: isDraftId(id) ? 1 : 0 }] : []
  })
  const orderOf = (revision: string | null | undefined) => orderOfRevision(versions, log, dataset, wanted, revision)
  const from = orderOf(query.fromTransaction)
  const to = orderOf(query.toTransaction)
  let picked: Placed[] = [...seeded, ...log.entries.map((entry, j) => ({ entry, order: 2 + j }))].filter(
    ({ entry, order }) =>
      entry.changes.some((c) => wanted.has(c.id)) &&
      (from === undefined || order >= from) &&
      (to === undefined || order <= to),
  )
  if (query.reverse) picked = picked.reverse()
  if (query.limit !== undefined && query.limit >= 0) picked = picked.slice(0, query.limit)
  return picked.map(({ entry }) => translogShape(entry, wanted, query))
}

/** Where the transaction `revision` stands among `Placed` orders, or undefined when no wanted document knows it. */
function orderOfRevision(
  versions: Versions,
  log: Log,
  dataset: string,
  wanted: Set<string>,
  revision: string | null | undefined,
): number | undefined {
  if (!revision) return undefined
  const index = log.index.get(revision)
  if (index !== undefined) return 2 + index
  const group = [...wanted].flatMap((id) => [publishedIdOf(id), `drafts.${publishedIdOf(id)}`])
  const carrier = group.find((id) => versions.versionBeforeLog(dataset, id)?._rev === revision)
  return carrier === undefined ? undefined : isDraftId(carrier) ? 1 : 0
}

function translogShape(entry: HistoryEntry, wanted: Set<string>, query: TransactionQuery): Record<string, unknown> {
  const changes = query.includeIdentifiedDocumentsOnly ? entry.changes.filter((c) => wanted.has(c.id)) : entry.changes
  return {
    id: entry.id,
    timestamp: entry.timestamp,
    author: entry.identity,
    documentIDs: changes.map((c) => c.id),
    ...(query.excludeMutations
      ? {}
      : {
          mutations: query.includeIdentifiedDocumentsOnly ? changes.flatMap((c) => c.mutations) : entry.mutations,
        }),
    effects: Object.fromEntries(changes.map((c) => [c.id, mendozaEffects(c.before, c.after)])),
  }
}
