import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { evaluate, parse } from 'groq-js'
import { DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import type { QueryParams } from '~/content/backend.server'
import type { ContentReader, QueryResult } from '~/content/content.server'
import { paramsForEdition } from '~/content/edition-params'
import { queryForEditions } from '~/content/edition-queries'
import { languageOfRequest } from '~/i18n/request-language.server'
import {
  documentsForPerspective,
  loadEmbeddedDataset,
  type Perspective,
  type SanityDocument,
} from '../../content-api/seed-dataset'

/**
 * A stand-in for app/content/content.server.ts in unit tests of loaders: `contentFor(request).fetch(QUERY, params)`
 * runs the real query with groq-js over the seed as the local Content API holds it (assets resolved to Sanity's
 * references), published, or drafts over it for a request made with `previewRequest`. Nothing else of the
 * content path (cache, breaker, HTTP) is in the way, so a test asserts what the query and the loader make of the
 * seed. A test file swaps it in with
 *
 *   vi.mock('~/content/content.server', () => import('<relative path>/tests/support/seed-content'))
 *
 * and imports `seedContent` from here to change the documents or see which queries ran.
 */

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed')
/** The seed as the local Content API holds it, published and drafts (the private store's stand-in reads it too). */
export const SEED: readonly SanityDocument[] = loadEmbeddedDataset({
  seedDir,
  projectId: EMBEDDED_PROJECT_ID,
  dataset: DEFAULT_SANITY_DATASET,
}).documents

let documents: readonly SanityDocument[] = SEED
const previews = new WeakSet<Request>()

export type SeedRead = { query: string; params: QueryParams; perspective: Perspective }

export const seedContent = {
  /** Every read since the last `reset()`, in order. */
  reads: [] as SeedRead[],
  /** The reads that follow see the seed as `change` leaves it (an editor's edit, a deleted document). */
  change(change: (seed: SanityDocument[]) => SanityDocument[]) {
    documents = change(structuredClone([...SEED]))
  },
  /** Back to the seed as it is, with no reads recorded. */
  reset() {
    documents = SEED
    seedContent.reads.length = 0
  },
}

/** A request from a visitor in preview mode: its reads see the drafts over the published documents. */
export function previewRequest(url: string): Request {
  const request = new Request(url)
  previews.add(request)
  return request
}

/** One query over the seed, as the local Content API answers it (through JSON, like an answer over HTTP). */
export async function querySeed<Q extends string>(
  query: Q,
  params: QueryParams = {},
  perspective: Perspective = 'published',
): Promise<QueryResult<Q>> {
  const dataset = documentsForPerspective([...documents], perspective)
  const result = await (await evaluate(parse(queryForEditions(query), { params }), { dataset, params })).get()
  return JSON.parse(JSON.stringify(result ?? null)) as QueryResult<Q>
}

/** What `contentFor` in app/content/content.server.ts answers, over the seed. */
export async function contentFor(request: Request): Promise<ContentReader> {
  const preview = previews.has(request)
  const perspective: Perspective = preview ? 'drafts' : 'published'
  const lang = languageOfRequest(request)
  return {
    preview,
    lang,
    fetch: (query, params = {}) => {
      seedContent.reads.push({ query, params, perspective })
      return querySeed(query, paramsForEdition(query, params, lang), perspective)
    },
  }
}
