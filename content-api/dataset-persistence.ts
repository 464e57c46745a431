import { existsSync, statSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Doc } from './documents'
import { datasetFile, readDatasetFile, syncDirectory, toNdjsonInSlices, writeFileAtomically } from './persistence'
import { createLogAppender, type LoggedTransaction, readWriteLog, replay, writeLogFiles } from './write-log'

/** The least a write log grows to before it is folded into the dataset file, however small the dataset. */
const MIN_LOG_BYTES_BEFORE_FOLDING = 1024 * 1024

export type DatasetPersistenceOptions = {
  dataDir: string
  dataset: string
  /** Fold the log into the dataset file once it passes this many bytes (default: the file's size, at least 1 MB). */
  foldLogAt?: number
}

/** A dataset as its file and write logs leave it (`docs` null: no file, so it starts from the seed). */
export function loadPersistedDataset(dataDir: string, dataset: string): { docs: Doc[] | null; replayed: boolean } {
  const files = writeLogFiles(dataDir, dataset)
  const persisted = readDatasetFile(datasetFile(dataDir, dataset))
  // Logs without their dataset file describe a dataset that is gone (npm run content:reset removes both).
  if (!persisted) return { docs: null, replayed: false }
  const logged = [...readWriteLog(files.folding), ...readWriteLog(files.current)]
  if (logged.length === 0 && !existsSync(files.folding) && !existsSync(files.current))
    return { docs: persisted, replayed: false }
  const docs = new Map(persisted.map((doc) => [doc._id, doc] as const))
  replay(docs, logged)
  return { docs: [...docs.values()], replayed: true }
}

/**
 * How a dataset lives on disk (decision 047): `<dataset>.ndjson`, the documents as `sanity dataset export` writes
 * them, and the write log beside it (write-log.ts), to which each transaction is appended and fsynced before it is
 * acknowledged. Once the log has grown past the dataset file's size it is folded in, off the request path: the log
 * is renamed `folding` and a new one takes the appends, the documents as they are then are written to the dataset
 * file (atomically), and the folded log is removed. At every moment the dataset file, then `folding`, then `current`
 * replayed in order give every acknowledged write: replaying a transaction the file already holds changes nothing.
 */
export function createDatasetPersistence(options: DatasetPersistenceOptions, documents: () => Doc[]) {
  const file = datasetFile(options.dataDir, options.dataset)
  const files = writeLogFiles(options.dataDir, options.dataset)
  const log = createLogAppender(files.current)
  let fileBytes = 0
  /** Appends and the log's rotation, one at a time and in order. */
  let chain: Promise<unknown> = Promise.resolve()
  let folding: Promise<void> | null = null
  const inOrder = <T>(step: () => Promise<T>): Promise<T> => {
    const next = chain.then(step)
    chain = next.catch(() => undefined)
    return next
  }
  const foldAt = () => options.foldLogAt ?? Math.max(MIN_LOG_BYTES_BEFORE_FOLDING, fileBytes)

  /** Writes the documents as they are now to the dataset file; what each log held is in it once this resolves. */
  const writeDatasetFile = async (docs: Doc[]) => {
    const text = await toNdjsonInSlices(docs)
    await writeFileAtomically(file, text)
    await syncDirectory(path.dirname(file))
    fileBytes = Buffer.byteLength(text)
  }

  const fold = async () => {
    let docs: Doc[] = []
    // In the append order: every transaction appended before is in the documents taken here (each is applied as its
    // append ends), and every one after goes to the new log. A fold that failed earlier left its log: it waits.
    await inOrder(async () => {
      if (!existsSync(files.folding) && existsSync(files.current)) {
        await log.close()
        await rename(files.current, files.folding)
      }
      docs = documents()
    })
    await writeDatasetFile(docs)
    await rm(files.folding, { force: true })
  }

  const foldInBackground = () => {
    if (folding || log.bytes < foldAt()) return
    folding = fold()
      .catch((error: Error) =>
        console.error(`Content API: could not fold the write log into ${file}: ${error.message}`),
      )
      .finally(() => {
        folding = null
      })
  }

  return {
    /**
     * Resolves once the dataset file is on disk whole. The first start writes the seed out; a start whose documents
     * differ from the file (it replayed a log) writes them and removes the logs, so no append follows a line a crash
     * cut short.
     */
    async start(loaded: { fresh: boolean; changed: boolean }): Promise<void> {
      if (loaded.fresh) await Promise.all([rm(files.folding, { force: true }), rm(files.current, { force: true })])
      if (!loaded.fresh && !loaded.changed) {
        fileBytes = statSync(file).size
        return
      }
      await writeDatasetFile(documents())
      await Promise.all([rm(files.folding, { force: true }), rm(files.current, { force: true })])
    },
    /**
     * Appends a committed transaction and resolves once it is on disk; `apply` puts it in memory right then, before
     * a fold can take the documents.
     */
    async append(transaction: LoggedTransaction, apply: () => void): Promise<void> {
      await inOrder(async () => {
        await log.append(`${JSON.stringify(transaction)}\n`)
        apply()
        foldInBackground()
      })
    },
    /** Resolves once no append or fold is running. */
    async idle(): Promise<void> {
      await chain
      while (folding) await folding
    },
    /** Folds whatever the log holds into the dataset file now (on shutdown: the data directory is then one file). */
    async close(): Promise<void> {
      while (folding) await folding
      if (existsSync(files.current) || existsSync(files.folding)) await fold()
      await inOrder(() => log.close())
    },
  }
}
