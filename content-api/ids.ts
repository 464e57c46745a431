/**
 * Document ids as the Content Lake reads them. An id with a dot lives under a path (`drafts.x`, `versions.r.x`,
 * `sanity-preview-url-secret.abc`): such documents are never readable without a token.
 */
export const DRAFTS_PREFIX = 'drafts.'

export const isDraftId = (id: string) => id.startsWith(DRAFTS_PREFIX)
export const isPathId = (id: string) => id.includes('.')
export const publishedIdOf = (id: string) => (isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id)

// Sanity's rule: letters, digits, `_`, `-` and `.`, at most 128 characters, not starting with `-`.
const VALID_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/

export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && VALID_ID.test(id) && !id.includes('..') && !id.endsWith('.')
}
