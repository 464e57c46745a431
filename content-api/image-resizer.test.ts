import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import type { Admission } from './image-admission'
import { type ImageRecipe, planImage } from './image-request'
import { createImageResizer, runRecipe } from './image-resizer'

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
    expect(await sharp(avif.body).metadata()).toMatchObject({
      width: 320,
      height: 213,
      format: 'heif',
      compression: 'av1',
    })
    const webp = await images.get(sourceId, source, recipe('w=320&auto=format', 'image/webp'))
    expect(await sharp(webp.body).metadata()).toMatchObject({ width: 320, format: 'webp' })
    const square = await images.get(sourceId, source, recipe('w=200&h=200&fit=crop'))
    expect(square.contentType).toBe('image/jpeg')
    expect(await sharp(square.body).metadata()).toMatchObject({ width: 200, height: 200, format: 'jpeg' })
    const padded = await images.get(sourceId, source, recipe('w=320&h=320&fit=fill&fm=png'))
    expect(await sharp(padded.body).metadata()).toMatchObject({ width: 320, height: 320, format: 'png' })
  })

  it('keeps the picture of a crop: the centre of the source, not a squeezed whole', async () => {
    const images = createImageResizer({ cacheDir: cacheDir() })
    const square = await images.get(sourceId, source, recipe('w=128&h=128&fit=crop'))
    const expected = await sharp(source)
      .extract({ left: 200, top: 0, width: 800, height: 800 })
      .resize(128, 128)
      .raw()
      .toBuffer()
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
    const results = await Promise.all(
      Array.from({ length: 6 }, () => images.get(sourceId, source, recipe('w=480&fm=webp'))),
    )
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
    for (const width of [240, 320, 360, 400, 480, 560]) await images.get(sourceId, source, recipe(`w=${width}&fm=webp`))
    const kept = readdirSync(dir)
    expect(kept.length).toBeLessThan(6)
    expect(images.diskBytesUsed()).toBeLessThanOrEqual(12_000)
    // The newest is always kept.
    const newest = await createImageResizer({ cacheDir: dir }).get(sourceId, source, recipe('w=560&fm=webp'))
    expect(newest.body.length).toBeGreaterThan(0)
  })
})

/** A resizer whose resizes wait until the test lets each go, so what is queued and what runs is known. */
function heldResizer(concurrency: number) {
  const held: Array<{ width: number; go: () => void }> = []
  const images = createImageResizer({
    cacheDir: cacheDir(),
    concurrency,
    run: async (sourcePath, recipe) => {
      await new Promise<void>((go) => held.push({ width: recipe.width, go }))
      return runRecipe(sourcePath, recipe)
    },
  })
  return { images, held }
}
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    () => 'done',
    (error: Error) => error.name,
  )

describe('the resize queue', () => {
  it('runs as many resizes at once as it is told, the rest waiting their turn', async () => {
    const { images, held } = heldResizer(2)
    // Asked one after another: a request reads the disk before it queues, so asked at once their order is chance.
    const all: Array<Promise<unknown>> = []
    for (const [index, width] of [240, 320, 400, 480].entries()) {
      all.push(images.get(sourceId, source, recipe(`w=${width}`)))
      await expect.poll(() => images.load().running + images.load().queued).toBe(index + 1)
    }
    expect(images.load()).toEqual({ running: 2, queued: 2 })
    expect(held.map((h) => h.width)).toEqual([240, 320])
    held[0]!.go()
    await expect.poll(() => held.length).toBe(3)
    for (const next of held.slice(1)) next.go()
    await expect.poll(() => held.length).toBe(4)
    held[3]!.go()
    await Promise.all(all)
    expect(images.stats.resized).toBe(4)
  })

  it('drops a queued resize once every client waiting for it has gone, and never makes it', async () => {
    const { images, held } = heldResizer(1)
    const first = images.get(sourceId, source, recipe('w=240'))
    await expect.poll(() => images.load().running).toBe(1)
    const [left, stayed] = [new AbortController(), new AbortController()]
    const leaving = settled(images.get(sourceId, source, recipe('w=320'), { signal: left.signal }))
    const staying = settled(images.get(sourceId, source, recipe('w=320'), { signal: stayed.signal }))
    await expect.poll(() => images.load().queued).toBe(1)
    expect(images.stats.joined).toBe(1)
    left.abort()
    expect(await leaving).toBe('AbortError')
    expect(images.load().queued).toBe(1) // someone still waits for it
    stayed.abort()
    expect(await staying).toBe('AbortError')
    expect(images.load().queued).toBe(0)
    expect(images.stats.dropped).toBe(1)
    held[0]!.go()
    await first
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(held.map((h) => h.width)).toEqual([240]) // w=320 never reached sharp
    expect(await images.cached(sourceId, recipe('w=320'))).toBeNull()
  })

  it('finishes and keeps a resize already running when its client goes (sharp cannot be stopped)', async () => {
    const { images, held } = heldResizer(1)
    const gone = new AbortController()
    const asked = settled(images.get(sourceId, source, recipe('w=400&fm=webp'), { signal: gone.signal }))
    await expect.poll(() => images.load().running).toBe(1)
    gone.abort()
    expect(await asked).toBe('AbortError')
    held[0]!.go()
    await expect
      .poll(async () => (await images.cached(sourceId, recipe('w=400&fm=webp')))?.contentType)
      .toBe('image/webp')
    expect(images.stats).toMatchObject({ resized: 1, dropped: 0 })
  })

  it('asks for admission only before a new resize: not for a hit, nor to join one being made', async () => {
    const { images, held } = heldResizer(1)
    const admitted: string[] = []
    const admit = (name: string) => async (): Promise<Admission> => {
      admitted.push(name)
      return { priority: 0, done: () => admitted.push(`${name} done`), unused: () => admitted.push(`${name} unused`) }
    }
    const making = images.get(sourceId, source, recipe('w=240'), { admit: admit('first') })
    await expect.poll(() => images.load().running).toBe(1)
    const joining = images.get(sourceId, source, recipe('w=240'), { admit: admit('joiner') })
    held[0]!.go()
    await Promise.all([making, joining])
    await images.get(sourceId, source, recipe('w=240'), { admit: admit('hit') })
    expect(admitted).toEqual(['first', 'first done'])
  })

  it('passes a refusal on without queueing anything', async () => {
    const { images } = heldResizer(1)
    const refusal = new Error('busy')
    await expect(images.get(sourceId, source, recipe('w=240'), { admit: () => Promise.reject(refusal) })).rejects.toBe(
      refusal,
    )
    expect(images.load()).toEqual({ running: 0, queued: 0 })
  })

  it('runs a client’s first resize before another client’s later ones (the priority admission gives)', async () => {
    const { images, held } = heldResizer(1)
    const priority = (value: number) => async (): Promise<Admission> => ({
      priority: value,
      done: () => undefined,
      unused: () => undefined,
    })
    // One after another, each in the queue before the next is asked (a request reads the disk before it queues).
    const all: Array<Promise<unknown>> = []
    for (const [index, [width, value]] of [
      [160, 0],
      [200, -1],
      [240, -2],
    ].entries()) {
      all.push(images.get(sourceId, source, recipe(`w=${width}`), { admit: priority(value!) }))
      await expect.poll(() => images.load().running + images.load().queued).toBe(index + 1)
    }
    expect(images.load()).toEqual({ running: 1, queued: 2 })
    const visitor = images.get(sourceId, source, recipe('w=800'), { admit: priority(0) })
    await expect.poll(() => images.load().queued).toBe(3)
    for (let i = 0; i < 4; i++) {
      await expect.poll(() => held.length).toBe(i + 1)
      held[i]!.go()
    }
    await Promise.all([...all, visitor])
    expect(held.map((h) => h.width)).toEqual([160, 800, 200, 240])
  })
})
