import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import PQueue from 'p-queue'
import sharp from 'sharp'
import type { Admission } from './image-admission'
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

/** What one resize holds while it is queued or running. */
type Job = { key: string; result: Promise<Buffer>; waiting: number; started: boolean; drop: AbortController }

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
  const memory = new LRUCache<string, Buffer>({
    maxSize: memoryBytes,
    sizeCalculation: (body) => Math.max(1, body.length),
  })
  const inFlight = new Map<string, Job>()
  const queue = new PQueue({ concurrency })
  const stats: ResizerStats = { resized: 0, memoryHits: 0, diskHits: 0, joined: 0, dropped: 0 }

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

  const keyOf = (sourceId: string, recipe: ImageRecipe) => {
    const key = createHash('sha256')
      .update(`${sourceId}\n${recipeKey(recipe)}`)
      .digest('hex')
    return { key, file: `${key}.${EXTENSIONS[recipe.format]}` }
  }

  const fromDisk = async (key: string, file: string): Promise<Buffer | null> => {
    const stored = await readFile(path.join(cacheDir, file)).catch(() => null)
    if (!stored) return null
    stats.diskHits++
    touch(file, stored.length)
    memory.set(key, stored)
    return stored
  }

  const keepOnDisk = async (file: string, body: Buffer) => {
    const target = path.join(cacheDir, file)
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
  }

  /**
   * Queues a resize. Its result is kept (memory, then disk) whoever is still waiting: a resize that has started
   * in sharp cannot be stopped, so its work is not thrown away. Only a resize still in the queue can be dropped.
   */
  const start = (
    key: string,
    file: string,
    sourcePath: string,
    recipe: ImageRecipe,
    admission: Admission | undefined,
  ): Job => {
    const drop = new AbortController()
    const job: Job = { key, waiting: 0, started: false, drop, result: Promise.resolve(Buffer.alloc(0)) }
    job.result = queue
      .add(
        () => {
          job.started = true
          return run(sourcePath, recipe)
        },
        { signal: drop.signal, priority: admission?.priority ?? 0 },
      )
      .then(async (body) => {
        stats.resized++
        memory.set(key, body)
        await keepOnDisk(file, body)
        return body
      })
      .finally(() => {
        forget(job)
        admission?.done()
      })
    // Every waiter handles the outcome; this keeps a dropped resize with nobody left from being "unhandled".
    job.result.catch(() => undefined)
    inFlight.set(key, job)
    return job
  }

  const forget = (job: Job) => {
    if (inFlight.get(job.key) === job) inFlight.delete(job.key)
  }

  /** Waits for a job as one client; when the last client still waiting leaves before it starts, it is dropped. */
  const wait = (job: Job, signal: AbortSignal | undefined): Promise<Buffer> => {
    job.waiting++
    if (!signal) return job.result
    return new Promise<Buffer>((resolve, reject) => {
      const leave = () => {
        job.waiting--
        if (job.waiting === 0 && !job.started) {
          stats.dropped++
          forget(job)
          job.drop.abort()
        }
        reject(signal.reason)
      }
      if (signal.aborted) return leave()
      signal.addEventListener('abort', leave, { once: true })
      job.result.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave))
    })
  }

  return {
    stats,
    /**
     * The picture a recipe makes from a source. `sourceId` names the source's bytes (the seed file's content
     * hash), so a changed file never answers from an old entry.
     */
    async get(
      sourceId: string,
      sourcePath: string,
      recipe: ImageRecipe,
      { signal, admit }: GetOptions = {},
    ): Promise<ImageResult> {
      const { key, file } = keyOf(sourceId, recipe)
      const contentType = CONTENT_TYPES[recipe.format]
      const answer = (body: Buffer) => ({ body, contentType })
      // Each await below lets other requests in: what they started or made meanwhile is looked for again after it.
      const known = () => {
        const remembered = memory.get(key)
        if (remembered) {
          stats.memoryHits++
          return Promise.resolve(remembered)
        }
        const job = inFlight.get(key)
        if (!job) return null
        stats.joined++
        return wait(job, signal)
      }
      signal?.throwIfAborted()
      const early = known()
      if (early) return answer(await early)
      await loadDiskIndex()
      const stored = known() ?? (await fromDisk(key, file))
      if (stored) return answer(await stored)
      const joined = known()
      if (joined) return answer(await joined)
      const admission = await admit?.()
      const late = known()
      if (late) {
        admission?.unused()
        return answer(await late)
      }
      if (signal?.aborted) {
        admission?.unused()
        signal.throwIfAborted()
      }
      return answer(await wait(start(key, file, sourcePath, recipe, admission), signal))
    },
    /** The picture if it is already made (in memory, or on disk as far as this process knows): never resizes. */
    async cached(sourceId: string, recipe: ImageRecipe): Promise<ImageResult | null> {
      const { key, file } = keyOf(sourceId, recipe)
      const contentType = CONTENT_TYPES[recipe.format]
      const remembered = memory.get(key)
      if (remembered) return { body: remembered, contentType }
      await loadDiskIndex()
      if (!diskIndex?.has(file)) return null
      const stored = await fromDisk(key, file)
      return stored ? { body: stored, contentType } : null
    },
    /** Resizes running, and waiting their turn. */
    load: () => ({ running: queue.pending, queued: queue.size }),
    /** Bytes the disk cache holds, as this process counts them (after its first use). */
    diskBytesUsed: () => diskTotal,
  }
}

export type ImageResizer = ReturnType<typeof createImageResizer>
