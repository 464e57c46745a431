import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import { recipeKey, type ImageRecipe, type OutputFormat } from './image-request'

/**
 * Runs image recipes (image-request.ts) with sharp and keeps every result twice: in memory (an LRU
 * bounded in bytes) and on disk (one file per result, bounded in bytes, oldest dropped first), so a restart or
 * another worker on the same machine finds what was made before. Identical requests that arrive while a result
 * is being made wait for that one resize instead of starting their own.
 */

export const CONTENT_TYPES: Record<OutputFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }
const EXTENSIONS: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' }

export type ImageResult = { body: Buffer; contentType: string }

export type ResizerStats = { resized: number; memoryHits: number; diskHits: number; joined: number }

export type ImageResizerOptions = {
  /** Where results are kept on disk (created when first needed). */
  cacheDir: string
  /** Bytes of results kept in memory. */
  memoryBytes?: number
  /** Bytes of results kept on disk before the least recently used are deleted. */
  diskBytes?: number
  /** Resizes running at once; the rest wait their turn (sharp's own threads do the work). */
  concurrency?: number
}

/**
 * Sanity's quality scale is JPEG's; AVIF reaches the same look at a lower number (its encoder's 50 is about
 * JPEG's 75), so the scale is mapped rather than passed through.
 */
const avifQuality = (quality: number) => Math.max(1, Math.round((quality * 2) / 3))

/** Makes the picture a recipe describes from the source file. */
export async function runRecipe(sourcePath: string, recipe: ImageRecipe): Promise<Buffer> {
  let image = sharp(sourcePath).extract(recipe.extract)
  image = recipe.entropy
    ? image.resize(recipe.width, recipe.height, { fit: 'cover', position: sharp.strategy.entropy })
    : image.resize(recipe.width, recipe.height, { fit: 'fill' })
  if (recipe.canvas) {
    const left = Math.floor((recipe.canvas.width - recipe.width) / 2)
    const top = Math.floor((recipe.canvas.height - recipe.height) / 2)
    image = image.extend({
      left,
      top,
      right: recipe.canvas.width - recipe.width - left,
      bottom: recipe.canvas.height - recipe.height - top,
      background: recipe.canvas.background,
    })
  }
  switch (recipe.format) {
    case 'jpeg':
      // JPEG has no transparency: a padded canvas or a PNG source's transparent parts become its background.
      return image
        .flatten({ background: recipe.canvas?.background ?? '#ffffff' })
        .jpeg({ quality: Math.max(1, recipe.quality), progressive: recipe.progressive, mozjpeg: true })
        .toBuffer()
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer()
    case 'webp':
      return image.webp({ quality: Math.max(1, recipe.quality) }).toBuffer()
    case 'avif':
      // Effort 2 of 9: a tenth of the default's time for a file a few per cent larger.
      return image.avif({ quality: avifQuality(recipe.quality), effort: 2 }).toBuffer()
  }
}

export function createImageResizer({ cacheDir, memoryBytes = 32 * 1024 * 1024, diskBytes = 512 * 1024 * 1024, concurrency = 2 }: ImageResizerOptions) {
  const memory = new LRUCache<string, Buffer>({ maxSize: memoryBytes, sizeCalculation: (body) => Math.max(1, body.length) })
  const inFlight = new Map<string, Promise<Buffer>>()
  const stats: ResizerStats = { resized: 0, memoryHits: 0, diskHits: 0, joined: 0 }

  // The disk's contents as this process knows them: file → bytes, in order of last use (a Map keeps insertion order).
  let diskIndex: Map<string, number> | undefined
  let diskTotal = 0
  let diskReady: Promise<void> | undefined
  const touch = (file: string, bytes: number) => {
    if (!diskIndex) return
    diskTotal += bytes - (diskIndex.get(file) ?? 0)
    diskIndex.delete(file)
    diskIndex.set(file, bytes)
  }
  const loadDiskIndex = () =>
    (diskReady ??= (async () => {
      await mkdir(cacheDir, { recursive: true })
      const entries = await Promise.all(
        (await readdir(cacheDir)).map(async (name) => {
          const info = await stat(path.join(cacheDir, name)).catch(() => null)
          return info ? { name, bytes: info.size, used: info.mtimeMs } : null
        }),
      )
      diskIndex = new Map()
      for (const entry of entries.filter((e) => e !== null).sort((a, b) => a.used - b.used)) {
        // A temporary file older than a minute belongs to a write that never finished.
        if (entry.name.endsWith('.tmp')) {
          if (Date.now() - entry.used > 60_000) await rm(path.join(cacheDir, entry.name), { force: true })
          continue
        }
        touch(entry.name, entry.bytes)
      }
    })())
  const pruneDisk = async () => {
    if (!diskIndex || diskTotal <= diskBytes) return
    for (const [file, bytes] of diskIndex) {
      if (diskTotal <= diskBytes * 0.9) break
      diskIndex.delete(file)
      diskTotal -= bytes
      await unlink(path.join(cacheDir, file)).catch(() => undefined)
    }
  }

  // A small queue so a burst of distinct sizes cannot start more resizes at once than the machine has cores for.
  let running = 0
  const waiting: Array<() => void> = []
  const withSlot = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await work()
    } finally {
      running--
      waiting.shift()?.()
    }
  }

  const produce = async (key: string, file: string, sourcePath: string, recipe: ImageRecipe): Promise<Buffer> => {
    await loadDiskIndex()
    const target = path.join(cacheDir, file)
    const stored = await readFile(target).catch(() => null)
    if (stored) {
      stats.diskHits++
      touch(file, stored.length)
      return stored
    }
    const body = await withSlot(() => runRecipe(sourcePath, recipe))
    stats.resized++
    // Written beside its final name, then renamed: a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
    try {
      await writeFile(temporary, body)
      await rename(temporary, target)
      touch(file, body.length)
      await pruneDisk()
    } catch (error) {
      await rm(temporary, { force: true })
      console.error(`Image cache: could not keep ${file} on disk (${(error as Error).message}); serving it from memory`)
    }
    return body
  }

  return {
    stats,
    /**
     * The picture a recipe makes from a source. `sourceId` names the source's bytes (the seed file's content
     * hash), so a changed file never answers from an old entry.
     */
    async get(sourceId: string, sourcePath: string, recipe: ImageRecipe): Promise<ImageResult> {
      const key = createHash('sha256').update(`${sourceId}\n${recipeKey(recipe)}`).digest('hex')
      const file = `${key}.${EXTENSIONS[recipe.format]}`
      const contentType = CONTENT_TYPES[recipe.format]
      const remembered = memory.get(key)
      if (remembered) {
        stats.memoryHits++
        return { body: remembered, contentType }
      }
      let pending = inFlight.get(key)
      if (pending) stats.joined++
      else {
        pending = produce(key, file, sourcePath, recipe).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      const body = await pending
      memory.set(key, body)
      return { body, contentType }
    },
    /** Bytes the disk cache holds, as this process counts them (after its first use). */
    diskBytesUsed: () => diskTotal,
  }
}

export type ImageResizer = ReturnType<typeof createImageResizer>
