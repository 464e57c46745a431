import type { Caller } from './auth'
import type { DatasetStore } from './dataset-store'
import { publishedIdOf } from './ids'
import { documentsInPerspective, type PerspectiveName } from './perspective'
import { buildSourceIndex, type SourceIndex, setIndexedDocument } from './source-map'

type View = { dataset: string; caller: Caller; perspective: PerspectiveName; index: SourceIndex }

/**
 * The source-map index of each view a mapped query has read (decision 023, "Content source maps"), built once and then
 * kept up to date by each commit: the documents it changed are indexed again, not the whole view. Built again per
 * commit, it cost the first mapped query after any write 37 ms at 2,000 items (decision 047), and visitors' review
 * drafts are writes. A query that a commit overtakes is mapped against the newer documents: a value it changed may go
 * unmapped, which only means no overlay for that text.
 */
export function createSourceIndexes(store: DatasetStore) {
  const views = new Map<string, View>()

  /** The view's documents of the group `id` belongs to (its published id, its draft), as they are now. */
  const reindex = (view: View, id: string) => {
    const published = publishedIdOf(id)
    const group = [...new Set([id, published, `drafts.${published}`])]
    const stored = group.flatMap((member) => store.getDocument(view.dataset, member) ?? [])
    const seen = documentsInPerspective(view.caller, stored, view.perspective)
    for (const member of group) setIndexedDocument(view.index, member, seen.find((doc) => doc._id === member) ?? null)
  }

  const unsubscribe = store.subscribe((txn) => {
    for (const view of views.values())
      if (view.dataset === txn.dataset) for (const change of txn.changes) reindex(view, change.id)
  })

  return {
    indexFor(dataset: string, perspective: PerspectiveName, caller: Caller): SourceIndex {
      const key = `${dataset}:${perspective}:${caller.authenticated}`
      let view = views.get(key)
      if (!view) {
        const index = buildSourceIndex(documentsInPerspective(caller, store.documents(dataset), perspective))
        view = { dataset, caller, perspective, index }
        views.set(key, view)
      }
      return view.index
    },
    close: unsubscribe,
  }
}

export type SourceIndexes = ReturnType<typeof createSourceIndexes>
