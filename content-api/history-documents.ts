import type { Doc } from './documents'
import { type Log, publishedIdOf, type Versions } from './history-log'

export type DocumentMoment = { revision?: string; time?: string; lastRevision?: boolean }

/**
 * The documents as they were at a revision (a transaction id, or the `_rev` of a version from before the log),
 * at a time, or as last seen (`lastRevision`: the current document, or the last version before its deletion).
 */
export function documentsAt(versions: Versions, log: Log, dataset: string, ids: string[], at: DocumentMoment): Doc[] {
  const docs: Doc[] = []
  for (const id of ids) {
    let doc: Doc | null
    if (at.lastRevision) doc = versions.versionsOf(dataset, id)[0] ?? null
    else if (at.revision !== undefined) doc = atRevision(versions, log, dataset, id, at.revision)
    else doc = versions.stateAfter(dataset, id, lastEntryBy(log, at.time))
    if (doc) docs.push(doc)
  }
  return docs
}

function atRevision(versions: Versions, log: Log, dataset: string, id: string, revision: string): Doc | null {
  const index = log.index.get(revision)
  if (index !== undefined) {
    const doc = versions.stateAfter(dataset, id, index)
    // A draft at the revision that published it is gone: it lives on as that published version, which is
    // what the Studio compares later edits of the draft against (as for revisions from before the log).
    if (doc || id === publishedIdOf(id)) return doc
    const published = versions.stateAfter(dataset, publishedIdOf(id), index)
    return published ? { ...published, _id: id } : null
  }
  // A revision from before the log: the version that carries it (for a draft, the published version it was
  // published from).
  const doc = versions.versionsOf(dataset, id).find((version) => version._rev === revision) ?? null
  if (doc || id === publishedIdOf(id)) return doc
  const published = versions.versionsOf(dataset, publishedIdOf(id)).find((version) => version._rev === revision)
  return published ? { ...published, _id: id } : null
}

/** The index of the last entry at or before `time` (now, when it is no time), or -1 before the first. */
function lastEntryBy(log: Log, time: string | undefined): number {
  const parsed = Date.parse(time ?? '')
  const wanted = Number.isNaN(parsed) ? Date.now() : parsed
  let index = -1
  log.entries.forEach((entry, j) => {
    if (Date.parse(entry.timestamp) <= wanted) index = j
  })
  return index
}
