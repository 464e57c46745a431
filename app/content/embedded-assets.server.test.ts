import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { getEmbeddedDataset } from './content.server'
import { serveEmbeddedAsset, serveEmbeddedImage } from './embedded-assets.server'
import { createImageResizer } from './image-resizer.server'

/**
 * The image route on the embedded defaults, as a browser meets it: Sanity's URL shape and parameters, answered
 * with the size and format asked.
 */

const cacheDir = mkdtempSync(path.join(tmpdir(), 'image-route-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))
const images = createImageResizer({ cacheDir })

const photoFile = [...getEmbeddedDataset().assetFiles.keys()].find((name) => name.endsWith('-1200x800.jpg'))!
const params = { projectId: 'local', dataset: 'production', file: photoFile }
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const get = (query: string, accept: string | null = BROWSER_ACCEPT) =>
  serveEmbeddedImage(params, new Request(`http://localhost/images/local/production/${photoFile}?${query}`, { headers: accept ? { Accept: accept } : {} }), images)
const pixels = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata()

describe('GET /images/local/production/<file>', () => {
  it('answers w=320&auto=format with a 320 px AVIF for a browser that takes AVIF, and says it varies with Accept', async () => {
    const response = await get('w=320&auto=format')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await pixels(response)).toMatchObject({ width: 320, compression: 'av1' })
  })

  it('answers with WebP for a browser that takes only WebP, and with the original JPEG for one that takes neither', async () => {
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

  it.each(['w=abc', 'w=99999', 'q=-1', 'h=0', 'fit=stretch', 'dpr=9', 'rect=0,0,0,0', 'blur=30'])('refuses %s with a 400 that says why', async (query) => {
    const response = await get(query)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toMatch(/^Bad image parameters: \S.+\n$/)
  })

  it('sends the file as it is when the URL asks for no transformation, byte ranges included', async () => {
    const whole = await get('')
    expect(whole.headers.get('content-type')).toBe('image/jpeg')
    expect(await pixels(whole)).toMatchObject({ width: 1200, height: 800 })
    const range = await serveEmbeddedAsset(params, new Request('http://localhost/', { headers: { Range: 'bytes=0-9' } }))
    expect(range.status).toBe(206)
    expect((await range.arrayBuffer()).byteLength).toBe(10)
  })

  it('answers a repeated request with the same bytes without resizing again', async () => {
    const first = Buffer.from(await (await get('w=280&auto=format')).arrayBuffer())
    const resized = images.stats.resized
    const second = Buffer.from(await (await get('w=280&auto=format')).arrayBuffer())
    expect(images.stats.resized).toBe(resized)
    expect(Buffer.compare(first, second)).toBe(0)
  })

  it('is 404 for a file that is not in the seed, or another project or dataset', async () => {
    expect((await serveEmbeddedImage({ ...params, file: 'nope-1x1.jpg' }, new Request('http://localhost/?w=10'), images)).status).toBe(404)
    expect((await serveEmbeddedImage({ ...params, projectId: 'other' }, new Request('http://localhost/?w=10'), images)).status).toBe(404)
    expect((await serveEmbeddedImage({ ...params, dataset: 'staging' }, new Request('http://localhost/?w=10'), images)).status).toBe(404)
  })
})
