import { Mutation } from '@sanity/mutator'
import { uuid } from '@sanity/uuid'
import { evaluate, parse } from 'groq-js'
import { addMissingKeys, type Doc } from './documents'
import { isValidId } from './ids'
import { assertNothingReferences } from './referential-integrity'
import { ApiError } from './route'

/** One mutation as the client sends it: `{ create: {...} }`, `{ patch: {...} }`, … */
export type Mut = Record<string, unknown>
export type Operation = 'create' | 'update' | 'delete' | 'none'

export type Change = { id: string; before: Doc | null; after: Doc | null; mutations: Mut[] }
export type TransactionPlan = { results: { id: string; operation: Operation }[]; changes: Change[] }

export type TransactionContext = {
  transactionId: string
  timestamp: string
  autoGenerateArrayKeys: boolean
  /** The document as the transaction found it. */
  read(id: string): Doc | null
  /** Every document as the transaction found it (for query-targeted patches and deletes). */
  all(): Doc[]
}

const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'patch', 'delete'] as const
type Kind = (typeof KINDS)[number]

/**
 * A refusal of one mutation, shaped as Sanity reports it: the transaction's error names the failing mutation's
 * index, so a client can tell which of many went wrong.
 */
function mutationError(status: number, index: number, description: string, type: string, id?: string): ApiError {
  return new ApiError(status, `Mutation failed: ${description}`, 'mutationError', {
    items: [{ error: { description, ...(id ? { id } : {}), type }, index }],
  })
}

/**
 * A patch whose `ifRevisionID` is not the document's revision, worded and shaped as Sanity's Content Lake sends
 * it (409; the item names both revisions and no id), so a client that reads the error reads the same on both.
 */
function revisionMismatch(index: number, id: string, current: unknown, expected: unknown): ApiError {
  const description =
    `Document "${id}" has unexpected revision ID ("${String(current)}"), ` + `expected "${String(expected)}"`
  return new ApiError(409, `Mutation failed: ${description}`, 'mutationError', {
    items: [
      {
        error: {
          currentRevisionID: current,
          description,
          expectedRevisionID: expected,
          type: 'documentRevisionIDDoesNotMatchError',
        },
        index,
      },
    ],
  })
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * Works out what a transaction does without changing anything: every mutation is applied in order to a working
 * copy (later mutations see earlier ones), with @sanity/mutator doing the document edits exactly as Sanity's
 * clients do. Any failure throws before the caller commits, so a transaction lands whole or not at all.
 */
export async function planTransaction(input: unknown, ctx: TransactionContext): Promise<TransactionPlan> {
  if (!Array.isArray(input) || input.length === 0)
    throw new ApiError(400, 'The body must have a non-empty "mutations" array.', 'invalidMutationError')
  const working = new Map<string, Doc | null>()
  const touched = new Map<string, { before: Doc | null; mutations: Mut[] }>()
  const results: TransactionPlan['results'] = []
  const current = (id: string) => (working.has(id) ? working.get(id)! : ctx.read(id))

  const allCurrent = () => {
    const docs = new Map(ctx.all().map((doc) => [doc._id, doc] as const))
    for (const [id, doc] of working) {
      if (doc) docs.set(id, doc)
      else docs.delete(id)
    }
    return [...docs.values()]
  }

  const write = (id: string, next: Doc | null, mutation: Mut) => {
    if (!touched.has(id)) touched.set(id, { before: ctx.read(id), mutations: [] })
    touched.get(id)!.mutations.push(mutation)
    working.set(id, next)
  }

  const run = (doc: Doc | null, mutation: Mut, index: number): Doc | null => {
    try {
      const applied = new Mutation({
        mutations: [structuredClone(mutation)],
        transactionId: ctx.transactionId,
        resultRev: ctx.transactionId,
        timestamp: ctx.timestamp,
      }).apply(doc ? structuredClone(doc) : null) as Doc | null
      return applied && ctx.autoGenerateArrayKeys ? (addMissingKeys(applied) as Doc) : applied
    } catch (error) {
      throw mutationError(400, index, (error as Error).message, 'invalidPatchError')
    }
  }

  const targets = async (spec: Record<string, unknown>, index: number): Promise<string[]> => {
    if (typeof spec.id === 'string') return [spec.id]
    if (typeof spec.query === 'string') {
      const params = isObject(spec.params) ? spec.params : {}
      try {
        const value = await (await evaluate(parse(spec.query, { params }), { dataset: allCurrent(), params })).get()
        const list = Array.isArray(value) ? value : [value]
        return list.filter((doc): doc is Doc => isObject(doc) && typeof doc._id === 'string').map((doc) => doc._id)
      } catch (error) {
        throw mutationError(400, index, `Invalid query: ${(error as Error).message}`, 'queryParseError')
      }
    }
    throw mutationError(400, index, 'A patch or delete needs an "id" or a "query".', 'invalidMutationError')
  }

  for (const [index, raw] of input.entries()) {
    if (!isObject(raw)) throw mutationError(400, index, 'Each mutation must be an object.', 'invalidMutationError')
    const kinds = Object.keys(raw).filter((key): key is Kind => (KINDS as readonly string[]).includes(key))
    if (kinds.length !== 1 || Object.keys(raw).length !== 1) {
      throw mutationError(
        400,
        index,
        `Each mutation must have exactly one of ${KINDS.join(', ')}.`,
        'invalidMutationError',
      )
    }
    const kind = kinds[0]!
    const body = raw[kind]
    if (!isObject(body)) throw mutationError(400, index, `"${kind}" must be an object.`, 'invalidMutationError')

    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      const doc = { ...body }
      if (doc._id === undefined && kind === 'create') doc._id = uuid()
      // `drafts.` alone asks for a generated id under that path, as Sanity allows.
      else if (kind === 'create' && typeof doc._id === 'string' && doc._id.endsWith('.'))
        doc._id = `${doc._id}${uuid()}`
      if (!isValidId(doc._id))
        throw mutationError(400, index, `Document ID "${String(doc._id)}" is not valid.`, 'invalidDocumentIdError')
      if (typeof doc._type !== 'string' || doc._type === '')
        throw mutationError(400, index, 'The document has no _type.', 'invalidDocumentError', doc._id)
      const id = doc._id
      delete doc._rev
      delete doc._updatedAt
      const existing = current(id)
      if (existing && kind === 'create')
        throw mutationError(409, index, `Document by ID "${id}" already exists`, 'documentAlreadyExistsError', id)
      if (existing && kind === 'createIfNotExists') {
        results.push({ id, operation: 'none' })
        continue
      }
      // A replaced document keeps the date it was first created, unless the replacement names one.
      if (existing && doc._createdAt === undefined) doc._createdAt = existing._createdAt
      const mutation = { [kind]: doc }
      write(id, run(null, mutation, index), mutation)
      results.push({ id, operation: existing ? 'update' : 'create' })
      continue
    }

    if (kind === 'delete') {
      for (const id of await targets(body, index)) {
        const existing = current(id)
        if (!existing) {
          results.push({ id, operation: 'none' })
          continue
        }
        const mutation = { delete: { id } }
        write(id, null, mutation)
        results.push({ id, operation: 'delete' })
      }
      continue
    }

    // patch
    const { id: _id, query: _query, params: _params, ifRevisionID, ...operations } = body
    for (const id of await targets(body, index)) {
      const existing = current(id)
      if (!existing) throw mutationError(409, index, `Document "${id}" not found`, 'documentNotFoundError', id)
      if (ifRevisionID !== undefined && ifRevisionID !== existing._rev)
        throw revisionMismatch(index, id, existing._rev, ifRevisionID)
      const mutation: Mut = { patch: { id, ...(ifRevisionID !== undefined ? { ifRevisionID } : {}), ...operations } }
      const next = run(existing, { patch: { id, ...operations } }, index)
      if (!next || next._id !== id)
        throw mutationError(400, index, 'A patch cannot change or remove _id.', 'invalidPatchError', id)
      if (typeof next._type !== 'string' || next._type === '')
        throw mutationError(400, index, 'A patch cannot remove _type.', 'invalidPatchError', id)
      write(id, next, mutation)
      results.push({ id, operation: 'update' })
    }
  }

  const changes: Change[] = []
  for (const [id, { before, mutations }] of touched) {
    const after = working.get(id) ?? null
    if (before === null && after === null) continue
    changes.push({ id, before, after, mutations })
  }
  const deleted = changes.filter((change) => change.after === null).map((change) => change.id)
  if (deleted.length) assertNothingReferences(deleted, allCurrent())
  return { results, changes }
}
