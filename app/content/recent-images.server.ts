import { LRUCache } from 'lru-cache'
import { acceptedImageFormats } from '#shared/image-formats'

/**
 * The image answers this worker passed on lately, kept in memory (embedded defaults only: against a Sanity
 * project, browsers fetch images from Sanity's CDN). A size once made never changes under its URL (the file name
 * is the picture's content hash, and the API marks it immutable), so a worker can answer it again without asking
 * the local Content API, as a CDN's edge does. That keeps pages' pictures quick while the API is busy with a
 * burst of new sizes (decision 033). Only whole, immutable answers are kept: never a substitute size, a refusal
 * or a byte range.
 */

export type RecentImage = { status: number; headers: [string, string][]; body: ArrayBuffer }

const MAX_BYTES = 16 * 1024 * 1024
/** Larger answers (a photo at its full size) stream through and are not kept. */
const LARGEST_KEPT = 1024 * 1024
const IMMUTABLE = /\bimmutable\b/i

export function createRecentImages({ maxBytes = MAX_BYTES, largestKept = LARGEST_KEPT } = {}) {
  const images = new LRUCache<string, RecentImage>({
    maxSize: maxBytes,
    maxEntrySize: largestKept,
    sizeCalculation: (image) => Math.max(1, image.body.byteLength),
  })
  return {
    /** Where a request's answer is filed: its URL, and the formats its browser takes (the answer varies with them). */
    keyOf(request: Request): string | null {
      if (request.method !== 'GET' || request.headers.has('range')) return null
      const url = new URL(request.url)
      return `${url.pathname}${url.search}|${[...acceptedImageFormats(request.headers.get('accept'))].sort().join(',')}`
    },
    get: (key: string) => images.get(key),
    /** Whether an answer of this status and these headers may be kept. */
    keepable(status: number, headers: Headers): boolean {
      const length = Number(headers.get('content-length'))
      return (
        status === 200 &&
        IMMUTABLE.test(headers.get('cache-control') ?? '') &&
        Number.isFinite(length) &&
        length > 0 &&
        length <= largestKept
      )
    },
    keep: (key: string, image: RecentImage) => void images.set(key, image),
    get bytes() {
      return images.calculatedSize
    },
  }
}

export type RecentImages = ReturnType<typeof createRecentImages>
