import type { Doc } from './documents'
import type { PerspectiveName } from './perspective'
import type { GroqParams } from './query-route'

/**
 * What the API's main thread and a query worker say to each other (query-pool.ts, query-evaluator.ts). A worker
 * keeps its own copy of each dataset: a whole `snapshot` when it has none or a stale one, then the `changes` of each
 * committed transaction, so a query carries only itself.
 */
export type ToEvaluator =
  | { kind: 'snapshot'; dataset: string; revision: number; documents: Doc[] }
  | { kind: 'changes'; dataset: string; revision: number; changes: { id: string; after: Doc | null }[] }
  | { kind: 'query'; dataset: string; revision: number; job: QueryJob; timestamp: string }

export type QueryJob = {
  dataset: string
  perspective: PerspectiveName
  /** The caller holds the editor token: drafts and other documents under a path are in its views. */
  authenticated: boolean
  query: string
  params: GroqParams
}

/** An ApiError, as it crosses to the main thread (a class does not survive the copy). */
export type EvaluatorError = { statusCode: number; message: string; type: string; details: Record<string, unknown> }

/** The result as JSON text: written in the worker, it is copied as one string and sent as it is. */
export type FromEvaluator =
  | { kind: 'ready' }
  | { kind: 'result'; json: string }
  | { kind: 'error'; error: EvaluatorError }
