import type { EditorCredentials } from './auth'
import type { DatasetStore } from './dataset-store'
import type { QueryPool } from './query-pool'
import type { SourceIndexes } from './source-indexes'

/** What every route of the core API needs to know about the running server. */
export type ApiContext = EditorCredentials & {
  store: DatasetStore
  /** Where GROQ queries run: worker threads with a deadline and a memory bound. */
  queries: QueryPool
  /** What a query's `resultSourceMap` is derived from, per view. */
  sourceIndexes: SourceIndexes
  projectId: string
  /** Largest JSON body (queries, mutations, actions). */
  maxBodyBytes: number
  /** Largest asset upload. */
  maxAssetBytes: number
  /** The server's own origin once it listens (asset URLs name it). */
  origin(): string
  /** Where resized images are kept. */
  imageCacheDir: string
}

export const versioned = (rest: string) => new RegExp(`^/v(?<apiVersion>[^/]+)${rest}$`)
export const DATASET = '(?<dataset>[^/]+)'
