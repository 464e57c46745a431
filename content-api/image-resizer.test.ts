import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { planImage, type ImageRecipe } from './image-request'
import { createImageResizer } from './image-resizer'

const source = path.resolve(__dirname, '../seed/images/item-gold.jpg')
const sourceId = 'item-gold'
const recipe = (query: string, accept: string | null = null): ImageRecipe => {
  const plan = planImage(new URLSearchParams(query), { width: 1200, height: 800, format: 'jpeg' }, accept)
  if (plan.kind !== 'transform') throw new Error(query)
  return plan.recipe
}

const dirs: string[] = []
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'image-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the image resizer', () => {
  it('makes the size and format the recipe asks for', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    const avif = await images.get(sourceId, source, recipe('w=320&auto=format', 'image/avif,image/webp'))
    expect(avif.contentType).toBe('image/avif')
    expect(await sharp(avif.body).metadata()).toMatchObject({ width: 320, height: 213, format: 'heif', compression: 'av1' })
    const webp = await images.get(sourceId, source, recipe('w=320&auto=format', 'image/webp'))
    expect(await sharp(webp.body).metadata()).toMatchObject({ width: 320, format: 'webp' })
    const square = await images.get(sourceId, source, recipe('w=200&h=200&fit=crop'))
    expect(square.contentType).toBe('image/jpeg')
    expect(await sharp(square.body).metadata()).toMatchObject({ width: 200, height: 200, format: 'jpeg' })
    const padded = await images.get(sourceId, source, recipe('w=300&h=300&fit=fill&fm=png'))
    expect(await sharp(padded.body).metadata()).toMatchObject({ width: 300, height: 300, format: 'png' })
  })

  it('keeps the picture of a crop: the centre of the source, not a squeezed whole', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    const square = await images.get(sourceId, source, recipe('w=100&h=100&fit=crop'))
    const expected = await sharp(source).extract({ left: 200, top: 0, width: 800, height: 800 }).resize(100, 100).raw().toBuffer()
    const actual = await sharp(square.body).raw().toBuffer()
    const difference = actual.reduce((sum, value, index) => sum + Math.abs(value - expected[index]!), 0) / actual.length
    expect(difference).toBeLessThan(6) // JPEG noise, not a different picture
  })

  it('never enlarges: asked for 2,400 px of a 1,200 px source, it sends 1,200 px', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    const big = await images.get(sourceId, source, recipe('w=2400'))
    expect(await sharp(big.body).metadata()).toMatchObject({ width: 1200, height: 800 })
  })

  it('answers a repeat from memory with the same bytes, without resizing again', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    const first = await images.get(sourceId, source, recipe('w=240'))
    const second = await images.get(sourceId, source, recipe('w=240&v=cache-buster'))
    expect(images.stats).toMatchObject({ resized: 1, memoryHits: 1 })
    expect(Buffer.compare(first.body, second.body)).toBe(0)
  })

  it('resizes once for identical requests that arrive together', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    const results = await Promise.all(Array.from({ length: 6 }, () => images.get(sourceId, source, recipe('w=480&fm=webp'))))
    expect(images.stats.resized).toBe(1)
    expect(images.stats.joined).toBe(5)
    for (const result of results) expect(Buffer.compare(result.body, results[0]!.body)).toBe(0)
  })

  it('keeps results on disk, so a new instance (a restart, another worker) finds them without resizing', async () => {
    const dir = cacheDir()
    const before = createImageResizer({ cacheDir: dir })
    const made = await before.get(sourceId, source, recipe('w=360&fm=webp'))
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.webp$/)
    const after = createImageResizer({ cacheDir: dir })
    const found = await after.get(sourceId, source, recipe('w=360&fm=webp'))
    expect(after.stats).toMatchObject({ resized: 0, diskHits: 1 })
    expect(Buffer.compare(found.body, made.body)).toBe(0)
  })

  it('keys results by the source’s bytes: another source id never answers from an old entry', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    await images.get(sourceId, source, recipe('w=200'))
    await images.get('item-gold-edited', source, recipe('w=200'))
    expect(images.stats.resized).toBe(2)
  })

  it('stays within its disk budget, dropping the least recently used first', async () => {
    const dir = cacheDir()
    const images = createImageResizer({ cacheDir: dir, diskBytes: 12_000, memoryBytes: 1 })
    for (const width of [300, 310, 320, 330, 340, 350]) await images.get(sourceId, source, recipe(`w=${width}&fm=webp`))
    const kept = readdirSync(dir)
    expect(kept.length).toBeLessThan(6)
    expect(images.diskBytesUsed()).toBeLessThanOrEqual(12_000)
    // The newest is always kept.
    const newest = await createImageResizer({ cacheDir: dir }).get(sourceId, source, recipe('w=350&fm=webp'))
    expect(newest.body.length).toBeGreaterThan(0)
  })
})
