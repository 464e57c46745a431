import { Worker } from 'node:worker_threads'
import type { DatasetStore } from './dataset-store'
import type { FromEvaluator, QueryJob, ToEvaluator } from './query-protocol'
import { ApiError } from './route'

/**
 * Sanity's API stops a query that runs too long; groq-js has no such switch, and one nested query ran for seconds
 * on the event loop that answers the Studio and the site. So queries run in a few worker threads: each query gets a
 * deadline, after which its worker is terminated, and each worker a heap limit.
 */
export type QueryLimits = {
  /** How long one query may run once a worker has it. */
  deadlineMs: number
  /** A worker's heap: its copy of the datasets and the work of its query. */
  memoryMb: number
  /** Workers at most (started as queries need them); queries beyond them wait for one to be free. */
  workers: number
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { deadlineMs: 5_000, memoryMb: 256, workers: 2 }

/** Sanity answers a query that runs too long with a server error, "The operation timed out"; it is not retried. */
const timedOut = (limits: QueryLimits) =>
  new ApiError(
    504,
    "The operation timed out: the query ran past the local Content API's query deadline " +
      `(${limits.deadlineMs / 1000} s) and was stopped`,
    'queryTimeoutError',
  )

const stopping = () => new ApiError(503, 'The local Content API is stopping', 'serviceUnavailableError')

const outOfMemory = (limits: QueryLimits) =>
  new ApiError(
    422,
    `The query needed more than the local Content API's query memory bound (${limits.memoryMb} MB) and was stopped`,
    'queryMemoryLimitError',
  )

type Outcome = FromEvaluator | ApiError

type Slot = {
  worker: Worker
  /** Resolves once the worker has loaded the evaluator (a deadline counts from then). */
  ready: Promise<void>
  /** The revision of each dataset the worker's copy is at (the main thread's record of what it sent). */
  synced: Map<string, number>
  busy: boolean
  /** Hands the outcome of the query the worker runs now to whoever waits for it. */
  settle?: (outcome: Outcome) => void
}

export type QueryPool = {
  /**
   * The query's result as JSON text; its errors are ApiErrors (400 for the query's own, 504 past the deadline, 422
   * past the memory bound).
   */
  run(job: QueryJob): Promise<string>
  /** Resolves once every worker has loaded the evaluator (the API listens only then: a first query would wait). */
  ready(): Promise<void>
  close(): Promise<void>
}

export function createQueryPool(store: DatasetStore, limits: QueryLimits): QueryPool {
  const slots = new Set<Slot>()
  const waiting: (() => void)[] = []
  let closed = false
  const post = (slot: Slot, message: ToEvaluator) => slot.worker.postMessage(message)

  const retire = (slot: Slot) => {
    if (!slots.delete(slot)) return
    void slot.worker.terminate()
    // Its replacement starts now, not when the next query needs it: loading the evaluator takes from a quarter of a
    // second to several on a busy machine, longer than the site waits for an answer.
    if (!closed) spawn(false)
    // A query waiting for a worker may now have one.
    waiting.shift()?.()
  }

  const spawn = (busy: boolean): Slot => {
    const worker = new Worker(new URL('./query-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    })
    const slot: Slot = { worker, ready: Promise.resolve(), synced: new Map(), busy }
    slot.ready = new Promise((resolve, reject) => {
      worker.on('message', (message: FromEvaluator) => (message.kind === 'ready' ? resolve() : slot.settle?.(message)))
      const fail = (error: ApiError) => {
        reject(closed ? stopping() : error)
        slot.settle?.(closed ? stopping() : error)
        retire(slot)
      }
      worker.on('error', (error: Error & { code?: string }) =>
        fail(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? outOfMemory(limits)
            : new ApiError(500, `A query worker failed: ${error.stack ?? error.message}`, 'internalError'),
        ),
      )
      worker.on('exit', () => fail(new ApiError(500, 'A query worker stopped', 'internalError')))
    })
    // Its failure reaches the query through `settle`; nobody else need hear of it.
    slot.ready.catch(() => undefined)
    slots.add(slot)
    return slot
  }

  const acquire = async (): Promise<Slot> => {
    for (;;) {
      if (closed) throw stopping()
      const idle = [...slots].find((slot) => !slot.busy)
      if (idle) {
        idle.busy = true
        return idle
      }
      if (slots.size < limits.workers) return spawn(true)
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
  }

  const release = (slot: Slot) => {
    slot.busy = false
    waiting.shift()?.()
  }

  /** Brings the worker's copy of the dataset up to date (whole: deltas only ever follow a copy it has). */
  const sync = (slot: Slot, dataset: string): number => {
    const revision = store.revision(dataset)
    if (slot.synced.get(dataset) !== revision) {
      post(slot, { kind: 'snapshot', dataset, revision, documents: store.documents(dataset) })
      slot.synced.set(dataset, revision)
    }
    return revision
  }

  // A commit sends each worker only the documents it changed, when the worker holds the revision just before it.
  const unsubscribe = store.subscribe((txn) => {
    const changes = txn.changes.map(({ id, after }) => ({ id, after }))
    for (const slot of slots) {
      if (slot.synced.get(txn.dataset) !== txn.revision - 1) continue
      post(slot, { kind: 'changes', dataset: txn.dataset, revision: txn.revision, changes })
      slot.synced.set(txn.dataset, txn.revision)
    }
  })

  // Every worker starts with the pool, so the first queries (the site's first page, the Studio's first screen)
  // do not wait for one to load.
  for (let index = 0; index < limits.workers; index += 1) spawn(false)
  const started = Promise.allSettled([...slots].map((slot) => slot.ready)).then(() => undefined)

  return {
    ready: () => started,
    async run(job) {
      const slot = await acquire()
      await slot.ready
      const revision = sync(slot, job.dataset)
      const outcome = await new Promise<Outcome>((resolve) => {
        const deadline = setTimeout(() => resolve(timedOut(limits)), limits.deadlineMs)
        slot.settle = (settled) => {
          clearTimeout(deadline)
          resolve(settled)
        }
        post(slot, { kind: 'query', dataset: job.dataset, revision, job, timestamp: new Date().toISOString() })
      })
      slot.settle = undefined
      if (outcome instanceof ApiError) {
        // Stopped mid-query (or dead): nothing it holds is trusted again.
        retire(slot)
        throw outcome
      }
      release(slot)
      if (outcome.kind === 'error')
        throw new ApiError(outcome.error.statusCode, outcome.error.message, outcome.error.type, outcome.error.details)
      return outcome.kind === 'result' ? outcome.json : 'null'
    },
    async close() {
      closed = true
      unsubscribe()
      for (const wake of waiting.splice(0)) wake()
      await Promise.all([...slots].map((slot) => slot.worker.terminate()))
      slots.clear()
    },
  }
}
