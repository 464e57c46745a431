// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
  // A published document with a draft, a draft-only document and a private (path) document.
  await lake.client
    .transaction()
    .create({ _id: 'golf-1', _type: 'course', name: 'Karen', holes: 18 })
    .create({ _id: 'drafts.golf-1', _type: 'course', name: 'Karen (edited)', holes: 18 })
    .create({ _id: 'drafts.golf-2', _type: 'course', name: 'Vipingo', holes: 9 })
    .create({ _id: 'sanity-preview-url-secret.abc', _type: 'sanity.previewUrlSecret', secret: 's3cret' })
    .commit()
})
afterAll(() => lake.dispose())

describe('query', () => {
  it('evaluates GROQ with parameters and answers in Sanity’s shape', async () => {
    const raw = await lake.client.fetch(
      '*[_type == $type && holes >= $min]{name}',
      { type: 'course', min: 18 },
      { filterResponse: false, perspective: 'published' },
    )
    expect(raw.result).toEqual([{ name: 'Karen' }])
    expect(typeof raw.ms).toBe('number')
    const response = await fetch(
      `${lake.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == $id][0].name')}` +
        '&%24id=%22golf-1%22',
    )
    expect(await response.json()).toMatchObject({ query: '*[_id == $id][0].name', result: 'Karen' })
  })

  it('answers POST queries with params in the body', async () => {
    const response = await fetch(`${lake.origin}/v2025-02-19/data/query/production?perspective=drafts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '*[_type == "course"] | order(name) {_id, name}', params: {} }),
    })
    expect((await response.json()).result).toEqual([
      { _id: 'golf-1', name: 'Karen (edited)' },
      { _id: 'golf-2', name: 'Vipingo' },
    ])
  })

  it('applies each perspective', async () => {
    const names = (perspective?: 'raw' | 'published' | 'drafts' | 'previewDrafts', apiVersion?: string) =>
      lake
        .clientFor(TEST_TOKEN, apiVersion)
        .fetch<string[]>('*[_type == "course"] | order(_id) ._id', {}, perspective ? { perspective } : {})
    expect(await names('raw')).toEqual(['drafts.golf-1', 'drafts.golf-2', 'golf-1'])
    expect(await names('published')).toEqual(['golf-1'])
    expect(await names('drafts')).toEqual(['golf-1', 'golf-2'])
    expect(await names('previewDrafts')).toEqual(['golf-1', 'golf-2'])
    // The default changed to published in API version 2025-02-19; older versions default to raw.
    expect(await names(undefined, '2025-02-19')).toEqual(['golf-1'])
    expect(await names(undefined, '2021-10-21')).toEqual(['drafts.golf-1', 'drafts.golf-2', 'golf-1'])
    const overlaid = await lake.client.fetch(
      '*[_id == "golf-1"][0]{_id, _originalId, name}',
      {},
      { perspective: 'drafts' },
    )
    expect(overlaid).toEqual({ _id: 'golf-1', _originalId: 'drafts.golf-1', name: 'Karen (edited)' })
  })

  it('never shows drafts or private documents to anonymous callers', async () => {
    for (const perspective of ['raw', 'drafts', 'published'] as const) {
      const ids = await lake.anon.fetch<string[]>(
        '*[_type == "course" || _type == "sanity.previewUrlSecret"]._id',
        {},
        { perspective },
      )
      expect(ids).toEqual(['golf-1'])
    }
    expect(await lake.anon.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'raw' })).toBe(0)
    expect(await lake.anon.fetch('*[secret == "s3cret"]', {}, { perspective: 'raw' })).toEqual([])
    expect(await lake.client.fetch('*[secret == "s3cret"][0]._id', {}, { perspective: 'raw' })).toBe(
      'sanity-preview-url-secret.abc',
    )
  })

  it('refuses a wrong token rather than reading anonymously', async () => {
    const failure = await errorOf(lake.clientFor('not-the-token').fetch('1'))
    expect(failure.statusCode).toBe(401)
  })

  it('reports malformed GROQ as a 400 queryParseError with the message', async () => {
    const response = await fetch(
      `${lake.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == ')}`,
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.type).toBe('queryParseError')
    expect(body.error.description).toMatch(/Syntax error/)
    const missing = await errorOf(lake.client.fetch('*[_id == $nope]'))
    expect(missing.statusCode).toBe(400)
    expect(missing.message).toMatch(/param \$nope referenced, but not provided/)
    const badParam = await fetch(`${lake.origin}/v2025-02-19/data/query/production?query=1&%24x=nojson`)
    expect(badParam.status).toBe(400)
  })

  it('answers 404 for an unknown dataset and an unknown route', async () => {
    const failure = await errorOf(lake.client.withConfig({ dataset: 'staging' }).fetch('1'))
    expect(failure.statusCode).toBe(404)
    expect((await fetch(`${lake.origin}/v2025-02-19/nothing/here`)).status).toBe(404)
    expect((await fetch(`${lake.origin}/vBAD/data/query/production?query=1`)).status).toBe(400)
  })
})

describe('doc endpoint', () => {
  it('returns the documents and says why others are omitted', async () => {
    const response = await fetch(`${lake.origin}/v2025-02-19/data/doc/production/golf-1,missing-doc,drafts.golf-1`, {
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    })
    const body = await response.json()
    expect(body.documents.map((doc: { _id: string }) => doc._id)).toEqual(['golf-1', 'drafts.golf-1'])
    expect(body.omitted).toEqual([{ id: 'missing-doc', reason: 'existence' }])
    const anonymous = await (await fetch(`${lake.origin}/v2025-02-19/data/doc/production/golf-1,drafts.golf-1`)).json()
    expect(anonymous.documents.map((doc: { _id: string }) => doc._id)).toEqual(['golf-1'])
    expect(anonymous.omitted).toEqual([{ id: 'drafts.golf-1', reason: 'permission' }])
    const doc = await lake.client.getDocument('golf-1')
    expect(doc).toMatchObject({
      _id: 'golf-1',
      name: 'Karen',
      _rev: expect.any(String),
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    })
  })
})

describe('CORS', () => {
  it('allows loopback origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${lake.origin}/v2025-02-19/data/mutate/production`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      })
    const local = await preflight('http://localhost:3333')
    expect(local.status).toBe(204)
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(local.headers.get('access-control-allow-credentials')).toBe('true')
    expect(local.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
    expect(local.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(local.headers.get('access-control-max-age')).toBe('600')
    expect(local.headers.get('vary')).toBe('Origin')
    expect((await preflight('http://local.localhost:3333')).headers.get('access-control-allow-origin')).toBe(
      'http://local.localhost:3333',
    )
    const foreign = await preflight('https://evil.example')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(foreign.headers.get('vary')).toBe('Origin')
    const simple = await fetch(`${lake.origin}/v2025-02-19/data/query/production?query=1`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    })
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(simple.headers.get('access-control-allow-credentials')).toBe('true')
    expect(simple.headers.get('access-control-expose-headers')).toBe('Content-Length, Content-Type, X-Sanity-Shard')
    expect(simple.headers.get('access-control-allow-methods')).toBeNull()
    // An OPTIONS that names no method is no preflight: the routes answer it.
    const plainOptions = await fetch(`${lake.origin}/v2025-02-19/data/query/production`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3333' },
    })
    expect(plainOptions.status).toBe(405)
    expect(plainOptions.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    const lookalike = await fetch(`${lake.origin}/v2025-02-19/data/query/production?query=1`, {
      headers: { Origin: 'http://localhost.evil.example' },
    })
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull()
  })
})
