// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

/** Who may call the local Content API from a browser: pages on this machine; a page elsewhere gets nothing done. */
let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(() => lake.dispose())

/** Three levels of `*[]`: seconds of work before any limit, the shape of the query that froze the API. */
const NESTED = 'count(*[]{"a":*[]{"b":*[0..90]{_id}}})'
const queryUrl = (query: string) =>
  `${lake.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`

describe('a page on another site', () => {
  it('is refused with 403 in Sanity’s error shape before its query runs', async () => {
    const answer = await fetch(queryUrl(NESTED), { headers: { Origin: 'https://evil.example' } })
    expect(answer.status).toBe(403)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const body = await answer.json()
    expect(body).toEqual({
      error: { description: expect.stringContaining('https://evil.example'), type: 'corsOriginError' },
      statusCode: 403,
    })
  })

  it('gets no write done, even with the editor’s token, and no preflight', async () => {
    const write = await fetch(`${lake.origin}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        Authorization: `Bearer ${TEST_TOKEN}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ mutations: [{ create: { _id: 'planted', _type: 'note' } }] }),
    })
    expect(write.status).toBe(403)
    expect(await lake.client.getDocument('planted')).toBeUndefined()
    const preflight = await fetch(`${lake.origin}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(403)
  })

  it('is refused when it sends no Origin (an image or a script tag), told apart by Sec-Fetch-Site', async () => {
    const answer = await fetch(queryUrl(NESTED), {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
    })
    expect(answer.status).toBe(403)
    expect((await answer.json()).error.type).toBe('corsOriginError')
  })
})

describe('pages on this machine and programs', () => {
  it('are answered: the Studio’s page, the site’s, and a client that is no browser', async () => {
    for (const origin of ['http://localhost:3333', 'http://local.localhost:3334', 'http://127.0.0.1:3000']) {
      const answer = await fetch(queryUrl('count(*[_type == "teamMember"])'), { headers: { Origin: origin } })
      expect(answer.status, origin).toBe(200)
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin)
    }
    const direct = await fetch(queryUrl('count(*[_type == "teamMember"])'), { headers: { 'Sec-Fetch-Site': 'none' } })
    expect(direct.status).toBe(200)
    expect((await fetch(queryUrl('count(*[_type == "teamMember"])'))).status).toBe(200)
  })
})
