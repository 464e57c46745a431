import type { HistoryEntry } from './history-file'
import { type Log, publishedIdOf, type Versions } from './history-log'
import { LOCAL_EDITOR_ID } from './local-editor'

type Event = Record<string, unknown>

/**
 * The document group's events (the Studio's history panel, "events API"), newest first: when a draft was
 * created, published, discarded, unpublished or the document deleted. Edits between them the Studio reads from
 * `transactions`. What existed before the log counts as published at its `_rev`.
 */
export function documentEvents(versions: Versions, log: Log, dataset: string, documentId: string): Event[] {
  const publishedId = publishedIdOf(documentId)
  const draftId = `drafts.${publishedId}`
  const events = eventsBeforeLog(versions, dataset, publishedId, draftId)
  log.entries.forEach((entry, j) => {
    const gone = (id: string) => !versions.stateAfter(dataset, id, j)
    const event = eventOfEntry(entry, publishedId, draftId, () => gone(draftId) && gone(publishedId))
    if (event) events.push(event)
  })
  return events.reverse()
}

/** The published version and the draft that were there before the log began, as the events that made them. */
function eventsBeforeLog(versions: Versions, dataset: string, publishedId: string, draftId: string): Event[] {
  const events: Event[] = []
  const initial = versions.stateAfter(dataset, publishedId, -1)
  if (initial?._rev) {
    events.push({
      type: 'publishDocumentVersion',
      id: initial._rev,
      timestamp: initial._updatedAt ?? initial._createdAt,
      author: LOCAL_EDITOR_ID,
      documentId: publishedId,
      versionId: draftId,
      revisionId: initial._rev,
      versionRevisionId: initial._rev,
      publishCause: 'document.publish',
    })
  }
  // A draft that was already there before the log began: its own version is where its edits start from (the
  // Studio compares later edits of it against that version, and applies their effects to it).
  const initialDraft = versions.stateAfter(dataset, draftId, -1)
  if (initialDraft?._rev) {
    events.push({
      type: 'createDocumentVersion',
      id: `${initialDraft._rev}`,
      timestamp: initialDraft._updatedAt ?? initialDraft._createdAt,
      author: LOCAL_EDITOR_ID,
      documentId: publishedId,
      versionId: draftId,
      versionRevisionId: initialDraft._rev,
    })
  }
  return events
}

/** What one logged transaction did to the group, if it was an event; `groupGone`: nothing of it is left after it. */
function eventOfEntry(
  entry: HistoryEntry,
  publishedId: string,
  draftId: string,
  groupGone: () => boolean,
): Event | undefined {
  const draft = entry.changes.find((c) => c.id === draftId)
  const published = entry.changes.find((c) => c.id === publishedId)
  if (!draft && !published) return undefined
  const base = { id: entry.id, timestamp: entry.timestamp, author: entry.identity, documentId: publishedId }
  if (draft?.before && !draft.after && published?.after) {
    return {
      ...base,
      type: 'publishDocumentVersion',
      versionId: draftId,
      revisionId: entry.id,
      versionRevisionId: draft.before._rev,
      publishCause: 'document.publish',
    }
  }
  if (published?.before && !published.after && draft?.after) {
    return { ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: entry.id }
  }
  if ((draft?.before || published?.before) && groupGone()) return { ...base, type: 'deleteDocumentGroup' }
  if (draft?.before && !draft.after) {
    return { ...base, type: 'deleteDocumentVersion', versionId: draftId, versionRevisionId: draft.before._rev }
  }
  if (draft && !draft.before && draft.after) {
    return { ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: entry.id }
  }
  if (published && !published.before && published.after) {
    return {
      ...base,
      type: 'publishDocumentVersion',
      versionId: draftId,
      revisionId: entry.id,
      publishCause: 'document.publish',
    }
  }
  return undefined
}
