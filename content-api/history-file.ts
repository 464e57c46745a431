import type { Doc } from './documents'
import type { Mut } from './mutations'

/** A committed transaction in the history: each document it changed, before and after, with its mutations. */
export type HistoryChange = { id: string; before: Doc | null; after: Doc | null; mutations: Mut[] }
export type HistoryEntry = {
  id: string
  timestamp: string
  identity: string
  mutations: Mut[]
  changes: HistoryChange[]
}

/**
 * A history entry as one line of `<dataDir>/history/<dataset>.ndjson` (decision 047), without what the lines before
 * it already hold. Written whole, a review draft was kept three times over (the request's mutation, the change's
 * mutation, the document after) and an edit twice (the document before, and after). So a line leaves out:
 * - a change's `before`, when it is the `after` of the last line that changed that document;
 * - a change's one `create…` mutation, when it is the document after it less the fields the lake set (`_rev`,
 *   `_updatedAt`, and `_createdAt` unless the mutation gave it): `created` names its kind instead;
 * - the entry's `mutations`, when they are its changes' mutations in order (not when the lake filled something in,
 *   as a replacement's `_createdAt`).
 * Lines written whole (as before this codec) read as they are.
 */
type StoredChange = {
  id: string
  after: Doc | null
  before?: Doc | null
  mutations?: Mut[]
  created?: string
  createdAtGiven?: true
}
type StoredEntry = Omit<HistoryEntry, 'mutations' | 'changes'> & { mutations?: Mut[]; changes: StoredChange[] }

const CREATE_KINDS = new Set(['create', 'createOrReplace', 'createIfNotExists'])

const createdFrom = (after: Doc, createdAtGiven: boolean): Doc => {
  const { _rev: _ignored, _updatedAt: _alsoIgnored, ...rest } = after
  if (!createdAtGiven) delete rest._createdAt
  return rest as Doc
}

/** The one `create…` mutation a change can be told by: its kind, and whether it named `_createdAt`. */
function asCreated(change: HistoryChange): Pick<StoredChange, 'created' | 'createdAtGiven'> | null {
  if (change.mutations.length !== 1 || !change.after) return null
  const [kind, doc] = Object.entries(change.mutations[0]!)[0] ?? []
  if (
    !kind ||
    !CREATE_KINDS.has(kind) ||
    !doc ||
    typeof doc !== 'object' ||
    Object.keys(change.mutations[0]!).length > 1
  )
    return null
  const createdAtGiven = Object.hasOwn(doc, '_createdAt')
  if (JSON.stringify(createdFrom(change.after, createdAtGiven)) !== JSON.stringify(doc)) return null
  return createdAtGiven ? { created: kind, createdAtGiven: true } : { created: kind }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Encodes and decodes one dataset's history lines, in file order (each line relies on those before it). */
export function createHistoryCodec() {
  /** Each document's version as the last line that changed it left it (the object itself, shared with memory). */
  const last = new Map<string, Doc | null>()
  return {
    encode(entry: HistoryEntry): string {
      const changes = entry.changes.map((change): StoredChange => {
        const known = last.has(change.id) && last.get(change.id) === change.before
        last.set(change.id, change.after)
        const created = asCreated(change)
        return {
          id: change.id,
          after: change.after,
          ...(known ? {} : { before: change.before }),
          ...(created ?? { mutations: change.mutations }),
        }
      })
      const stored: StoredEntry = {
        id: entry.id,
        timestamp: entry.timestamp,
        identity: entry.identity,
        ...(sameJson(
          entry.mutations,
          entry.changes.flatMap((change) => change.mutations),
        )
          ? {}
          : { mutations: entry.mutations }),
        changes,
      }
      return JSON.stringify(stored)
    },
    decode(line: string): HistoryEntry {
      const stored = JSON.parse(line) as StoredEntry
      const changes = stored.changes.map((change): HistoryChange => {
        const before = 'before' in change ? (change.before ?? null) : (last.get(change.id) ?? null)
        last.set(change.id, change.after)
        const mutations =
          change.mutations ??
          (change.created && change.after
            ? [{ [change.created]: createdFrom(change.after, change.createdAtGiven === true) }]
            : [])
        return { id: change.id, before, after: change.after, mutations }
      })
      return {
        id: stored.id,
        timestamp: stored.timestamp,
        identity: stored.identity,
        mutations: stored.mutations ?? changes.flatMap((change) => change.mutations),
        changes,
      }
    },
  }
}
