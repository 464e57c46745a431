import { evaluate, parse } from 'groq-js'
import { planTransaction } from '../../content-api/mutations'
import type { SanityDocument } from '../../content-api/seed-dataset'
import { SEED } from './seed-content'

/**
 * A stand-in for the private store's client (app/content/private-store.server.ts) in unit tests: the real queries
 * run with groq-js over the seed plus the private documents a test puts in, every document visible as the raw
 * perspective sees them (a document a test puts in stands in for a seed document of the same id), and patches and
 * transactions (`mutate`, applied by the local Content API's own planner) that honour `ifRevisionId` as Sanity does
 * (409 on a stale revision). Each read
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

const dataset = () => [...SEED.filter((document) => !privateDocuments.has(document._id)), ...privateDocuments.values()]

const client = {
  async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
    stats.reads += 1
    return (await (await evaluate(parse(query, { params }), { dataset: dataset(), params })).get()) as T
  },
  async getDocument<T>(id: string): Promise<T | undefined> {
    await Promise.resolve()
    stats.reads += 1
    const found = privateDocuments.get(id)
    return found ? (structuredClone(found) as T) : undefined
  },
  /** Several documents in one read, in the order asked, `null` where one is missing (as @sanity/client answers). */
  async getDocuments<T>(ids: string[]): Promise<Array<T | null>> {
    await Promise.resolve()
    stats.reads += 1
    return ids.map((id) => {
      const found = privateDocuments.get(id)
      return found ? (structuredClone(found) as T) : null
    })
  },
  /** A transaction, whole or not at all, as the Content Lake commits it: one new revision for what it changed. */
  async mutate(mutations: Record<string, unknown>[]): Promise<{ results: { id: string }[] }> {
    await Promise.resolve()
    revisions += 1
    const revision = `rev-${revisions}`
    const plan = await planTransaction(mutations, {
      transactionId: revision,
      timestamp: new Date().toISOString(),
      autoGenerateArrayKeys: false,
      read: (id) => privateDocuments.get(id) ?? null,
      all: () => [...privateDocuments.values()],
    })
    for (const change of plan.changes) {
      if (change.after) privateDocuments.set(change.id, { ...change.after, _rev: revision })
      else privateDocuments.delete(change.id)
      stats.writes += 1
    }
    return { results: plan.results }
  },
  async createIfNotExists(document: SanityDocument): Promise<SanityDocument> {
    await client.mutate([{ createIfNotExists: document }])
    return structuredClone(privateDocuments.get(document._id)!)
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
