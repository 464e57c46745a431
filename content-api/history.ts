import { existsSync, readFileSync, rmSync } from 'node:fs'
import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { CommittedTransaction } from './dataset-store'
import type { Doc } from './documents'
import { createHistoryCodec, type HistoryChange, type HistoryEntry } from './history-file'
import { isDraftId } from './ids'
import { LOCAL_EDITOR_ID } from './local-editor'
import { mendozaEffects } from './mendoza-effects'
import { datasetFile } from './persistence'

/**
 * Document history: every committed transaction of each dataset with each document before and after it, kept in memory
 * and appended to `<dataDir>/history/<dataset>.ndjson` (one transaction a line, without what earlier lines hold:
 * history-file.ts), so it survives a restart. A dataset that starts again from the seed (after `npm run
 * content:reset`) starts a new log: the old one is removed. What existed before the first logged transaction (the
 * seed) is the starting point: its revision is the `_rev` those documents carry.
 */
export type { HistoryChange, HistoryEntry }

export const historyFile = (dataDir: string, dataset: string) => path.join(dataDir, 'history', `${dataset}.ndjson`)

type Log = { entries: HistoryEntry[]; index: Map<string, number>; codec: ReturnType<typeof createHistoryCodec> }

export type TransactionQuery = {
  fromTransaction?: string | null
  toTransaction?: string | null
  reverse?: boolean
  limit?: number
  includeIdentifiedDocumentsOnly?: boolean
  excludeMutations?: boolean
}

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

/** A version from before the log, as the transaction that made it (what `sanity dataset import` would write). */
function madeBeforeLog(version: Doc): HistoryEntry {
  const mutations = [{ createOrReplace: version }]
  return {
    id: version._rev!,
    timestamp: version._updatedAt ?? version._createdAt ?? '',
    identity: LOCAL_EDITOR_ID,
    mutations,
    changes: [{ id: version._id, before: null, after: version, mutations }],
  }
}

export function createHistory(options: {
  dataDir: string
  datasets: string[]
  current: (dataset: string, id: string) => Doc | null
}) {
  const logs = new Map<string, Log>()
  let writing: Promise<void> = Promise.resolve()
  for (const name of options.datasets) {
    const log: Log = { entries: [], index: new Map(), codec: createHistoryCodec() }
    const file = historyFile(options.dataDir, name)
    // History only describes the persisted dataset beside it: a dataset starting again from the seed starts a new one.
    if (!existsSync(datasetFile(options.dataDir, name))) rmSync(file, { force: true })
    else if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue
        try {
          const entry = log.codec.decode(line)
          log.index.set(entry.id, log.entries.length)
          log.entries.push(entry)
        } catch {
          // A line cut short by a crash: the transactions before it are kept.
        }
      }
    }
    logs.set(name, log)
  }
  const logOf = (dataset: string): Log =>
    logs.get(dataset) ?? { entries: [], index: new Map(), codec: createHistoryCodec() }

  /** The document as it was right after the entry at `at` (-1: before the first logged transaction). */
  function stateAfter(dataset: string, id: string, at: number): Doc | null {
    const { entries } = logOf(dataset)
    for (let j = Math.min(at, entries.length - 1); j >= 0; j--) {
      const change = entries[j]!.changes.find((c) => c.id === id)
      if (change) return change.after
    }
    for (let j = at + 1; j < entries.length; j++) {
      const change = entries[j]!.changes.find((c) => c.id === id)
      if (change) return change.before
    }
    return options.current(dataset, id)
  }

  /** The document as it was before the first logged transaction, when it existed then. */
  const versionBeforeLog = (dataset: string, id: string): Doc | null => {
    const version = stateAfter(dataset, id, -1)
    return version?._rev && !logOf(dataset).index.has(version._rev) ? version : null
  }

  /** Every version of a document the history knows, newest first. */
  function versionsOf(dataset: string, id: string): Doc[] {
    const found: Doc[] = []
    const now = options.current(dataset, id)
    if (now) found.push(now)
    const { entries } = logOf(dataset)
    for (let j = entries.length - 1; j >= 0; j--) {
      const change = entries[j]!.changes.find((c) => c.id === id)
      if (change?.before) found.push(change.before)
    }
    return found
  }

  return {
    record(txn: CommittedTransaction) {
      const entry: HistoryEntry = {
        id: txn.transactionId,
        timestamp: txn.timestamp,
        identity: txn.identity,
        mutations: txn.mutations,
        changes: txn.changes.map((change) => ({
          id: change.id,
          before: change.before,
          after: change.after,
          mutations: change.mutations,
        })),
      }
      const log = logs.get(txn.dataset)
      if (!log) return
      log.index.set(entry.id, log.entries.length)
      log.entries.push(entry)
      const file = historyFile(options.dataDir, txn.dataset)
      const line = `${log.codec.encode(entry)}\n`
      writing = writing
        .then(() => mkdir(path.dirname(file), { recursive: true }))
        .then(() => appendFile(file, line))
        .catch((error: Error) => console.error(`Content API: could not keep history: ${error.message}`))
    },
    entries: (dataset: string) => logOf(dataset).entries,
    flush: () => writing,

    /**
     * The documents as they were at a revision (a transaction id, or the `_rev` of a version from before the log),
     * at a time, or as last seen (`lastRevision`: the current document, or the last version before its deletion).
     */
    documentsAt(
      dataset: string,
      ids: string[],
      at: { revision?: string; time?: string; lastRevision?: boolean },
    ): Doc[] {
      const log = logOf(dataset)
      const docs: Doc[] = []
      for (const id of ids) {
        let doc: Doc | null = null
        if (at.lastRevision) doc = versionsOf(dataset, id)[0] ?? null
        else if (at.revision !== undefined) {
          const index = log.index.get(at.revision)
          if (index !== undefined) {
            doc = stateAfter(dataset, id, index)
            // A draft at the revision that published it is gone: it lives on as that published version, which is
            // what the Studio compares later edits of the draft against (as for revisions from before the log).
            if (!doc && id !== publishedIdOf(id)) {
              const published = stateAfter(dataset, publishedIdOf(id), index)
              if (published) doc = { ...published, _id: id }
            }
          } else {
            // A revision from before the log: the version that carries it (for a draft, the published version it was
            // published from).
            doc = versionsOf(dataset, id).find((version) => version._rev === at.revision) ?? null
            if (!doc && id !== publishedIdOf(id)) {
              const published = versionsOf(dataset, publishedIdOf(id)).find((version) => version._rev === at.revision)
              if (published) doc = { ...published, _id: id }
            }
          }
        } else {
          const time = Date.parse(at.time ?? '')
          const wanted = Number.isNaN(time) ? Date.now() : time
          let index = -1
          log.entries.forEach((entry, j) => {
            if (Date.parse(entry.timestamp) <= wanted) index = j
          })
          doc = stateAfter(dataset, id, index)
        }
        if (doc) docs.push(doc)
      }
      return docs
    },

    /**
     * The transactions that touched any of `ids`, oldest first (newest first with `reverse`), in Sanity's translog
     * shape. What existed before the log comes first, each version as the transaction that made it, at its `_rev`
     * (a published version's before any draft's, as the seed is imported): the Studio's "Review changes" applies the
     * draft's to its published version to show how the draft differs.
     */
    transactions(dataset: string, ids: string[], query: TransactionQuery): Record<string, unknown>[] {
      const log = logOf(dataset)
      const wanted = new Set(ids)
      const seeded = [...wanted].flatMap((id) => {
        const version = versionBeforeLog(dataset, id)
        return version ? [{ entry: madeBeforeLog(version), order: isDraftId(id) ? 1 : 0 }] : []
      })
      // Where a transaction stands: before the log, a published version's (0), then a draft's (1); then the log's.
      const orderOf = (revision: string | null | undefined): number | undefined => {
        if (!revision) return undefined
        const index = log.index.get(revision)
        if (index !== undefined) return 2 + index
        const group = [...wanted].flatMap((id) => [publishedIdOf(id), `drafts.${publishedIdOf(id)}`])
        const carrier = group.find((id) => versionBeforeLog(dataset, id)?._rev === revision)
        return carrier === undefined ? undefined : isDraftId(carrier) ? 1 : 0
      }
      const from = orderOf(query.fromTransaction)
      const to = orderOf(query.toTransaction)
      let picked = [...seeded, ...log.entries.map((entry, j) => ({ entry, order: 2 + j }))].filter(
        ({ entry, order }) =>
          entry.changes.some((c) => wanted.has(c.id)) &&
          (from === undefined || order >= from) &&
          (to === undefined || order <= to),
      )
      if (query.reverse) picked = picked.reverse()
      if (query.limit !== undefined && query.limit >= 0) picked = picked.slice(0, query.limit)
      return picked.map(({ entry }) => {
        const changes = query.includeIdentifiedDocumentsOnly
          ? entry.changes.filter((c) => wanted.has(c.id))
          : entry.changes
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
      })
    },

    /**
     * The document group's events (the Studio's history panel, "events API"), newest first: when a draft was
     * created, published, discarded, unpublished or the document deleted. Edits between them the Studio reads from
     * `transactions`. What existed before the log counts as published at its `_rev`.
     */
    events(dataset: string, documentId: string): Record<string, unknown>[] {
      const publishedId = publishedIdOf(documentId)
      const draftId = `drafts.${publishedId}`
      const events: Record<string, unknown>[] = []
      const initial = stateAfter(dataset, publishedId, -1)
      if (initial?._rev) {
        events.push({
          type: 'publishDocumentVersion',
          id: initial._rev,
          timestamp: initial._updatedAt ?? initial._createdAt,
          author: LOCAL_EDITOR_ID,
          documentId: publishedId,
          versionId: draftId,
          revisionId: initial._rev,
          versionRevisionId: initial._rev,
          publishCause: 'document.publish',
        })
      }
      // A draft that was already there before the log began: its own version is where its edits start from (the
      // Studio compares later edits of it against that version, and applies their effects to it).
      const initialDraft = stateAfter(dataset, draftId, -1)
      if (initialDraft?._rev) {
        events.push({
          type: 'createDocumentVersion',
          id: `${initialDraft._rev}`,
          timestamp: initialDraft._updatedAt ?? initialDraft._createdAt,
          author: LOCAL_EDITOR_ID,
          documentId: publishedId,
          versionId: draftId,
          versionRevisionId: initialDraft._rev,
        })
      }
      logOf(dataset).entries.forEach((entry, j) => {
        const draft = entry.changes.find((c) => c.id === draftId)
        const published = entry.changes.find((c) => c.id === publishedId)
        if (!draft && !published) return
        const base = { id: entry.id, timestamp: entry.timestamp, author: entry.identity, documentId: publishedId }
        if (draft?.before && !draft.after && published?.after) {
          events.push({
            ...base,
            type: 'publishDocumentVersion',
            versionId: draftId,
            revisionId: entry.id,
            versionRevisionId: draft.before._rev,
            publishCause: 'document.publish',
          })
        } else if (published?.before && !published.after && draft?.after) {
          events.push({ ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: entry.id })
        } else if (
          (draft?.before || published?.before) &&
          !stateAfter(dataset, draftId, j) &&
          !stateAfter(dataset, publishedId, j)
        ) {
          events.push({ ...base, type: 'deleteDocumentGroup' })
        } else if (draft?.before && !draft.after) {
          events.push({
            ...base,
            type: 'deleteDocumentVersion',
            versionId: draftId,
            versionRevisionId: draft.before._rev,
          })
        } else if (draft && !draft.before && draft.after) {
          events.push({ ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: entry.id })
        } else if (published && !published.before && published.after) {
          events.push({
            ...base,
            type: 'publishDocumentVersion',
            versionId: draftId,
            revisionId: entry.id,
            publishCause: 'document.publish',
          })
        }
      })
      return events.reverse()
    },
  }
}

export type History = ReturnType<typeof createHistory>
