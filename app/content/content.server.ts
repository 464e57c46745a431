import type { SanityQueries } from '@sanity/client'
import type { Lang } from '#shared/languages'
import { contentSourceEnv, getServerEnv } from '#shared/site-settings.server'
import { isPreviewRequest } from '~/content/preview/preview-session.server'
import { languageOfRequest } from '~/i18n/request-language.server'
import { recordShown } from '~/platform/page-tags.server'
import type { ContentBackend, Perspective, QueryParams } from './backend.server'
import { contentUnavailableResponse, failureSummary, isContentUnavailable } from './content-unavailable.server'
import { paramsForEdition } from './edition-params'
import { queryForEditions } from './edition-queries'
import { createResilientBackend } from './resilient-backend.server'
// sanity.types.ts registers every query's generated result type (Sanity TypeGen) in SanityQueries.
import type {} from './sanity.types'
import { createSanityBackend } from './sanity-backend.server'
import { createSwrCache } from './swr-cache.server'

/**
 * The one way the site reads content. Loaders call `fetchContent`; underneath, one client reads a Sanity
 * project, or on the embedded defaults the local Content API (content-api/) that stands in for one: the same
 * HTTP path either way, so what works here works against Sanity.
 */

let backend: ContentBackend | undefined

function getBackend(): ContentBackend {
  backend ??= createResilientBackend(createSanityBackend(contentSourceEnv()), {
    onStateChange: (state) => console.warn(`Content back end circuit breaker: ${state}`),
    onFailure: (error) => console.error(`Content read failed: ${failureSummary(error)}`),
  })
  return backend
}

/** How long a query whose read failed fails at once instead of making the next visitor wait for it again. */
const FAILURE_MEMO_MS = 5_000

/** A cache key (JSON of [query, params]) short enough for one log line: the query's start, on one line. */
function queryLabel(key: string): string {
  const query = String((JSON.parse(key) as [string])[0])
    .replace(/\s+/g, ' ')
    .trim()
  return query.length > 80 ? `${query.slice(0, 80)}…` : query
}

export const contentCache = createSwrCache({
  ttlMs: getServerEnv().CONTENT_CACHE_TTL_SECONDS * 1000,
  failureMemoMs: FAILURE_MEMO_MS,
  // A refusal by the open breaker cost nothing to get, and remembering it would keep the page down for up to
  // 5 s after the breaker has let the back end back in.
  remembers: (error) => !(isContentUnavailable(error) && error.reason === 'circuit-open'),
  onRefreshError: (key, error) =>
    console.error(`Content refresh failed, serving the last good copy of ${queryLabel(key)}: ${failureSummary(error)}`),
})

/** The result type TypeGen generated for a query in queries.ts; `unknown` for a query it has not seen. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

/**
 * Reads one query. When the content cannot be read for want of a working back end (a timeout, the breaker
 * open, a server error, or such a failure remembered for this query), it throws a 503 response the route's
 * error boundary shows as "try again in a minute"; any other error is a bug and stays a 500.
 */
export async function fetchContent<Q extends string>(
  query: Q,
  params: QueryParams = {},
  { perspective = 'published' }: { perspective?: Perspective } = {},
): Promise<QueryResult<Q>> {
  try {
    const result = await readContent(query, params, perspective)
    recordShown(query, result, params)
    return result
  } catch (error) {
    if (isContentUnavailable(error)) throw contentUnavailableResponse()
    throw error
  }
}

async function readContent<Q extends string>(
  query: Q,
  params: QueryParams,
  perspective: Perspective,
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
  /** The edition the page is in. */
  lang: Lang
  fetch<Q extends string>(query: Q, params?: QueryParams): Promise<QueryResult<Q>>
}

/**
 * What a loader reads with: published content, or drafts over it for a visitor in preview mode, in the edition
 * of the page asked for (app/content/edition-params.ts).
 */
export async function contentFor(request: Request): Promise<ContentReader> {
  const preview = await isPreviewRequest(request)
  const perspective: Perspective = preview ? 'drafts' : 'published'
  const lang = languageOfRequest(request)
  return {
    preview,
    lang,
    fetch: (query, params = {}) =>
      fetchContent(queryForEditions(query), paramsForEdition(query, params, lang), { perspective }),
  }
}
