import type { Caller } from './auth'
import type { Doc } from './documents'
import { isDraftId, isPathId } from './ids'
import { ApiError } from './route'
import { documentsForPerspective } from './seed-dataset'

export type PerspectiveName = 'raw' | 'published' | 'drafts'

/**
 * The API version in which Sanity changed the default perspective from `raw` to `published`: a date of Sanity's,
 * which stays when the version this repository speaks (DEFAULT_SANITY_API_VERSION) moves on.
 */
const PUBLISHED_BY_DEFAULT_SINCE = '2025-02-19'

/** The perspective a query without one reads; `vX` (the experimental version) counts as the newest. */
export function defaultPerspective(apiVersion: string): PerspectiveName {
  if (apiVersion === 'X') return 'published'
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= PUBLISHED_BY_DEFAULT_SINCE ? 'published' : 'raw'
}

export function assertApiVersion(apiVersion: string | undefined): string {
  if (apiVersion && (apiVersion === '1' || apiVersion === 'X' || /^\d{4}-\d{2}-\d{2}$/.test(apiVersion)))
    return apiVersion
  throw new ApiError(
    400,
    `Invalid API version "v${apiVersion ?? ''}": use v1, vX or a date such as v${PUBLISHED_BY_DEFAULT_SINCE}`,
    'invalidApiVersionError',
  )
}

/**
 * The `perspective` parameter: a name, or a comma-separated stack of release names ending in `drafts` (this
 * lake has no releases, so a stack reads as `drafts` when it includes it, else as `published`).
 */
export function parsePerspective(raw: string | null, apiVersion: string): PerspectiveName {
  if (raw === null || raw === '') return defaultPerspective(apiVersion)
  if (raw === 'raw' || raw === 'published' || raw === 'drafts') return raw
  if (raw === 'previewDrafts') return 'drafts'
  const stack = raw.split(',').map((part) => part.trim())
  if (stack.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return stack.includes('drafts') ? 'drafts' : 'published'
  throw new ApiError(400, `Invalid perspective "${raw}"`, 'invalidPerspectiveError')
}

/** What a caller may read at all: without a token, no document under a path (drafts, secrets, versions). */
export function readableBy(caller: Caller, documents: Doc[]): Doc[] {
  return caller.authenticated ? documents : documents.filter((doc) => !isPathId(doc._id))
}

export const canRead = (caller: Caller, id: string) => caller.authenticated || !isPathId(id)

export function documentsInPerspective(caller: Caller, documents: Doc[], perspective: PerspectiveName): Doc[] {
  const readable = readableBy(caller, documents)
  if (perspective === 'raw') return readable
  // Version documents (`versions.<release>.<id>`) are never part of the published or drafts views.
  const base = readable.filter((doc) => !doc._id.startsWith('versions.'))
  return documentsForPerspective(base, perspective) as Doc[]
}

export { isDraftId }
