import type { Doc } from './documents'
import { ApiError } from './route'

/** Whether `value` holds a strong reference (a `_ref` not marked `_weak`) to `id`. */
function referencesStrongly(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => referencesStrongly(item, id))
  if (!value || typeof value !== 'object') return false
  const object = value as Record<string, unknown>
  if (object._ref === id && object._weak !== true) return true
  return Object.values(object).some((child) => referencesStrongly(child, id))
}

/**
 * As on Sanity, a published document that another document still references strongly cannot be deleted: the
 * transaction is refused (409) and names who points at it, so the editor removes the reference first. Drafts
 * are not referenced by id, and a reference made weak (`_weak: true`) never blocks.
 */
export function assertNothingReferences(deleted: string[], remaining: Doc[]): void {
  for (const id of deleted) {
    if (id.startsWith('drafts.')) continue
    const referrer = remaining.find(
      (doc) => doc._id !== id && doc._id !== `drafts.${id}` && referencesStrongly(doc, id),
    )
    if (referrer) {
      const description = `Document "${id}" cannot be deleted as there are references to it from "${referrer._id}"`
      throw new ApiError(409, `Mutation failed: ${description}`, 'mutationError', {
        items: [
          { error: { description, id, referencingIDs: [referrer._id], type: 'documentHasExistingReferencesError' } },
        ],
      })
    }
  }
}
