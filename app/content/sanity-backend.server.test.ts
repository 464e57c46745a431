import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/server/env.server'
import { createSanityBackend } from './sanity-backend.server'

/** A stand-in Content Lake on loopback that records each request and answers like the query API. */
let server: Server
let origin: string
const requests: Array<{ method?: string; url: URL; headers: IncomingMessage['headers'] }> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ method: req.method, url: new URL(req.url ?? '/', 'http://localhost'), headers: req.headers })
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ query: '', result: { name: 'Gold Package' }, ms: 1 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function backend(extra: Record<string, string> = {}) {
  return createSanityBackend(
    parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_VERSION: '2025-02-19', SANITY_API_HOST: origin, ...extra }),
  )
}

describe('the Sanity back end speaks the query API', () => {
  it('sends a public read as GET /v{apiVersion}/data/query/{dataset} with $params, published perspective and no token', async () => {
    requests.length = 0
    const query = '*[_type == "itineraryPackage" && slug.current == $slug][0]{ name }'
    const result = await backend({ SANITY_READ_TOKEN: 'sk-server-only-token' }).query(query, { slug: 'gold-package' }, 'published')
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
    requests.length = 0
    const query = '*[_type == "catalogueItem" && name match $term]{ name }'
    const term = '"] | *[_type == "sanity.imageAsset"'
    await backend().query(query, { term }, 'published')
    expect(requests[0]!.url.searchParams.get('query')).toBe(query)
    expect(requests[0]!.url.searchParams.get('$term')).toBe(JSON.stringify(term))
  })

  it('reads drafts only for preview, with the read token and the drafts perspective', async () => {
    requests.length = 0
    await backend({ SANITY_READ_TOKEN: 'sk-server-only-token' }).query('*[_id == $id][0]', { id: 'package-gold-package' }, 'drafts')
    expect(requests[0]!.url.searchParams.get('perspective')).toBe('drafts')
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-server-only-token')
  })

  it('refuses to preview without a read token rather than silently showing published content', async () => {
    await expect(async () => backend().query('*[0]', {}, 'drafts')).rejects.toThrow(/SANITY_READ_TOKEN/)
  })
})
