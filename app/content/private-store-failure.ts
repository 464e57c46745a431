/** The private store cannot be reached from this deployment: no SANITY_PRIVATE_TOKEN with a Sanity project. */
export class PrivateStoreUnavailable extends Error {}

/**
 * Why a private read or write failed, in words that carry nothing private: a store's error message may quote the
 * document it refused, so only the error's kind and HTTP status are told (for the log).
 */
export function privateStoreFailure(error: unknown): string {
  if (error instanceof PrivateStoreUnavailable) return 'no private store is configured (SANITY_PRIVATE_TOKEN)'
  const { statusCode, code, cause } = (error ?? {}) as {
    statusCode?: unknown
    code?: unknown
    cause?: { code?: unknown }
  }
  const kind = error instanceof Error ? error.name : typeof error
  // A network failure's code (ECONNREFUSED) says where to look, and nothing of the document.
  const networkCode = typeof code === 'string' ? code : typeof cause?.code === 'string' ? cause.code : null
  if (typeof statusCode === 'number') return `${kind}, HTTP ${statusCode}`
  return networkCode ? `${kind}, ${networkCode}` : kind
}
