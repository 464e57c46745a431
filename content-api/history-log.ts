import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { Doc } from './documents'
import { createHistoryCodec, type HistoryEntry } from './history-file'
import { LOCAL_EDITOR_ID } from './local-editor'

/** One dataset's history in memory: its entries in order, where each transaction id stands, and its file's codec. */
export type Log = { entries: HistoryEntry[]; index: Map<string, number>; codec: ReturnType<typeof createHistoryCodec> }

export const emptyLog = (): Log => ({ entries: [], index: new Map(), codec: createHistoryCodec() })

export const publishedIdOf = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

/** Appends an entry to the log in memory (its file is written by the caller). */
export function addEntry(log: Log, entry: HistoryEntry) {
  log.index.set(entry.id, log.entries.length)
  log.entries.push(entry)
}

/**
 * A dataset's log as its file holds it. History only describes the persisted dataset beside it: a dataset starting
 * again from the seed (no `datasetPersisted`) starts a new one, and its old file is removed.
 */
export function loadLog(file: string, datasetPersisted: boolean): Log {
  const log = emptyLog()
  if (!datasetPersisted) rmSync(file, { force: true })
  else if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue
      try {
        addEntry(log, log.codec.decode(line))
      } catch {
        // A line cut short by a crash: the transactions before it are kept.
      }
    }
  }
  return log
}

/** A version from before the log, as the transaction that made it (what `sanity dataset import` would write). */
export function madeBeforeLog(version: Doc): HistoryEntry {
  const mutations = [{ createOrReplace: version }]
  return {
    id: version._rev!,
    timestamp: version._updatedAt ?? version._createdAt ?? '',
    identity: LOCAL_EDITOR_ID,
    mutations,
    changes: [{ id: version._id, before: null, after: version, mutations }],
  }
}

/** Each document's versions as the logs and the current dataset know them. */
export function createVersions(logOf: (dataset: string) => Log, current: (dataset: string, id: string) => Doc | null) {
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
    return current(dataset, id)
  }

  /** The document as it was before the first logged transaction, when it existed then. */
  const versionBeforeLog = (dataset: string, id: string): Doc | null => {
    const version = stateAfter(dataset, id, -1)
    return version?._rev && !logOf(dataset).index.has(version._rev) ? version : null
  }

  /** Every version of a document the history knows, newest first. */
  function versionsOf(dataset: string, id: string): Doc[] {
    const found: Doc[] = []
    const now = current(dataset, id)
    if (now) found.push(now)
    const { entries } = logOf(dataset)
    for (let j = entries.length - 1; j >= 0; j--) {
      const change = entries[j]!.changes.find((c) => c.id === id)
      if (change?.before) found.push(change.before)
    }
    return found
  }

  return { stateAfter, versionBeforeLog, versionsOf }
}

export type Versions = ReturnType<typeof createVersions>
