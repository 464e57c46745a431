// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// `ifRevisionID` as Sanity's Content Lake honours it (decision 066): a patch guarded by a revision that is no longer
// the document's refuses its whole transaction with a 409 shaped as Sanity's, through HTTP and through
// @sanity/client; nothing of a refused transaction is written, remembered or heard by a listener; and two
// transactions guarded by the same revision never both pass, however many arrive at once.
import { ClientError } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'
import type { CommittedTransaction } from './dataset-store'

let lake: Running
const committed: CommittedTransaction[] = []
beforeAll(async () => {
  lake = await startApi()
  lake.api.store.subscribe((txn) => committed.push(txn))
})
afterAll(() => lake.dispose())

const mutate = (mutations: unknown[]) =>
  fetch(`${lake.origin}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_TOKEN}` },
    body: JSON.stringify({ mutations }),
  })

/** A counter document, as a ledger is: its revision is what a writer read. */
async function counter(id: string) {
  return lake.client.createOrReplace({ _id: id, _type: 'counter', taken: 0 })
}

describe('ifRevisionID on a patch', () => {
  it('applies the patch when the revision is the document’s, and the document takes a new one', async () => {
    const doc = await counter('rev-current')
    const result = await lake.client.patch('rev-current').ifRevisionId(doc._rev).inc({ taken: 2 }).commit()
    expect(result.taken).toBe(2)
    expect(result._rev).not.toBe(doc._rev)
  })

  it('refuses a stale revision with Sanity’s 409 body, naming both revisions, over HTTP', async () => {
    const stale = await counter('rev-http')
    const fresh = await lake.client.patch('rev-http').set({ taken: 1 }).commit()
    const response = await mutate([{ patch: { id: 'rev-http', ifRevisionID: stale._rev, set: { taken: 9 } } }])
    expect(response.status).toBe(409)
    const description = `Document "rev-http" has unexpected revision ID ("${fresh._rev}"), expected "${stale._rev}"`
    const body = (await response.json()) as { error: Record<string, unknown> }
    expect(body.error).toEqual({
      description: `Mutation failed: ${description}`,
      type: 'mutationError',
      items: [
        {
          index: 0,
          error: {
            currentRevisionID: fresh._rev,
            description,
            expectedRevisionID: stale._rev,
            type: 'documentRevisionIDDoesNotMatchError',
          },
        },
      ],
    })
    expect((await lake.client.getDocument('rev-http'))?.taken).toBe(1)
  })

  it('reaches @sanity/client as a ClientError with statusCode 409, and names the failing mutation', async () => {
    const stale = await counter('rev-client')
    await lake.client.patch('rev-client').set({ taken: 1 }).commit()
    let caught: unknown
    try {
      await lake.client
        .transaction()
        .create({ _id: 'rev-client-note', _type: 'note' })
        .patch('rev-client', (patch) => patch.ifRevisionId(stale._rev).set({ taken: 5 }))
        .commit()
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ClientError)
    const error = caught as ClientError
    expect(error.statusCode).toBe(409)
    expect(error.message).toContain('has unexpected revision ID')
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 1, error: { type: 'documentRevisionIDDoesNotMatchError' } }],
    })
  })

  it('guards a patch that targets its documents by query too', async () => {
    const stale = await counter('rev-query')
    await lake.client.patch('rev-query').set({ taken: 1 }).commit()
    const failure = await errorOf(
      lake.client.mutate([{ patch: { query: '*[_id == "rev-query"]', ifRevisionID: stale._rev, set: { taken: 7 } } }]),
    )
    expect(failure.statusCode).toBe(409)
    expect((await lake.client.getDocument('rev-query'))?.taken).toBe(1)
  })
})

describe('a refused transaction', () => {
  it('writes nothing, is told to no listener and leaves no history, even its earlier mutations', async () => {
    const stale = await counter('rev-whole')
    await lake.client.patch('rev-whole').set({ taken: 1 }).commit()
    const before = committed.length
    const revisionBefore = lake.api.store.revision('production')
    const response = await mutate([
      { create: { _id: 'rev-whole-hold', _type: 'hold', places: 2 } },
      { patch: { id: 'rev-whole', ifRevisionID: stale._rev, inc: { taken: 2 } } },
    ])
    expect(response.status).toBe(409)
    expect(await lake.client.getDocument('rev-whole-hold')).toBeUndefined()
    expect((await lake.client.getDocument('rev-whole'))?.taken).toBe(1)
    // Listeners, the history and the publish webhook all hear of a transaction from the store's commits.
    expect(committed.length).toBe(before)
    expect(lake.api.store.revision('production')).toBe(revisionBefore)
  })
})

describe('transactions guarded by the same revision', () => {
  it('never both pass: of 20 sent at once, exactly one lands and 19 get 409', async () => {
    const doc = await counter('rev-race')
    await counter('rev-race-log')
    // Each also patches by query, so the API awaits a query inside each transaction, as it does to write it.
    const attempts = Array.from({ length: 20 }, (_, n) =>
      mutate([
        { patch: { query: '*[_id == "rev-race-log"]', set: { [`seen${n}`]: true } } },
        { patch: { id: 'rev-race', ifRevisionID: doc._rev, inc: { taken: 2 } } },
      ]),
    )
    const statuses = (await Promise.all(attempts)).map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    expect((await lake.client.getDocument('rev-race'))?.taken).toBe(2)
  })
})
