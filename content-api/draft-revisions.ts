import { type Doc, newTransactionId } from './documents'
import { isDraftId, publishedIdOf } from './ids'

/**
 * A draft that carries its published version's `_rev` gets a revision of its own; returns how many did. Datasets
 * seeded before decision 047 gave every document one revision, and the history cannot tell two versions with one
 * revision apart: asked for the published version's revision, it answered the draft, so the Studio's "Review changes"
 * compared the draft with itself.
 */
export function giveDraftsRevisionsOfTheirOwn(docs: Map<string, Doc>): number {
  let given = 0
  for (const [id, doc] of docs) {
    if (!isDraftId(id) || doc._rev === undefined || docs.get(publishedIdOf(id))?._rev !== doc._rev) continue
    docs.set(id, { ...doc, _rev: newTransactionId() })
    given += 1
  }
  return given
}
