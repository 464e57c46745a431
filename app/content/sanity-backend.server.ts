import { createClient, type SanityClient } from '@sanity/client'
import { type ServerEnv, studioOrigin } from '#shared/site-settings.server'
import { previewStega } from '~/content/visual-editing/editable-text.server'
import { markForEditing } from '~/content/visual-editing/mark-for-editing.server'
import type { ContentBackend, Perspective, QueryParams } from './backend.server'
import { type DeadlinePolicy, type FailureKind, readWithDeadline } from './read-deadline.server'

/**
 * The hosted back end. Public reads go through the API CDN with no token and the `published` perspective set
 * explicitly (a token without a perspective could leak drafts); only preview reads carry the read token.
 */
/** The project, dataset, API version and (in tests) API host every client of this site uses. */
export function sanityClientBase(env: ServerEnv) {
  if (!env.SANITY_PROJECT_ID) throw new Error('A Sanity client needs SANITY_PROJECT_ID')
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    timeout: 10_000,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
  }
}

/**
 * A page waits for its content, so a read gives up after 3 s in all (docs/decisions/017-content-outages.md).
 * The client's own retries (five, with back-off, each under its own timeout) are off: they are what made a
 * hanging back end cost a visitor a minute.
 */
export const CONTENT_READ_POLICY: DeadlinePolicy = { timeoutMs: 3_000, retryDelayMs: 100 }

/**
 * How @sanity/client reports a failure: an HTTP error carries `statusCode`; a failure to connect is Node's
 * own error with a `code` (ECONNREFUSED, ECONNRESET…). A 4xx is this site's mistake (a bad query, a wrong
 * token), not an outage; a 429 asks us to back off, so it is not retried at once.
 */
export function sanityFailureKind(error: unknown): FailureKind {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown }
  if (typeof statusCode === 'number') {
    if (statusCode >= 500) return 'retryable'
    return statusCode === 429 ? 'unavailable' : 'fault'
  }
  return typeof code === 'string' ? 'retryable' : 'fault'
}

export function createSanityBackend(env: ServerEnv, policy: DeadlinePolicy = CONTENT_READ_POLICY): ContentBackend {
  const base = { ...sanityClientBase(env), maxRetries: 0 }
  const publicClient = createClient({
    ...base,
    useCdn: env.SANITY_USE_CDN === 'true' && !env.SANITY_API_HOST,
    perspective: 'published',
  })
  let previewClient: SanityClient | undefined
  const preview = () => {
    if (!env.SANITY_READ_TOKEN) throw new Error('Previewing drafts needs SANITY_READ_TOKEN')
    previewClient ??= createClient({ ...base, useCdn: false, token: env.SANITY_READ_TOKEN, perspective: 'drafts' })
    return previewClient
  }
  // Drafts are read with the query's content source map, which marks what an editor can click in the Studio's
  // Presentation tool (docs/decisions/031-visual-editing.md).
  const studio = studioOrigin(env)
  const stega = studio ? previewStega(studio) : undefined
  return {
    name: 'sanity',
    async query<T>(query: string, params: QueryParams, perspective: Perspective) {
      if (perspective === 'published' || !stega) {
        const client = perspective === 'published' ? publicClient : preview()
        return readWithDeadline((signal) => client.fetch<T>(query, params, { signal }), sanityFailureKind, policy)
      }
      const { result, resultSourceMap } = await readWithDeadline(
        (signal) =>
          preview().fetch<T>(query, params, { signal, filterResponse: false, resultSourceMap: 'withKeyArraySelector' }),
        sanityFailureKind,
        policy,
      )
      return markForEditing(result, resultSourceMap, stega)
    },
  }
}
