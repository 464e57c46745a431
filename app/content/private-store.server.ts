import { createClient, type SanityClient } from '@sanity/client'
import { contentSourceEnv, getServerEnv, type ServerEnv, usesEmbeddedContent } from '#shared/site-settings.server'
import { sanityClientBase } from '~/content/sanity-backend.server'
import { PrivateStoreUnavailable } from './private-store-failure'

export { PrivateStoreUnavailable, privateStoreFailure } from './private-store-failure'

/**
 * The one way the site's server reaches the private documents, enquiries and proposals (decision 062): a client
 * with a token, never the CDN, never a cache of the site's (swr-cache, page cache), so a withdrawal or a deletion
 * shows at once. On the embedded defaults the local editor token the server already holds; with a Sanity project,
 * SANITY_PRIVATE_TOKEN (server only). Without either there is no private store: enquiries are still e-mailed, and
 * proposal links answer 404.
 */

export function privateStoreConfigured(env: ServerEnv = getServerEnv()): boolean {
  return usesEmbeddedContent(env) || Boolean(env.SANITY_PRIVATE_TOKEN)
}

const clients = new WeakMap<ServerEnv, SanityClient>()

export function privateClient(env: ServerEnv = getServerEnv()): SanityClient {
  const known = clients.get(env)
  if (known) return known
  let settings: ReturnType<typeof sanityClientBase> & { token?: string }
  if (usesEmbeddedContent(env)) {
    const local = contentSourceEnv(env)
    settings = { ...sanityClientBase(local), token: local.SANITY_READ_TOKEN }
  } else if (env.SANITY_PRIVATE_TOKEN) {
    settings = { ...sanityClientBase(env), token: env.SANITY_PRIVATE_TOKEN }
  } else {
    throw new PrivateStoreUnavailable('Enquiries and proposals need SANITY_PRIVATE_TOKEN to be kept.')
  }
  // `raw`: the published proposal and any draft are told apart by their ids, never merged by a perspective.
  const client = createClient({ ...settings, useCdn: false, maxRetries: 0, perspective: 'raw' })
  clients.set(env, client)
  return client
}
