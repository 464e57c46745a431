import { createClient, type SanityClient } from '@sanity/client'
import type { ServerEnv } from '~/server/env.server'
import type { ContentBackend } from './backend.server'

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

export function createSanityBackend(env: ServerEnv): ContentBackend {
  const base = sanityClientBase(env)
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
  return {
    name: 'sanity',
    query(query, params, perspective) {
      const client = perspective === 'published' ? publicClient : preview()
      return client.fetch(query, params)
    },
  }
}
