// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorOf, type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

let lake: Running
let png: Buffer
beforeAll(async () => {
  lake = await startApi({ maxAssetBytes: 512 * 1024 })
  png = await sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.5 } },
  })
    .png()
    .toBuffer()
})
afterAll(() => lake.dispose())

describe('assets', () => {
  it('uploads an image as a sanity.imageAsset shaped like the seed’s', async () => {
    const asset = await lake.client.assets.upload('image', png, { filename: 'sunset.png' })
    const sha1 = asset.sha1hash
    expect(asset).toMatchObject({
      _id: `image-${sha1}-400x200-png`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      originalFilename: 'sunset.png',
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      path: `images/local/production/${sha1}-400x200.png`,
      url: `${lake.origin}/images/local/production/${sha1}-400x200.png`,
      metadata: {
        dimensions: { width: 400, height: 200, aspectRatio: 2 },
        hasAlpha: true,
        isOpaque: false,
        lqip: expect.stringMatching(/^data:image\/webp;base64,/),
      },
    })
    expect(await lake.client.getDocument(asset._id)).toMatchObject({ _id: asset._id, _rev: expect.any(String) })
    // Same bytes, same asset.
    const again = await lake.client.assets.upload('image', png, { filename: 'other-name.png' })
    expect(again._id).toBe(asset._id)
    expect(again.originalFilename).toBe('sunset.png')
    expect((await readdir(path.join(lake.dataDir, 'assets'))).length).toBe(1)
  })

  it('serves uploaded and seed images resized through the CDN parameters', async () => {
    const asset = await lake.client.assets.upload('image', png, { filename: 'sunset.png' })
    const resized = await fetch(`${asset.url}?w=96`)
    expect(resized.status).toBe(200)
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(96)
    const webp = await fetch(`${asset.url}?w=96&auto=format`, { headers: { Accept: 'image/avif;q=0,image/webp,*/*' } })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp')
    const original = await fetch(asset.url)
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)

    const seedImage = await lake.client.fetch<{ path: string; metadata: { dimensions: { width: number } } }>(
      '*[_type == "sanity.imageAsset"][0]{path, metadata}',
    )
    const seed = await fetch(`${lake.origin}/${seedImage.path}?w=160`)
    expect((await sharp(Buffer.from(await seed.arrayBuffer())).metadata()).width).toBe(160)
    expect((await fetch(`${asset.url}?w=abc`)).status).toBe(400)
    expect((await fetch(`${lake.origin}/images/local/production/nope-1x1.png`)).status).toBe(404)
  })

  it('rounds asked sizes up to the ladder, so junk widths share one file', async () => {
    const seedImage = await lake.client.fetch<string>(
      '*[_type == "sanity.imageAsset" && metadata.dimensions.width == 1200][0].path',
    )
    const bodies = await Promise.all(
      [101, 117, 128].map(async (w) =>
        Buffer.from(await (await fetch(`${lake.origin}/${seedImage}?w=${w}&fm=webp`)).arrayBuffer()),
      ),
    )
    expect((await sharp(bodies[0]!).metadata()).width).toBe(128)
    expect(bodies[1]!.equals(bodies[0]!) && bodies[2]!.equals(bodies[0]!)).toBe(true)
  })

  it('uploads and serves files', async () => {
    const asset = await lake.client.assets.upload('file', Buffer.from('%PDF-1.4 brochure'), {
      filename: 'brochure.pdf',
      contentType: 'application/pdf',
    })
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'pdf',
      mimeType: 'application/pdf',
      _id: `file-${asset.sha1hash}-pdf`,
    })
    const response = await fetch(asset.url)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(await response.text()).toBe('%PDF-1.4 brochure')
    const partial = await fetch(asset.url, { headers: { Range: 'bytes=0-3' } })
    expect(partial.status).toBe(206)
    expect(await partial.text()).toBe('%PDF')
  })

  it('refuses non-images, anonymous uploads and oversized ones', async () => {
    const notImage = await errorOf(
      lake.client.assets.upload('image', Buffer.from('definitely not an image'), { filename: 'x.png' }),
    )
    expect(notImage.statusCode).toBe(400)
    expect((await errorOf(lake.anon.assets.upload('image', png))).statusCode).toBe(401)
    const big = await fetch(`${lake.origin}/v2025-02-19/assets/files/production`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(600 * 1024),
    })
    expect(big.status).toBe(413)
  })
})
