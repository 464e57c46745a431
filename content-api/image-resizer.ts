import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import type { Admission } from './image-admission'
import { createDiskCache } from './image-disk-cache'
import { createResizeJobs } from './image-jobs'
import { type ImageRecipe, type OutputFormat, recipeKey } from './image-request'

/**
 * Runs image recipes (image-request.ts) with sharp and keeps every result twice: in memory (an LRU
 * bounded in bytes) and on disk (one file per result, bounded in bytes, oldest dropped first), so a restart or
 * another worker on the same machine finds what was made before. Identical requests that arrive while a result
 * is being made wait for that one resize instead of starting their own. Resizes take turns in a queue as wide as
 * the machine; one whose every waiting client has gone is dropped before it starts (decision 033).
 */

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}
const EXTENSIONS: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' }

export type ImageResult = { body: Buffer; contentType: string }

export type ResizerStats = { resized: number; memoryHits: number; diskHits: number; joined: number; dropped: number }

export type ImageResizerOptions = {
  /** Where results are kept on disk (created when first needed). */
  cacheDir: string
  /** Bytes of results kept in memory. */
  memoryBytes?: number
  /** Bytes of results kept on disk before the least recently used are deleted. */
  diskBytes?: number
  /** Resizes running at once; the rest wait their turn. Default: one per core but one. */
  concurrency?: number
  /** What makes a picture (runRecipe); tests slow it down to hold a resize in the queue. */
  run?: (sourcePath: string, recipe: ImageRecipe) => Promise<Buffer>
}

export type GetOptions = {
  /** Aborts when the client has gone. A resize still waiting its turn is dropped once all its clients have. */
  signal?: AbortSignal
  /**
   * Asked only before a new resize is queued (not for a hit, nor to join one being made): refuses by throwing,
   * or gives the resize's priority and what to call when it is done.
   */
  admit?: () => Promise<Admission>
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

/**
 * One resize per core but one. A resize is CPU-bound (sharp gives each one libvips thread on glibc Linux, its
 * default there), more at once only makes each slower, and the site and this API must keep a core to answer
 * pages and cached images while a burst of new sizes is being made (decision 033).
 */
export const defaultConcurrency = () => Math.max(1, availableParallelism() - 1)

export function createImageResizer({
  cacheDir,
  memoryBytes = 32 * 1024 * 1024,
  diskBytes = 512 * 1024 * 1024,
  concurrency = defaultConcurrency(),
  run = runRecipe,
}: ImageResizerOptions) {
  const stats: ResizerStats = { resized: 0, memoryHits: 0, diskHits: 0, joined: 0, dropped: 0 }
  const results = createResults(memoryBytes, createDiskCache(cacheDir, diskBytes), stats)
  const { memory, disk, fromDisk, keep } = results
  const jobs = createResizeJobs({ concurrency, dropped: () => stats.dropped++ })

  /** The picture if it is in memory or being made (then waited for as one more client), else null. */
  const known = (key: string, signal: AbortSignal | undefined) => {
    const remembered = memory.get(key)
    if (remembered) {
      stats.memoryHits++
      return Promise.resolve(remembered)
    }
    const job = jobs.running(key)
    if (!job) return null
    stats.joined++
    return jobs.wait(job, signal)
  }

  /**
   * The picture's bytes: from memory, joined to a resize under way, from disk, or resized once admitted. Each await
   * lets other requests in: what they started or made meanwhile is looked for again after it.
   */
  async function make(sourceId: string, sourcePath: string, recipe: ImageRecipe, options: GetOptions) {
    const { signal, admit } = options
    const { key, file } = keyOf(sourceId, recipe)
    signal?.throwIfAborted()
    const early = known(key, signal)
    if (early) return early
    await disk.load()
    const stored = known(key, signal) ?? (await fromDisk(key, file))
    if (stored) return stored
    const joined = known(key, signal)
    if (joined) return joined
    const admission = await admit?.()
    const late = known(key, signal)
    if (late) {
      admission?.unused()
      return late
    }
    if (signal?.aborted) {
      admission?.unused()
      signal.throwIfAborted()
    }
    return jobs.wait(
      jobs.start(key, () => run(sourcePath, recipe), keep(key, file), admission),
      signal,
    )
  }

  return {
    stats,
    /**
     * The picture a recipe makes from a source. `sourceId` names the source's bytes (the seed file's content
     * hash), so a changed file never answers from an old entry.
     */
    async get(sourceId: string, sourcePath: string, recipe: ImageRecipe, options: GetOptions = {}) {
      return { body: await make(sourceId, sourcePath, recipe, options), contentType: CONTENT_TYPES[recipe.format] }
    },
    /** The picture if it is already made (in memory, or on disk as far as this process knows): never resizes. */
    async cached(sourceId: string, recipe: ImageRecipe): Promise<ImageResult | null> {
      const { key, file } = keyOf(sourceId, recipe)
      const body = await results.alreadyMade(key, file)
      return body ? { body, contentType: CONTENT_TYPES[recipe.format] } : null
    },
    /** Resizes running, and waiting their turn. */
    load: jobs.load,
    /** Bytes the disk cache holds, as this process counts them (after its first use). */
    diskBytesUsed: disk.bytesUsed,
  }
}

/** The results kept: in memory (an LRU bounded in bytes) and on disk, each hit counted in `stats`. */
function createResults(memoryBytes: number, disk: ReturnType<typeof createDiskCache>, stats: ResizerStats) {
  const memory = new LRUCache<string, Buffer>({
    maxSize: memoryBytes,
    sizeCalculation: (body) => Math.max(1, body.length),
  })
  const fromDisk = async (key: string, file: string): Promise<Buffer | null> => {
    const stored = await disk.read(file)
    if (!stored) return null
    stats.diskHits++
    memory.set(key, stored)
    return stored
  }
  return {
    memory,
    disk,
    fromDisk,
    /** What a finished resize does with its picture: counted, kept in memory, then on disk. */
    keep: (key: string, file: string) => async (body: Buffer) => {
      stats.resized++
      memory.set(key, body)
      await disk.keep(file, body)
    },
    /** The picture if it is in memory, or on disk as far as this process knows; never counted as a memory hit. */
    async alreadyMade(key: string, file: string): Promise<Buffer | null> {
      const remembered = memory.get(key)
      if (remembered) return remembered
      await disk.load()
      if (!disk.has(file)) return null
      return fromDisk(key, file)
    },
  }
}

/** A result's cache key and file name: the source's bytes and everything in the recipe. */
function keyOf(sourceId: string, recipe: ImageRecipe) {
  const key = createHash('sha256')
    .update(`${sourceId}\n${recipeKey(recipe)}`)
    .digest('hex')
  return { key, file: `${key}.${EXTENSIONS[recipe.format]}` }
}

export type ImageResizer = ReturnType<typeof createImageResizer>
