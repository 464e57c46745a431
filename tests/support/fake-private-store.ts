import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from '../../content-api/seed-dataset'
import { SEED } from './seed-content'

/**
 * A stand-in for the private store's client (app/content/private-store.server.ts) in unit tests: the real queries
 * run with groq-js over the seed plus the private documents a test puts in, every document visible as the raw
 * perspective sees them, and patches that honour `ifRevisionId` as Sanity does (409 on a stale revision). Each read
 * and each write awaits, so two requests started together interleave as they would against the Content Lake.
 * A test file swaps it in with
 *
 *   vi.mock('~/content/private-store.server', () => import('<relative path>/tests/support/fake-private-store'))
 */

let privateDocuments = new Map<string, SanityDocument>()
let revisions = 0
const stats = { reads: 0, writes: 0 }

class Conflict extends Error {
  statusCode = 409
}

function patch(id: string) {
  let expected: string | null = null
  const changes: Array<(document: SanityDocument) => void> = []
  const builder = {
    ifRevisionId(revision: string) {
      expected = revision
      return builder
    },
    set(fields: Record<string, unknown>) {
      changes.push((document) => Object.assign(document, fields))
      return builder
    },
    unset(fields: string[]) {
      changes.push((document) => {
        for (const field of fields) delete document[field]
      })
      return builder
    },
    async commit() {
      await Promise.resolve()
      const current = privateDocuments.get(id)
      if (!current) throw Object.assign(new Error(`No document ${id}`), { statusCode: 404 })
      if (expected !== null && current._rev !== expected) throw new Conflict(`Revision ${expected} is stale`)
      const next = structuredClone(current)
      for (const change of changes) change(next)
      revisions += 1
      next._rev = `rev-${revisions}`
      privateDocuments.set(id, next)
      stats.writes += 1
      return structuredClone(next)
    },
  }
  return builder
}

const client = {
  async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
    stats.reads += 1
    const dataset = [...SEED, ...privateDocuments.values()]
    return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as T
  },
  patch,
  /** As the Content Lake's: refuses an id already taken, and answers the document with its first revision. */
  async create(document: SanityDocument): Promise<SanityDocument> {
    await Promise.resolve()
    if (privateDocuments.has(document._id))
      throw Object.assign(new Error(`Document ${document._id} exists`), { statusCode: 409 })
    revisions += 1
    const created = { ...structuredClone(document), _rev: `rev-${revisions}` }
    privateDocuments.set(document._id, created)
    stats.writes += 1
    return structuredClone(created)
  },
}

export const privateClient = () => client
export const privateStoreConfigured = () => true
export { PrivateStoreUnavailable, privateStoreFailure } from '~/content/private-store-failure'

/** What a test does with the store: put documents in, read them back, count reads and writes. */
export const fakePrivateStore = {
  put(document: SanityDocument) {
    revisions += 1
    privateDocuments.set(document._id, { _rev: `rev-${revisions}`, ...document })
  },
  get: (id: string) => privateDocuments.get(id),
  /** Every private document of a type, in the order written. */
  ofType: (type: string) => [...privateDocuments.values()].filter((document) => document._type === type),
  change(id: string, fields: Record<string, unknown>) {
    const current = privateDocuments.get(id)
    if (!current) throw new Error(`No document ${id}`)
    revisions += 1
    privateDocuments.set(id, { ...current, ...fields, _rev: `rev-${revisions}` })
  },
  stats,
  reset() {
    privateDocuments = new Map()
    stats.reads = 0
    stats.writes = 0
  },
}
