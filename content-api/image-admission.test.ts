// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'
import { assetServeRoutes } from './assets-serve'
import { createImageAdmission, ImageRefusal, imageClient } from './image-admission'
import { runRecipe } from './image-resizer'
import { ApiError, sendJson } from './route'

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    if (error instanceof ImageRefusal) return { status: error.status, retryAfter: error.retryAfterSeconds }
    throw error
  }
  throw new Error('Expected a refusal')
}

describe('image admission', () => {
  it('refuses a client holding its share of resizes (429), while another client still gets in', async () => {
    const admission = createImageAdmission({ capacity: 10, perClient: 2, newVariants: 100, windowSeconds: 60 })
    const held = [await admission.admit('a'), await admission.admit('a')]
    expect(held.map((h) => h.priority)).toEqual([0, -1])
    expect(await refusalOf(admission.admit('a'))).toEqual({ status: 429, retryAfter: 1 })
    expect((await admission.admit('b')).priority).toBe(0)
    held[0]!.done()
    held[0]!.done() // once only
    expect((await admission.admit('a')).priority).toBe(-1)
    expect(await refusalOf(admission.admit('a'))).toEqual({ status: 429, retryAfter: 1 })
  })

  it('refuses everyone (503, come back in a moment) once the backlog is full', async () => {
    const admission = createImageAdmission({ capacity: 3, perClient: 2, newVariants: 100, windowSeconds: 60 })
    await Promise.all([admission.admit('a'), admission.admit('b'), admission.admit('c')])
    expect(await refusalOf(admission.admit('d'))).toEqual({ status: 503, retryAfter: 2 })
    expect(admission.load()).toEqual({ total: 3, clients: 3 })
  })

  it('takes the place before counting, so a burst arriving at once cannot all pass', async () => {
    const admission = createImageAdmission({ capacity: 100, perClient: 3, newVariants: 100, windowSeconds: 60 })
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => admission.admit('burst')))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3)
  })

  it('limits a client’s new variants in a while (429 until the window passes); unused places come back', async () => {
    const admission = createImageAdmission({ capacity: 100, perClient: 100, newVariants: 3, windowSeconds: 30 })
    for (let i = 0; i < 2; i++) (await admission.admit('a')).done()
    ;(await admission.admit('a')).unused()
    ;(await admission.admit('a')).done()
    const refused = await refusalOf(admission.admit('a'))
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBeGreaterThan(25)
    expect(refused.retryAfter).toBeLessThanOrEqual(30)
    expect(admission.load().total).toBe(0)
    ;(await admission.admit('b')).done()
  })

  it('never refuses a local tool, nor gives it visitors’ places; its later resizes wait for their first', async () => {
    const admission = createImageAdmission({ capacity: 2, perClient: 1, newVariants: 1, windowSeconds: 60 })
    const editor = await Promise.all(Array.from({ length: 30 }, () => admission.admit(null)))
    expect(editor.map((a) => a.priority).slice(0, 3)).toEqual([0, -1, -2])
    expect(admission.load().total).toBe(0)
    expect((await admission.admit('visitor')).priority).toBe(0)
    for (const held of editor) held.done()
    expect((await admission.admit(null)).priority).toBe(0)
  })
})

describe('imageClient: whom a request counts against', () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }) as unknown as IncomingMessage
  it('believes X-Forwarded-For (its last entry, which the site wrote) from a loopback peer only', () => {
    expect(imageClient(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7')
    expect(imageClient(request('::ffff:127.0.0.1', '6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7')
    expect(imageClient(request('::1', '203.0.113.7'))).toBe('203.0.113.7')
    expect(imageClient(request('192.0.2.1', '203.0.113.7'))).toBe('192.0.2.1')
  })
  it('takes a loopback peer that names nobody for a local tool (the Studio in the editor’s browser, a script)', () => {
    expect(imageClient(request('127.0.0.1'))).toBeNull()
    expect(imageClient(request('::1'))).toBeNull()
  })
  it('counts an IPv6 client by its /64, and anything that is not an address as one unknown client', () => {
    expect(imageClient(request('127.0.0.1', '2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64')
    expect(imageClient(request('127.0.0.1', '2001:db8:1:2:bbbb::9'))).toBe('2001:db8:1:2::/64')
    expect(imageClient(request('127.0.0.1', 'not-an-address'))).toBe('unknown')
  })
})

/**
 * The image route with small bounds, over HTTP: one resize at a time, and resizes held until the test lets them
 * go, so the queue's state is known when each request arrives.
 */
describe('the image route under a burst', () => {
  let lake: Running
  let server: Server
  let origin: string
  let cacheDir: string
  const held: Array<{ width: number; go: () => void }> = []
  let photo: string

  beforeAll(async () => {
    lake = await startApi()
    cacheDir = mkdtempSync(path.join(tmpdir(), 'image-burst-'))
    const routes = assetServeRoutes(
      {
        store: lake.api.store,
        projectId: 'local',
        token: TEST_TOKEN,
        maxBodyBytes: 1024,
        maxAssetBytes: 1024,
        origin: () => origin,
        imageCacheDir: cacheDir,
      },
      {
        resizer: {
          concurrency: 1,
          run: async (sourcePath, recipe) => {
            await new Promise<void>((go) => held.push({ width: recipe.width, go }))
            return runRecipe(sourcePath, recipe)
          },
        },
        admission: { capacity: 3, perClient: 2, newVariants: 50, windowSeconds: 60 },
      },
    )
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const route = routes.find((r) => r.method === req.method && r.path.test(url.pathname))
      try {
        if (!route) throw new ApiError(404, 'Not found')
        await route.handle({ req, res, url, params: { ...route.path.exec(url.pathname)!.groups } })
      } catch (error) {
        const status = error instanceof ApiError ? error.statusCode : 500
        sendJson(res, status, { error: { description: (error as Error).message }, statusCode: status })
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const asset = lake.api.store
      .documents('production')
      .find((doc) => doc._type === 'sanity.imageAsset' && String(doc.url).endsWith('-1200x800.jpg'))!
    photo = `${origin}/images/local/production/${path.basename(String(asset.url))}`
  })
  afterAll(async () => {
    for (const h of held) h.go()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await lake.dispose()
    rmSync(cacheDir, { recursive: true, force: true })
  })

  const from = (client: string, init: RequestInit = {}) => ({
    ...init,
    headers: { 'X-Forwarded-For': client, Accept: 'image/webp', ...init.headers },
  })
  const letGo = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      held.shift()!.go()
    }
  }
  // A test that failed part-way leaves resizes held: let them go, so the next starts from an empty queue.
  afterEach(async () => {
    for (let quiet = 0; quiet < 4; quiet = held.length ? 0 : quiet + 1) {
      while (held.length) held.shift()!.go()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  it('answers past a client’s share at once: nearest size made, honestly labelled, not kept; else 429', async () => {
    // A size of the picture already made: 320 px.
    const making = fetch(`${photo}?w=320&auto=format`, from('198.51.100.1'))
    await letGo(1)
    expect((await making).status).toBe(200)

    // The client's share is two resizes: two sizes queue, a third is answered at once with the nearest made.
    // "At once": the two are held until the end of the test, so an answer that waited for them would never come.
    const queued = [400, 480].map((w) => fetch(`${photo}?w=${w}&auto=format`, from('198.51.100.1')))
    await expect.poll(() => held.length).toBe(1)
    const substitute = await fetch(`${photo}?w=330&auto=format`, from('198.51.100.1'))
    expect(substitute.status).toBe(200)
    expect(substitute.headers.get('cache-control')).toBe('no-store')
    expect(substitute.headers.get('x-image-substitute')).toBe('sent=320x213; asked=360x240')
    expect(await sharp(Buffer.from(await substitute.arrayBuffer())).metadata()).toMatchObject({
      width: 320,
      format: 'webp',
    })

    // Nothing of that cut made yet: no substitute, a 429 that says when to come back and is kept by no cache.
    const refused = await fetch(`${photo}?w=360&h=360&fit=crop&auto=format`, from('198.51.100.1'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toMatchObject({ error: { type: 'rateLimitError' }, statusCode: 429 })

    // Another visitor is not held back by that client's share.
    const visitor = fetch(`${photo}?w=640&auto=format`, from('203.0.113.5'))
    await letGo(3)
    expect((await Promise.all(queued)).map((r) => r.status)).toEqual([200, 200])
    expect((await visitor).status).toBe(200)
    // A cached size is never refused, however busy the client.
    expect((await fetch(`${photo}?w=320&auto=format`, from('198.51.100.1'))).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('answers 503 with Retry-After at once once the whole backlog is full', async () => {
    const busy = ['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((client, i) =>
      fetch(`${photo}?w=${[800, 960, 1080][i]}&fm=png`, from(client)),
    )
    await expect.poll(() => held.length).toBe(1)
    const response = await fetch(`${photo}?w=1200&h=600&fit=crop&fm=png`, from('192.0.2.4')) // while the three wait
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(response.headers.get('cache-control')).toBe('no-store')
    await letGo(3)
    expect((await Promise.all(busy)).map((r) => r.status)).toEqual([200, 200, 200])
  })

  it('drops a queued resize whose client disconnected: it is never made', async () => {
    const pngs = () => readdirSync(cacheDir).filter((file) => file.endsWith('.png')).length
    const before = pngs()
    const running = fetch(`${photo}?w=200&fm=png`, from('198.51.100.7'))
    await expect.poll(() => held.length).toBe(1)
    const leaving = new AbortController()
    const abandoned = fetch(`${photo}?w=240&fm=png`, from('198.51.100.8', { signal: leaving.signal })).catch(
      (error: Error) => error.name,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    leaving.abort()
    expect(await abandoned).toBe('AbortError')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await letGo(1)
    expect((await running).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(held.map((h) => h.width)).toEqual([]) // w=240 never reached sharp
    expect(pngs()).toBe(before + 1)
  })
})
