// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

let lake: Running
beforeAll(async () => {
  lake = await startApi({ maxBodyBytes: 64 * 1024 })
})
afterAll(() => lake.dispose())

const mutate = (body: unknown, query = '', token: string | null = TEST_TOKEN) =>
  fetch(`${lake.origin}/v2025-02-19/data/mutate/production${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

describe('mutations', () => {
  it('creates, with system fields, and returns ids and documents', async () => {
    const response = await mutate(
      {
        mutations: [
          { create: { _id: 'hotel-a', _type: 'hotel', name: 'A' } },
          { create: { _type: 'hotel', name: 'Generated' } },
        ],
      },
      '?returnIds=true&returnDocuments=true',
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.transactionId).toMatch(/^[A-Za-z0-9]{22}$/)
    expect(body.results[0]).toMatchObject({
      id: 'hotel-a',
      operation: 'create',
      document: { _id: 'hotel-a', name: 'A' },
    })
    expect(body.documentIds).toHaveLength(2)
    const doc = await lake.client.getDocument('hotel-a')
    // Sanity uses the transaction id as the revision of every document the transaction touched.
    expect(doc).toMatchObject({
      _rev: body.transactionId,
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    })
    const generated = await lake.client.getDocument(body.documentIds[1])
    expect(generated?.name).toBe('Generated')
  })

  it('creates through @sanity/client, createIfNotExists and createOrReplace', async () => {
    const created = await lake.client.create({ _type: 'hotel', name: 'Client made' })
    expect(created._id).toBeTruthy()
    await lake.client.createIfNotExists({ _id: 'hotel-a', _type: 'hotel', name: 'ignored' })
    expect((await lake.client.getDocument('hotel-a'))?.name).toBe('A')
    const before = await lake.client.getDocument('hotel-a')
    const replaced = await lake.client.createOrReplace({ _id: 'hotel-a', _type: 'hotel', title: 'Replaced' })
    expect((replaced as Record<string, unknown>).name).toBeUndefined()
    expect(replaced.title).toBe('Replaced')
    expect(replaced._createdAt).toBe(before?._createdAt)
  })

  it('applies every patch operation', async () => {
    await lake.client.create({
      _id: 'patch-me',
      _type: 'hotel',
      name: 'Old',
      rating: 3,
      stock: 10,
      extra: 'x',
      tags: [
        { _key: 'a', label: 'A' },
        { _key: 'c', label: 'C' },
      ],
      text: 'hello world',
    })
    const patched = await lake.client
      .patch('patch-me')
      .set({ name: 'New', 'address.city': 'Nairobi' })
      .unset(['extra'])
      .setIfMissing({ rating: 99, stars: 5 })
      .inc({ rating: 2 })
      .dec({ stock: 4 })
      .insert('after', 'tags[_key=="a"]', [{ _key: 'b', label: 'B' }])
      .diffMatchPatch({ text: '@@ -1,11 +1,11 @@\n-hello world\n+Hello World\n' })
      .commit()
    expect(patched).toMatchObject({
      name: 'New',
      address: { city: 'Nairobi' },
      rating: 5,
      stars: 5,
      stock: 6,
      text: 'Hello World',
    })
    expect(patched.extra).toBeUndefined()
    expect(patched.tags.map((tag: { _key: string }) => tag._key)).toEqual(['a', 'b', 'c'])
    const replaced = await lake.client
      .patch('patch-me')
      .insert('replace', 'tags[_key=="b"]', [{ _key: 'z', label: 'Z' }])
      .commit()
    expect(replaced.tags.map((tag: { _key: string }) => tag._key)).toEqual(['a', 'z', 'c'])
  })

  it('patches and deletes by query', async () => {
    await lake.client
      .transaction()
      .create({ _id: 'q-1', _type: 'lodge', open: false })
      .create({ _id: 'q-2', _type: 'lodge', open: false })
      .commit()
    const response = await mutate({
      mutations: [{ patch: { query: '*[_type == $t]', params: { t: 'lodge' }, set: { open: true } } }],
    })
    expect((await response.json()).results).toHaveLength(2)
    expect(await lake.client.fetch('*[_type == "lodge"].open')).toEqual([true, true])
    await mutate({ mutations: [{ delete: { query: '*[_type == "lodge"]' } }] })
    expect(await lake.client.fetch('count(*[_type == "lodge"])')).toBe(0)
  })

  it('deletes by id', async () => {
    await lake.client.create({ _id: 'doomed', _type: 'hotel' })
    const result = await lake.client.delete('doomed')
    expect(result.results[0]).toMatchObject({ id: 'doomed', operation: 'delete' })
    expect(await lake.client.getDocument('doomed')).toBeUndefined()
  })

  it('refuses deleting a referenced document (409, naming it) unless the reference is weak or goes too', async () => {
    await mutate({
      mutations: [
        { create: { _id: 'card-kept', _type: 'storyCard', title: 'Kept' } },
        { create: { _id: 'home-ref', _type: 'homePage', card: { _type: 'reference', _ref: 'card-kept' } } },
        { create: { _id: 'card-weak', _type: 'storyCard', title: 'Weak' } },
        {
          create: {
            _id: 'home-weak',
            _type: 'homePage',
            cards: [{ _key: 'a', _type: 'reference', _ref: 'card-weak', _weak: true }],
          },
        },
      ],
    })
    const refused = await mutate({ mutations: [{ delete: { id: 'card-kept' } }] })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { items: { error: unknown }[] } }).error.items[0]!.error).toMatchObject({
      type: 'documentHasExistingReferencesError',
      referencingIDs: ['home-ref'],
    })
    expect(await lake.client.getDocument('card-kept')).toBeTruthy()
    expect((await mutate({ mutations: [{ delete: { id: 'card-weak' } }] })).status).toBe(200)
    // Removing the reference and the document in one transaction is what an editor's cleanup does.
    expect(
      (await mutate({ mutations: [{ patch: { id: 'home-ref', unset: ['card'] } }, { delete: { id: 'card-kept' } }] }))
        .status,
    ).toBe(200)
    expect(await lake.client.getDocument('card-kept')).toBeUndefined()
  })

  it('autoGenerateArrayKeys adds missing _key values', async () => {
    const response = await mutate(
      { mutations: [{ create: { _id: 'keys', _type: 'hotel', rooms: [{ name: 'x' }, { _key: 'keep', name: 'y' }] } }] },
      '?autoGenerateArrayKeys=true&returnDocuments=true',
    )
    const rooms = (await response.json()).results[0].document.rooms
    expect(rooms[0]._key).toMatch(/^[a-f0-9]{12}$/)
    expect(rooms[1]._key).toBe('keep')
  })

  it('dryRun reports without changing anything', async () => {
    const response = await mutate({ mutations: [{ create: { _id: 'dry', _type: 'hotel' } }] }, '?dryRun=true')
    expect(response.status).toBe(200)
    expect(await lake.client.getDocument('dry')).toBeUndefined()
  })

  it('is atomic: a failing mutation leaves earlier ones unapplied', async () => {
    const failure = await errorOf(
      lake.client
        .transaction()
        .create({ _id: 'atomic-1', _type: 'hotel' })
        .patch('does-not-exist', (p) => p.set({ a: 1 }))
        .commit(),
    )
    expect(failure.statusCode).toBe(409)
    expect(failure.details.error?.type).toBe('mutationError')
    expect(failure.details.error?.items?.[0]).toMatchObject({
      index: 1,
      error: { type: 'documentNotFoundError', id: 'does-not-exist' },
    })
    expect(await lake.client.getDocument('atomic-1')).toBeUndefined()
  })

  it('refuses a stale ifRevisionID with 409', async () => {
    const doc = await lake.client.create({ _id: 'rev', _type: 'hotel', n: 1 })
    await lake.client.patch('rev').ifRevisionId(doc._rev).set({ n: 2 }).commit()
    const failure = await errorOf(lake.client.patch('rev').ifRevisionId(doc._rev).set({ n: 3 }).commit())
    expect(failure.statusCode).toBe(409)
    expect((await lake.client.getDocument('rev'))?.n).toBe(2)
  })

  it('refuses to create an existing id with 409', async () => {
    const failure = await errorOf(lake.client.create({ _id: 'hotel-a', _type: 'hotel' }))
    expect(failure.statusCode).toBe(409)
    expect(failure.details.error?.items?.[0]?.error.type).toBe('documentAlreadyExistsError')
  })

  it('refuses invalid input with 400, never 500', async () => {
    for (const body of [
      {},
      { mutations: [] },
      { mutations: [{ bogus: {} }] },
      { mutations: [{ create: { _id: 'no-type' } }] },
      { mutations: [{ create: { _id: 'bad id!', _type: 'x' } }] },
      { mutations: [{ patch: { set: { a: 1 } } }] },
      { mutations: [{ create: { _id: 'x', _type: 'x' }, delete: { id: 'x' } }] },
    ]) {
      expect((await mutate(body)).status, JSON.stringify(body)).toBe(400)
    }
    const notJson = await fetch(`${lake.origin}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      body: '{nope',
    })
    expect(notJson.status).toBe(400)
    expect((await mutate({ mutations: [{ patch: { id: 'hotel-a', unset: ['_type'] } }] })).status).toBe(400)
  })

  it('needs the editor token: none, a wrong one or one in the query string gets 401', async () => {
    expect((await mutate({ mutations: [{ create: { _type: 'hotel' } }] }, '', null)).status).toBe(401)
    expect((await mutate({ mutations: [{ create: { _type: 'hotel' } }] }, '', 'wrong-token')).status).toBe(401)
    expect((await mutate({ mutations: [{ create: { _type: 'hotel' } }] }, `?token=${TEST_TOKEN}`, null)).status).toBe(
      401,
    )
    const failure = await errorOf(lake.anon.create({ _type: 'hotel' }))
    expect(failure.statusCode).toBe(401)
  })

  it('stops reading an oversized chunked body and answers 413', async () => {
    const url = new URL(`${lake.origin}/v2025-02-19/data/mutate/production`)
    const chunk = Buffer.alloc(16 * 1024, 'a')
    const total = 64 * 1024 * 1024
    let sent = 0
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${TEST_TOKEN}`,
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
        },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', (error) => (sent < total ? undefined : reject(error)))
      const pump = () => {
        while (sent < total) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        req.end()
      }
      pump()
    })
    expect(status).toBe(413)
    // The server answered long before the sender was done: it did not buffer the whole body.
    expect(sent).toBeLessThan(total / 2)
  })
})

describe('actions', () => {
  const act = (actions: unknown[]) =>
    fetch(`${lake.origin}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_TOKEN}` },
      body: JSON.stringify({ actions }),
    })

  it('edits, publishes (keeping _createdAt), unpublishes and discards', async () => {
    await lake.client.create({ _id: 'act', _type: 'hotel', name: 'v1' })
    const original = await lake.client.getDocument('act')
    expect(
      (
        await act([
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.act',
            publishedId: 'act',
            patch: { set: { name: 'v2' } },
          },
        ])
      ).status,
    ).toBe(200)
    expect((await lake.client.getDocument('drafts.act'))?.name).toBe('v2')
    const published = await act([
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.act', publishedId: 'act' },
    ])
    expect(await published.json()).toEqual({ transactionId: expect.any(String) })
    const after = await lake.client.getDocument('act')
    expect(after).toMatchObject({ name: 'v2', _createdAt: original?._createdAt })
    expect(await lake.client.getDocument('drafts.act')).toBeUndefined()
    expect(
      (await act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.act', publishedId: 'act' }])).status,
    ).toBe(409)
    await act([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.act', publishedId: 'act' }])
    expect(await lake.client.getDocument('act')).toBeUndefined()
    expect((await lake.client.getDocument('drafts.act'))?.name).toBe('v2')
    await act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.act' }])
    expect(await lake.client.getDocument('drafts.act')).toBeUndefined()
  })

  it('creates drafts and deletes a document with its draft', async () => {
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'made',
        attributes: { _id: 'drafts.made', _type: 'hotel', name: 'd' },
        ifExists: 'fail',
      },
    ])
    expect((await lake.client.getDocument('drafts.made'))?.name).toBe('d')
    await act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.made', publishedId: 'made' }])
    await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.made',
        publishedId: 'made',
        patch: { set: { name: 'e' } },
      },
    ])
    await act([{ actionType: 'sanity.action.document.delete', publishedId: 'made', includeDrafts: ['drafts.made'] }])
    expect(await lake.client.getDocuments(['made', 'drafts.made'])).toEqual([null, null])
    expect((await act([{ actionType: 'sanity.action.nope' }])).status).toBe(400)
  })
})
