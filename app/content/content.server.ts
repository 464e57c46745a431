import path from 'node:path'
import type { SanityQueries } from '@sanity/client'
import { isPreviewRequest } from '~/content/preview/preview-session.server'
import { EMBEDDED_PROJECT_ID, getServerEnv, usesEmbeddedContent } from '~/server/env.server'
import type { ContentBackend, QueryParams } from './backend.server'
import { loadEmbeddedDataset, type EmbeddedDataset, type Perspective } from './embedded-dataset.server'
import { createGroqBackend } from './groq-backend.server'
import { createSanityBackend } from './sanity-backend.server'
import { createSwrCache } from './swr-cache.server'
// sanity.types.ts registers every query's generated result type (Sanity TypeGen) in SanityQueries.
import type {} from './sanity.types'

/**
 * The one way the site reads content. Loaders call `fetchContent`; only this module knows whether the seed
 * (groq-js, in-process) or a Sanity project answers.
 */

let embedded: EmbeddedDataset | undefined
let backend: ContentBackend | undefined

export function getEmbeddedDataset(): EmbeddedDataset {
  embedded ??= loadEmbeddedDataset({
    seedDir: process.env.SEED_DIR ?? path.resolve(process.cwd(), 'seed'),
    projectId: EMBEDDED_PROJECT_ID,
    dataset: getServerEnv().SANITY_DATASET,
  })
  return embedded
}

function getBackend(): ContentBackend {
  backend ??= usesEmbeddedContent() ? createGroqBackend(getEmbeddedDataset()) : createSanityBackend(getServerEnv())
  return backend
}

export const contentCache = createSwrCache({
  ttlMs: getServerEnv().CONTENT_CACHE_TTL_SECONDS * 1000,
  onRefreshError: (key, error) => console.error(`Content refresh failed, serving the last good copy of ${key}:`, error),
})

/** The result type TypeGen generated for a query in queries.ts; `unknown` for a query it has not seen. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

export async function fetchContent<Q extends string>(
  query: Q,
  params: QueryParams = {},
  { perspective = 'published' }: { perspective?: Perspective } = {},
): Promise<QueryResult<Q>> {
  type T = QueryResult<Q>
  // Drafts are read fresh for each preview request and never enter the shared cache.
  if (perspective !== 'published') return getBackend().query<T>(query, params, perspective)
  const key = JSON.stringify([query, params])
  const { value } = await contentCache.get(key, () => getBackend().query<T>(query, params, 'published'))
  return value
}

export type ContentReader = {
  /** True while this visitor is in preview mode: drafts are shown. */
  preview: boolean
  fetch<Q extends string>(query: Q, params?: QueryParams): Promise<QueryResult<Q>>
}

/** What a loader reads with: published content, or drafts over it for a visitor in preview mode. */
export async function contentFor(request: Request): Promise<ContentReader> {
  const preview = await isPreviewRequest(request)
  const perspective: Perspective = preview ? 'drafts' : 'published'
  return { preview, fetch: (query, params) => fetchContent(query, params, { perspective }) }
}
