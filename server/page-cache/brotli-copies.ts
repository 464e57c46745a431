import { brotliSegments } from './brotli-splice'
import { brotliBody, type CacheEntry, type PageCache } from './page-cache'

/**
 * A page or `.data` answer asked for a second time gets its brotli copy, built on the thread pool behind the
 * answer (about 100 ms at quality 11 for the home page), one at a time per worker: one-off URLs never pay for
 * it, and until it is there brotli clients get gzip (or, taking only brotli, the plain bytes).
 */
export function createBrotliCopies(cache: Pick<PageCache, 'attachBrotli'>) {
  let buildingBrotli = false
  return function buildBrotli(entry: CacheEntry) {
    if ((entry.nonce ? entry.brotli : entry.br) !== undefined || buildingBrotli) return
    buildingBrotli = true
    const made = entry.nonce ? brotliSegments(entry.segments, entry.nonceLength) : brotliBody(entry.identity)
    made
      .then((copy) => {
        if (!copy)
          console.error('No brotli copy could be made of a cached page; it goes out gzip', new URL(entry.key).pathname)
        cache.attachBrotli(entry, copy)
      })
      .catch((error) => console.error('Compressing a cached page as brotli failed; it goes out gzip', error))
      .finally(() => {
        buildingBrotli = false
      })
  }
}
