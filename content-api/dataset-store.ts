import { existsSync } from 'node:fs'
import path from 'node:path'
import { createDatasetPersistence, loadPersistedDataset } from './dataset-persistence'
import { type Doc, lakeTimestamp, newTransactionId } from './documents'
import { giveDraftsRevisionsOfTheirOwn } from './draft-revisions'
import type { Change, Mut, TransactionContext, TransactionPlan } from './mutations'
import { ApiError } from './route'
import { type AssetFile, loadEmbeddedDataset } from './seed-dataset'

/** A committed transaction, as listeners and the publish webhook hear about it. */
export type CommittedTransaction = {
  dataset: string
  /** The dataset's revision this transaction made (one more than the one before it). */
  revision: number
  transactionId: string
  timestamp: string
  identity: string
  mutations: Mut[]
  changes: Change[]
}

export type DatasetStoreOptions = {
  dataDir: string
  seedDir: string
  projectId: string
  datasets: string[]
  identity: string
  /** Fold a dataset's write log into its file past this many bytes (default: the file's size, at least 1 MB). */
  foldLogAt?: number
}

type DatasetState = {
  name: string
  docs: Map<string, Doc>
  /** Served file name (`<sha1>-<w>x<h>.<ext>`, `<sha1>.<ext>`) → where the bytes are. */
  assetFiles: Map<string, AssetFile>
  /** The documents as an array, made again only after a change (queries read it many times in between). */
  list: Doc[] | null
  /** Counts the changes since the store started: the query workers' copies say which one they hold. */
  revision: number
  persistence: ReturnType<typeof createDatasetPersistence>
  /**
   * Transactions run one at a time, so each plans against the state the previous one left: an `ifRevisionID` check
   * and the write it guards are never interleaved with another transaction's (decision 066).
   */
  queue: Promise<unknown>
}

export const assetsDirOf = (dataDir: string) => path.join(dataDir, 'assets')

/**
 * Every document of each dataset, in memory, keyed by id, and kept on disk by each transaction: appended to the
 * dataset's write log (dataset-persistence.ts). A dataset starts from its persisted file and log when there are
 * some, else from the seed as `sanity dataset import` would leave it (asset documents included). Asset files come
 * from the seed and from uploads kept under `<dataDir>/assets`.
 */
export function createDatasetStore(options: DatasetStoreOptions) {
  const states = new Map<string, DatasetState>()
  const subscribers = new Set<(event: CommittedTransaction) => void>()
  const assetsDir = assetsDirOf(options.dataDir)
  const starts: Promise<void>[] = []

  for (const name of options.datasets) {
    const { state, started } = openDataset(name, options, assetsDir)
    states.set(name, state)
    starts.push(started)
  }

  const dataset = (name: string): DatasetState => {
    const state = states.get(name)
    if (!state)
      throw new ApiError(404, `Dataset "${name}" not found for project ID "${options.projectId}"`, 'notFoundError')
    return state
  }

  const documents = (name: string): Doc[] => {
    const state = dataset(name)
    state.list ??= [...state.docs.values()]
    return state.list
  }

  return {
    projectId: options.projectId,
    datasets: [...states.keys()],
    assetsDir,
    /** Throws the API's 404 for an unknown dataset. */
    assertDataset(name: string) {
      dataset(name)
    },
    documents,
    /** The dataset's current revision (it changes with every committed transaction). */
    revision(name: string): number {
      return dataset(name).revision
    },
    getDocument(name: string, id: string): Doc | null {
      return dataset(name).docs.get(id) ?? null
    },
    assetFile(name: string, served: string): AssetFile | null {
      return dataset(name).assetFiles.get(served) ?? null
    },
    addAssetFile(name: string, served: string, file: AssetFile) {
      dataset(name).assetFiles.set(served, file)
    },
    /**
     * Runs `plan` against the current documents and, unless it is a dry run, commits what it returns: appends it to
     * the dataset's write log, applies it once that is on disk, and tells subscribers. Resolves only after the
     * write, so a success the client hears about survives a crash.
     */
    async transact(
      name: string,
      mutations: Mut[],
      plan: (ctx: Omit<TransactionContext, 'autoGenerateArrayKeys'>) => Promise<TransactionPlan>,
      { transactionId = newTransactionId(), dryRun = false }: { transactionId?: string; dryRun?: boolean } = {},
    ): Promise<{ transactionId: string; plan: TransactionPlan; committed: CommittedTransaction | null }> {
      const state = dataset(name)
      const run = state.queue.then(async () => {
        const timestamp = lakeTimestamp()
        const result = await plan({
          transactionId,
          timestamp,
          read: (id) => state.docs.get(id) ?? null,
          all: () => documents(name),
        })
        if (dryRun || result.changes.length === 0) return { transactionId, plan: result, committed: null }
        const changes = result.changes.map(({ id, after }) => ({ id, after }))
        await state.persistence.append({ transactionId, changes }, () => {
          for (const { id, after } of changes) {
            if (after) state.docs.set(id, after)
            else state.docs.delete(id)
          }
          state.list = null
          state.revision += 1
        })
        const committed: CommittedTransaction = {
          dataset: name,
          revision: state.revision,
          transactionId,
          timestamp,
          identity: options.identity,
          mutations,
          changes: result.changes,
        }
        for (const subscriber of subscribers) {
          try {
            subscriber(committed)
          } catch (error) {
            console.error(`Content API: a transaction subscriber failed: ${(error as Error).message}`)
          }
        }
        return { transactionId, plan: result, committed }
      })
      state.queue = run.catch(() => undefined)
      return run
    },
    subscribe(listener: (event: CommittedTransaction) => void): () => void {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
    /** Resolves once each dataset's file is on disk whole (the server awaits it before listening). */
    ready: Promise.all(starts).then(() => undefined),
    /** Resolves once no write or fold of a write log is running. */
    async idle() {
      await Promise.all([...states.values()].map((state) => state.persistence.idle()))
    },
    /** Waits for every pending write and folds each write log into its dataset file (on shutdown). */
    async flush() {
      await Promise.all([...states.values()].map((state) => state.persistence.close()))
    },
  }
}

export type DatasetStore = ReturnType<typeof createDatasetStore>

/**
 * One dataset as it starts: its persisted documents, or the seed's, each with a revision of its own. The first run
 * writes the seed out, so the data directory alone describes the lake from then on; transactions wait for it.
 */
function openDataset(name: string, options: DatasetStoreOptions, assetsDir: string) {
  const seed = loadEmbeddedDataset({ seedDir: options.seedDir, projectId: options.projectId, dataset: name })
  const persisted = loadPersistedDataset(options.dataDir, name)
  const docs = new Map<string, Doc>()
  if (persisted.docs) for (const doc of persisted.docs) docs.set(doc._id, doc)
  else {
    const now = lakeTimestamp()
    // Each its own revision, as if each were imported alone: the history tells versions apart by revision.
    for (const doc of seed.documents)
      docs.set(doc._id, { _createdAt: now, _updatedAt: now, _rev: newTransactionId(), ...doc })
  }
  const revised = giveDraftsRevisionsOfTheirOwn(docs) > 0
  const state: DatasetState = {
    name,
    docs,
    assetFiles: withUploadedFiles(new Map(seed.assetFiles), docs, assetsDir),
    list: null,
    revision: 0,
    persistence: createDatasetPersistence(
      { dataDir: options.dataDir, dataset: name, foldLogAt: options.foldLogAt },
      () => [...state.docs.values()],
    ),
    queue: Promise.resolve(),
  }
  const started = state.persistence.start({ fresh: !persisted.docs, changed: persisted.replayed || revised })
  state.queue = started.catch(() => undefined)
  return { state, started }
}

/** Adds the uploaded assets: the document names the file, the bytes sit under assets/ by that name. */
function withUploadedFiles(assetFiles: Map<string, AssetFile>, docs: Map<string, Doc>, assetsDir: string) {
  for (const doc of docs.values()) {
    if (doc._type !== 'sanity.imageAsset' && doc._type !== 'sanity.fileAsset') continue
    const served = typeof doc.path === 'string' ? path.posix.basename(doc.path) : ''
    const filePath = path.join(assetsDir, served)
    if (!served || assetFiles.has(served) || !existsSync(filePath)) continue
    const dimensions = (doc.metadata as { dimensions?: { width?: number; height?: number } } | undefined)?.dimensions
    assetFiles.set(served, {
      filePath,
      mimeType: String(doc.mimeType ?? 'application/octet-stream'),
      sha1: String(doc.sha1hash ?? ''),
      ...(dimensions?.width && dimensions.height ? { width: dimensions.width, height: dimensions.height } : {}),
    })
  }
  return assetFiles
}
