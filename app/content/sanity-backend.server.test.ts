// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '#shared/site-settings.server'
import { ContentUnavailable } from './content-unavailable.server'
import { createSanityBackend, sanityFailureKind } from './sanity-backend.server'

/**
 * A stand-in Content Lake on loopback that records each request and answers like the query API, or, by `mode`,
 * never answers, fails with a 500 (every time or once), or rejects the query with a 400. `abandoned` resolves once
 * the request has ended: true when the back end hung up before any answer.
 */
let server: Server
let origin: string
let mode: 'ok' | 'hang' | 'fail' | 'fail-once' | 'bad-query' = 'ok'
const requests: Array<{
  method?: string
  url: URL
  headers: IncomingMessage['headers']
  abandoned: Promise<boolean>
}> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({
      method: req.method,
      url: new URL(req.url ?? '/', 'http://localhost'),
      headers: req.headers,
      abandoned: new Promise((resolve) => res.once('close', () => resolve(!res.writableFinished))),
    })
    if (mode === 'hang') return
    res.setHeader('Content-Type', 'application/json')
    if (mode === 'fail' || mode === 'fail-once') res.statusCode = 500
    if (mode === 'bad-query') res.statusCode = 400
    const body =
      mode === 'ok'
        ? { query: '', result: { name: 'Gold Package' }, ms: 1 }
        : { error: { description: `mode ${mode}` } }
    if (mode === 'fail-once') mode = 'ok'
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  mode = 'ok'
  requests.length = 0
})

/** Short enough for a test; the shape of the policy is what is under test, not its production numbers. */
// The deadline covers a request and its one retry: 400 ms was not enough for both on a loaded CI machine.
const TEST_POLICY = { timeoutMs: 1_500, retryDelayMs: 10 }

function backend(extra: Record<string, string> = {}) {
  return createSanityBackend(
    parseEnv({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-02-19',
      SANITY_API_HOST: origin,
      ...extra,
    }),
    TEST_POLICY,
  )
}

async function failureOf(read: Promise<unknown>) {
  const error = await read.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  return { error }
}

describe('the Sanity back end speaks the query API', () => {
  it('a public read is GET /v{apiVersion}/data/query/{dataset}: $params, published perspective, no token', async () => {
    const query = '*[_type == "itineraryPackage" && slug.current == $slug][0]{ name }'
    const result = await backend({ SANITY_READ_TOKEN: 'sk-server-only-token' }).query(
      query,
      { slug: 'gold-package' },
      'published',
    )
    expect(result).toEqual({ name: 'Gold Package' })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request!.method).toBe('GET')
    expect(request!.url.pathname).toBe('/v2025-02-19/data/query/production')
    expect(request!.url.searchParams.get('query')).toBe(query)
    expect(request!.url.searchParams.get('$slug')).toBe('"gold-package"')
    expect(request!.url.searchParams.get('perspective')).toBe('published')
    expect(request!.headers.authorization).toBeUndefined()
  })

  it('keeps user input out of the query text: a hostile term travels only as a JSON parameter', async () => {
    const query = '*[_type == "catalogueItem" && name match $term]{ name }'
    const term = '"] | *[_type == "sanity.imageAsset"'
    await backend().query(query, { term }, 'published')
    expect(requests[0]!.url.searchParams.get('query')).toBe(query)
    expect(requests[0]!.url.searchParams.get('$term')).toBe(JSON.stringify(term))
  })

  it('reads drafts only for preview, with the read token and the drafts perspective', async () => {
    await backend({ SANITY_READ_TOKEN: 'sk-server-only-token' }).query(
      '*[_id == $id][0]',
      { id: 'package-gold-package' },
      'drafts',
    )
    expect(requests[0]!.url.searchParams.get('perspective')).toBe('drafts')
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-server-only-token')
  })

  it('refuses to preview without a read token rather than silently showing published content', async () => {
    await expect(async () => backend().query('*[0]', {}, 'drafts')).rejects.toThrow(/SANITY_READ_TOKEN/)
  })
})

describe('the Sanity back end fails fast', () => {
  it('gives up on a Content Lake silent past the deadline after one request (no retry after a timeout)', async () => {
    mode = 'hang'
    const { error } = await failureOf(backend().query('*[0]', {}, 'published'))
    expect(error).toBeInstanceOf(ContentUnavailable)
    expect(error).toMatchObject({ reason: 'timeout' })
    // The deadline ended it: the back end hung up on the request, which the Content Lake never answered (the
    // client's own default would wait for minutes), and did not ask again.
    expect(await requests[0]!.abandoned).toBe(true)
    expect(requests).toHaveLength(1)
  })

  it("retries a 500 once (the client's own five retries are off), then reports the back end as failing", async () => {
    mode = 'fail'
    const { error } = await failureOf(backend().query('*[0]', {}, 'published'))
    expect(error).toMatchObject({ name: 'ContentUnavailable', reason: 'backend-error' })
    expect(requests).toHaveLength(2)
  })

  it('recovers within the one retry when the Content Lake answers the second time', async () => {
    mode = 'fail-once'
    expect(await backend().query('*[0]', {}, 'published')).toEqual({ name: 'Gold Package' })
    expect(requests).toHaveLength(2)
  })

  it('treats a rejected query (400) as a bug: thrown as is, not retried, not "unavailable"', async () => {
    mode = 'bad-query'
    const { error } = await failureOf(backend().query('*[', {}, 'published'))
    expect(error).not.toBeInstanceOf(ContentUnavailable)
    expect(error).toMatchObject({ statusCode: 400 })
    expect(requests).toHaveLength(1)
  })

  it('reports a refused connection as the back end being unavailable', async () => {
    const closed = createSanityBackend(
      parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://127.0.0.1:9', SANITY_DATASET: 'production' }),
      TEST_POLICY,
    )
    expect((await failureOf(closed.query('*[0]', {}, 'published'))).error).toMatchObject({ reason: 'backend-error' })
  })

  it('tells a retryable failure from an outage not worth retrying and from a bug', () => {
    expect(sanityFailureKind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'retryable',
    )
    expect(sanityFailureKind(Object.assign(new Error('Bad Gateway'), { statusCode: 502 }))).toBe('retryable')
    expect(sanityFailureKind(Object.assign(new Error('Too Many Requests'), { statusCode: 429 }))).toBe('unavailable')
    expect(sanityFailureKind(Object.assign(new Error('Unauthorized'), { statusCode: 401 }))).toBe('fault')
    expect(sanityFailureKind(new Error('Previewing drafts needs SANITY_READ_TOKEN'))).toBe('fault')
  })
})
