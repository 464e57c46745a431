// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { mkdtempSync, rmSync } from 'node:fs'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentApi, createContentApi } from '../../content-api/server'
import { proxyLocalAsset } from './local-assets.server'
import { createRecentImages } from './recent-images.server'
import { createSlowedClients } from './slowed-clients.server'

/**
 * The image and file routes on the embedded defaults, as a browser meets them: Sanity's URL shape and
 * parameters, answered by the local Content API through this site, with the size and format asked.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'image-route-'))
let api: ContentApi
let apiUrl: string
beforeAll(async () => {
  api = createContentApi({ dataDir, seedDir: path.resolve(__dirname, '../../seed'), studio: false })
  apiUrl = (await api.listen(0)).origin
})
afterAll(async () => {
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const photoFile = () => {
  const asset = api.store
    .documents('production')
    .find((doc) => doc._type === 'sanity.imageAsset' && String(doc.url).endsWith('-1200x800.jpg'))!
  return path.basename(String(asset.url))
}
const params = () => ({ projectId: 'local', dataset: 'production', file: photoFile() })
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const request = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost/images/local/production/${photoFile()}?${query}`, { headers })
const get = (query: string, accept: string | null = BROWSER_ACCEPT) =>
  proxyLocalAsset('images', params(), request(query, accept ? { Accept: accept } : {}), { apiUrl })
const pixels = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata()

describe('GET /images/local/production/<file>', () => {
  it('answers w=320&auto=format with a 320 px AVIF to a browser taking AVIF, varying with Accept', async () => {
    const response = await get('w=320&auto=format')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await pixels(response)).toMatchObject({ width: 320, compression: 'av1' })
  })

  it('answers WebP to a browser that takes only WebP, and the original JPEG to one that takes neither', async () => {
    const webp = await get('w=320&auto=format', 'image/webp,*/*')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(await pixels(webp)).toMatchObject({ width: 320, format: 'webp' })
    const jpeg = await get('w=320&auto=format', '*/*')
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(await pixels(jpeg)).toMatchObject({ width: 320, format: 'jpeg' })
  })

  it('crops fit=crop&w=200&h=200 to exactly 200 × 200', async () => {
    const response = await get('fit=crop&w=200&h=200')
    expect(await pixels(response)).toMatchObject({ width: 200, height: 200 })
    expect(response.headers.get('vary')).toBeNull()
  })

  it('answers the URLs the site builds (rect from the hotspot, then a crop)', async () => {
    const response = await get('rect=67,0,1067,800&w=320&h=240&fit=crop&auto=format')
    expect(await pixels(response)).toMatchObject({ width: 320, height: 240, compression: 'av1' })
  })

  it('never upscales beyond the source', async () => {
    expect(await pixels(await get('w=4000&fm=webp'))).toMatchObject({ width: 1200, height: 800 })
    expect(await pixels(await get('w=1000&dpr=3&fm=webp'))).toMatchObject({ width: 1200, height: 800 })
  })

  it.each(['w=abc', 'w=99999', 'q=-1', 'h=0', 'fit=stretch', 'dpr=9', 'rect=0,0,0,0', 'blur=30'])(
    'refuses %s with a 400 that says why',
    async (query) => {
      const response = await get(query)
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toMatch(/^Bad image parameters: \S.+\n$/)
    },
  )

  it('sends the file as it is when the URL asks for no transformation, byte ranges included', async () => {
    const whole = await get('')
    expect(whole.headers.get('content-type')).toBe('image/jpeg')
    expect(await pixels(whole)).toMatchObject({ width: 1200, height: 800 })
    const range = await proxyLocalAsset('files', params(), request('', { Range: 'bytes=0-9' }), { apiUrl })
    expect(range.status).toBe(206)
    expect((await range.arrayBuffer()).byteLength).toBe(10)
  })

  it('answers a repeated request with the same bytes', async () => {
    const first = Buffer.from(await (await get('w=280&auto=format')).arrayBuffer())
    const second = Buffer.from(await (await get('w=280&auto=format')).arrayBuffer())
    expect(Buffer.compare(first, second)).toBe(0)
  })

  it('is 404 for a file that is not in the dataset, or another project or dataset', async () => {
    const ask = (changed: Record<string, string>) =>
      proxyLocalAsset('images', { ...params(), ...changed }, new Request('http://localhost/?w=10'), { apiUrl })
    expect((await ask({ file: 'nope-1x1.jpg' })).status).toBe(404)
    expect((await ask({ projectId: 'other' })).status).toBe(404)
    expect((await ask({ dataset: 'staging' })).status).toBe(404)
  })

  it('says the image store is not answering (503) when the local Content API is down', async () => {
    const response = await proxyLocalAsset('images', params(), request('w=10'), { apiUrl: 'http://127.0.0.1:9' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

/**
 * What the proxy does with the API's "not now" (decision 033), against a stand-in for the API that answers as
 * it is told and records what it was asked.
 */
describe('the proxy and a busy image store', () => {
  type Seen = { headers: IncomingHttpHeaders; closed: Promise<boolean> }
  let stub: Server
  let stubUrl: string
  let answer: (req: IncomingMessage, res: ServerResponse) => void = () => undefined
  const seen: Seen[] = []
  beforeAll(async () => {
    stub = createServer((req, res) => {
      // Closed before an answer was written: the proxy let go of the request.
      seen.push({
        headers: req.headers,
        closed: new Promise((resolve) => res.once('close', () => resolve(!res.writableFinished))),
      })
      answer(req, res)
    })
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    stub.closeAllConnections()
    await new Promise((resolve) => stub.close(resolve))
  })
  const refuseWith =
    (status: number, retryAfter: string, description: string) => (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Retry-After': retryAfter,
        'Cache-Control': 'no-store',
      })
      res.end(JSON.stringify({ error: { description, type: 'rateLimitError' }, statusCode: status }))
    }
  const ask = (init: RequestInit = {}, clientAddress?: string) =>
    proxyLocalAsset(
      'images',
      params(),
      new Request(`http://localhost/images/local/production/${photoFile()}?w=333`, init),
      { apiUrl: stubUrl, clientAddress },
    )

  it.each([
    [429, '7', 'Too many new image sizes; try again later.'],
    [503, '2', 'The image server is busy making other images; try again in a moment.'],
  ])(
    'passes a %i on with its Retry-After, kept by no cache, as the API’s sentence in plain text',
    async (status, retryAfter, description) => {
      answer = refuseWith(status, retryAfter, description)
      const response = await ask()
      expect(response.status).toBe(status)
      expect(response.headers.get('retry-after')).toBe(retryAfter)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe(`${description}\n`)
    },
  )

  it('names the visitor to the API in X-Forwarded-For, and no one else', async () => {
    answer = refuseWith(429, '1', 'no')
    await ask({ headers: { 'X-Forwarded-For': '6.6.6.6' } }, '203.0.113.9')
    expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.9')
    await ask({ headers: { 'X-Forwarded-For': '6.6.6.6' } })
    expect(seen.at(-1)!.headers['x-forwarded-for']).toBeUndefined()
  })

  it('passes on a substitute size as the API labels it, with its no-store', async () => {
    answer = (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'no-store',
        'X-Image-Substitute': 'sent=320x213; asked=400x267',
      })
      res.end('RIFF')
    }
    const response = await ask()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-image-substitute')).toBe('sent=320x213; asked=400x267')
  })

  describe('sizes already made, answered again from the worker’s memory', () => {
    const madeOnce =
      (body: string, headers: Record<string, string> = {}) =>
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, {
          'Content-Type': 'image/avif',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'public, max-age=31536000, immutable',
          Vary: 'Accept, Origin',
          ...headers,
        })
        res.end(body)
      }
    const askFor = (
      query: string,
      recentImages: ReturnType<typeof createRecentImages>,
      headers: Record<string, string> = {},
    ) =>
      proxyLocalAsset(
        'images',
        params(),
        new Request(`http://localhost/images/local/production/${photoFile()}?${query}`, {
          headers: { Accept: BROWSER_ACCEPT, ...headers },
        }),
        { apiUrl: stubUrl, recentImages },
      )

    it('answers a size it has passed on without asking the image store, with the same bytes and headers', async () => {
      const recentImages = createRecentImages()
      answer = madeOnce('AVIF-320')
      const asked = seen.length
      const first = await askFor('w=320&auto=format', recentImages)
      expect(await first.text()).toBe('AVIF-320')
      // The image store is now busy with a burst of new sizes: whatever it would say, it is not asked.
      answer = refuseWith(503, '2', 'busy')
      const again = await askFor('w=320&auto=format', recentImages)
      expect(again.status).toBe(200)
      expect(await again.text()).toBe('AVIF-320')
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(again.headers.get('vary')).toBe('Accept')
      expect(seen.length).toBe(asked + 1)
    })

    it('asks again for a browser that takes other formats, since the answer varies with them', async () => {
      const recentImages = createRecentImages()
      answer = madeOnce('AVIF-480')
      await (await askFor('w=480&auto=format', recentImages)).text()
      answer = madeOnce('WEBP-480', { 'Content-Type': 'image/webp' })
      const webpOnly = await askFor('w=480&auto=format', recentImages, { Accept: 'image/webp,*/*' })
      expect(await webpOnly.text()).toBe('WEBP-480')
      // The same formats in other words share the entry.
      const sameFormats = await askFor('w=480&auto=format', recentImages, { Accept: 'image/webp,image/avif' })
      expect(await sameFormats.text()).toBe('AVIF-480')
    })

    it('keeps no substitute size, refusal or byte range: each is asked for again', async () => {
      const recentImages = createRecentImages()
      const asked = seen.length
      answer = (_req, res) => {
        res.writeHead(200, {
          'Content-Type': 'image/webp',
          'Content-Length': 4,
          'Cache-Control': 'no-store',
          'X-Image-Substitute': 'sent=320x213; asked=400x267',
        })
        res.end('RIFF')
      }
      await (await askFor('w=400', recentImages)).text()
      await (await askFor('w=400', recentImages)).text()
      answer = refuseWith(429, '1', 'slow down')
      await (await askFor('w=560', recentImages)).text()
      await (await askFor('w=560', recentImages)).text()
      answer = madeOnce('BYTES')
      await (await askFor('w=640', recentImages, { Range: 'bytes=0-1' })).text()
      await (await askFor('w=640', recentImages, { Range: 'bytes=0-1' })).text()
      expect(seen.length).toBe(asked + 6)
      expect(recentImages.bytes).toBe(0)
    })
  })

  it('refuses a visitor it slowed down until Retry-After has passed, yet still sends sizes already made', async () => {
    let clock = 1_000_000
    const slowedClients = createSlowedClients({ now: () => clock })
    const recentImages = createRecentImages()
    const askAs = (client: string, query: string) =>
      proxyLocalAsset(
        'images',
        params(),
        new Request(`http://localhost/images/local/production/${photoFile()}?${query}`, {
          headers: { Accept: BROWSER_ACCEPT },
        }),
        { apiUrl: stubUrl, clientAddress: client, recentImages, slowedClients },
      )
    answer = (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'image/avif',
        'Content-Length': 4,
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      res.end('MADE')
    }
    await (await askAs('203.0.113.5', 'w=720')).text()
    answer = refuseWith(429, '7', 'Too many new image sizes at once; try again in a moment.')
    const asked = seen.length
    expect((await askAs('203.0.113.5', 'w=800')).status).toBe(429)
    expect(seen.length).toBe(asked + 1)

    // The same visitor's next new sizes: refused here, with the store's words and the time left.
    clock += 2_500
    const again = await askAs('203.0.113.5', 'w=960')
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('5')
    expect(again.headers.get('cache-control')).toBe('no-store')
    expect(await again.text()).toBe('Too many new image sizes at once; try again in a moment.\n')
    expect(seen.length).toBe(asked + 1)
    // A size already made still comes; another visitor is still asked for.
    expect(await (await askAs('203.0.113.5', 'w=720')).text()).toBe('MADE')
    await askAs('198.51.100.7', 'w=960')
    expect(seen.length).toBe(asked + 2)

    // Once the Retry-After has passed, the store is asked again.
    clock += 4_600
    answer = refuseWith(429, '1', 'still busy')
    await askAs('203.0.113.5', 'w=960')
    expect(seen.length).toBe(asked + 3)
  })

  it('lets go of the API’s request once the visitor leaves, so a resize nobody waits for can be dropped', async () => {
    answer = () => undefined // a resize waiting its turn: no answer yet
    // A visitor who stays, asking first: had a timeout rather than the leaving ended the other request, this one,
    // under the same timeout and begun earlier, would have ended first.
    const stays = new AbortController()
    const asked = seen.length
    const staying = ask({ signal: stays.signal })
    await expect.poll(() => seen.length).toBe(asked + 1)
    const visitor = new AbortController()
    const response = ask({ signal: visitor.signal })
    await expect.poll(() => seen.length).toBe(asked + 2)
    const [stayer, leaver] = [seen[asked]!, seen[asked + 1]!]
    const ended: string[] = []
    void stayer.closed.then(() => ended.push('the stayer’s'))
    void leaver.closed.then(() => ended.push('the leaver’s'))
    visitor.abort()
    expect(await leaver.closed).toBe(true)
    expect(ended).toEqual(['the leaver’s'])
    expect((await response).headers.get('cache-control')).toBe('no-store')
    stays.abort()
    expect(await stayer.closed).toBe(true)
    await staying
  })
})
