import { existsSync } from 'node:fs'
import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { CommittedTransaction } from './dataset-store'
import type { Doc } from './documents'
import { type DocumentMoment, documentsAt } from './history-documents'
import { documentEvents } from './history-events'
import type { HistoryChange, HistoryEntry } from './history-file'
import { addEntry, createVersions, emptyLog, type Log, loadLog } from './history-log'
import { type TransactionQuery, transactionsOf } from './history-transactions'
import { datasetFile } from './persistence'

/**
 * Document history: every committed transaction of each dataset with each document before and after it, kept in memory
 * and appended to `<dataDir>/history/<dataset>.ndjson` (one transaction a line, without what earlier lines hold:
 * history-file.ts), so it survives a restart. A dataset that starts again from the seed (after `npm run
 * content:reset`) starts a new log: the old one is removed. What existed before the first logged transaction (the
 * seed) is the starting point: its revision is the `_rev` those documents carry.
 */
export type { HistoryChange, HistoryEntry, TransactionQuery }

export const historyFile = (dataDir: string, dataset: string) => path.join(dataDir, 'history', `${dataset}.ndjson`)

export function createHistory(options: {
  dataDir: string
  datasets: string[]
  current: (dataset: string, id: string) => Doc | null
}) {
  const logs = new Map<string, Log>()
  for (const name of options.datasets) {
    const persisted = existsSync(datasetFile(options.dataDir, name))
    logs.set(name, loadLog(historyFile(options.dataDir, name), persisted))
  }
  const logOf = (dataset: string): Log => logs.get(dataset) ?? emptyLog()
  const versions = createVersions(logOf, options.current)
  let writing: Promise<void> = Promise.resolve()

  return {
    record(txn: CommittedTransaction) {
      const log = logs.get(txn.dataset)
      if (!log) return
      const entry = entryOf(txn)
      addEntry(log, entry)
      const file = historyFile(options.dataDir, txn.dataset)
      const line = `${log.codec.encode(entry)}\n`
      writing = writing
        .then(() => mkdir(path.dirname(file), { recursive: true }))
        .then(() => appendFile(file, line))
        .catch((error: Error) => console.error(`Content API: could not keep history: ${error.message}`))
    },
    entries: (dataset: string) => logOf(dataset).entries,
    flush: () => writing,
    documentsAt: (dataset: string, ids: string[], at: DocumentMoment) =>
      documentsAt(versions, logOf(dataset), dataset, ids, at),
    transactions: (dataset: string, ids: string[], query: TransactionQuery) =>
      transactionsOf(versions, logOf(dataset), dataset, ids, query),
    events: (dataset: string, documentId: string) => documentEvents(versions, logOf(dataset), dataset, documentId),
  }
}

/** A committed transaction as the history keeps it: each change with only what the history reads. */
function entryOf(txn: CommittedTransaction): HistoryEntry {
  return {
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
}

export type History = ReturnType<typeof createHistory>
