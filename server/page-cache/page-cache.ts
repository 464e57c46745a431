import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { DEFAULT_PAGE_CACHE_MAX_MB } from '#shared/setting-defaults'
import type { BrotliTemplate } from './brotli-splice'
import { spliceBrotliParts } from './brotli-splice'
import { compactBuffers } from './compact-buffers'
import { deflateSegments, spliceGzipParts } from './gzip-splice'

/**
 * The rendered-page store: public pages and `.data` answers as the app rendered them, with their compressed
 * bodies, under the freshness their own Cache-Control states. Decision 019.
 *
 * Memory is a byte budget split in least-recently-used segments. A URL with a query string (a search, a filtered
 * listing: values a visitor makes up) lives in a segment of its own, so no number of them, however often each is
 * asked for, can displace a page. A page enters "probation" and moves to "protected" when it is asked for again,
 * so a stream of one-off URLs (a crawler's first pass) only ever displaces other one-off pages, never the pages
 * visitors keep asking for. Keys are canonical (cache-key.ts): an invented parameter makes no entry at all.
 */

const QUERIED_SHARE = 0.25
const PROTECTED_SHARE = 0.6
// Headers the cache sets itself on the way out, or that belong to one response only.
// Text a page or its data is written in; images and files have their own caches.
const STORABLE_TYPE = /^(?:text\/|application\/(?:json|xml|ld\+json))/
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'date',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
])

/** Whether a rendered response may be kept and shown to other visitors, and for how long. */
export function storablePolicy(response: Response): FreshnessPolicy | null {
  if (response.status !== 200) return null
  const headers = response.headers
  if (headers.has('set-cookie') || !STORABLE_TYPE.test(headers.get('content-type') ?? '')) return null
  const vary = headers.get('vary')
  if (vary?.split(',').some((name) => !['accept-encoding', ''].includes(name.trim().toLowerCase()))) return null
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null
  const seconds = (name: string) => Number(cacheControl.match(new RegExp(`\\b${name}=(\\d+)`))?.[1] ?? NaN)
  const freshSeconds = Number.isFinite(seconds('s-maxage')) ? seconds('s-maxage') : seconds('max-age')
  if (!(freshSeconds > 0)) return null
  const staleSeconds = Number.isFinite(seconds('stale-while-revalidate')) ? seconds('stale-while-revalidate') : 0
  return { freshMs: freshSeconds * 1000, staleMs: staleSeconds * 1000 }
}

/** How long an answer may be shown as it is, then shown while it is rendered again. */
export type FreshnessPolicy = { freshMs: number; staleMs: number }

type EntryBase = FreshnessPolicy & {
  key: string
  /** The stored headers, as name/value pairs (a name may come more than once). */
  headers: [string, string][]
  /** Document ids and `type:<name>` the answer shows: what a publish evicts it by. */
  tags: Set<string>
  storedAt: number
  size: number
  /** How to render it again when it goes stale (set by cached-pages). */
  requestInit?: { url: string; headers: Headers }
}
/**
 * A page: its bytes cut at each nonce, with each segment deflated once (gzip-splice.ts), and, once the page is
 * asked for again, compressed once as brotli with a slot for each nonce (brotli-splice.ts; undefined: not built
 * yet, null: it cannot be).
 */
type NoncedEntry = EntryBase & {
  nonce: true
  segments: Buffer[]
  deflated: Buffer[]
  headCrc: number
  cspTemplate: string[]
  nonceLength: number
  brotli?: BrotliTemplate | null
}
/**
 * Anything else (`.data`): gzipped once when stored, and compressed once as brotli when asked for again, on the
 * thread pool (undefined: not built yet, null: not kept). Quality-11 brotli done in line blocked a worker for
 * 50 ms on a 30 KB answer, and 140 ms on 80 KB, in front of every cached page it was answering meanwhile.
 */
type PlainEntry = EntryBase & { nonce: false; identity: Buffer; gzip: Buffer; br?: Buffer | null }
export type CacheEntry = NoncedEntry | PlainEntry

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/

/**
 * Builds an entry from a rendered response's bytes. A page's nonce (read from its CSP header) is cut out of
 * the body, so each answer gets its own; a body without one (`.data`) is compressed once, gzip and brotli.
 */
type NewEntry = { key: string; headers: Headers; body: Buffer; policy: FreshnessPolicy; tags: string[]; now: number }

export function createEntry({ key, headers, body, policy, tags, now }: NewEntry): CacheEntry {
  const csp = headers.get('content-security-policy')
  const nonce = csp?.match(NONCE_IN_CSP)?.[1]
  const stored: [string, string][] = []
  for (const [name, value] of headers) {
    // A page's CSP is written afresh for each answer, with that answer's nonce.
    if (!NOT_STORED.has(name) && !(nonce && name === 'content-security-policy')) stored.push([name, value])
  }
  const base = { key, headers: stored, tags: new Set(tags), storedAt: now, ...policy }
  const overhead = metadataBytes(key, stored, tags, csp)
  if (nonce && csp) {
    const cut = splitOn(body, Buffer.from(nonce))
    // Each part a view of one block the entry owns: what it holds is what its size counts.
    const held = compactBuffers([...cut, ...deflateSegments(cut)])
    const segments = held.slice(0, cut.length)
    const deflated = held.slice(cut.length)
    const size = overhead + held.reduce((sum, part) => sum + part.length, 0)
    return {
      ...base,
      nonce: true,
      segments,
      deflated,
      headCrc: zlib.crc32(segments[0]!),
      cspTemplate: csp.split(nonce),
      nonceLength: Buffer.byteLength(nonce),
      size,
    }
  }
  const gzip = zlib.gzipSync(body, { level: 9 })
  const [identityHeld, gzipHeld] = compactBuffers([body, gzip]) as [Buffer, Buffer]
  return { ...base, nonce: false, identity: identityHeld, gzip: gzipHeld, size: overhead + body.length + gzip.length }
}

/** A `.data` answer's brotli body, at the best quality, made on the thread pool (never on the worker's own thread). */
export function brotliBody(identity: Buffer): Promise<Buffer> {
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length }
  return new Promise((resolve, reject) =>
    zlib.brotliCompress(identity, { params }, (error, compressed) => (error ? reject(error) : resolve(compressed))),
  )
}

/**
 * About what an entry's bookkeeping takes besides its bodies (its key, headers, tags and CSP as strings, the
 * objects around them): a tiny `.data` answer is mostly this, so the budget must count it.
 */
const ENTRY_OBJECTS_BYTES = 1024
function metadataBytes(key: string, headers: [string, string][], tags: string[], csp: string | null): number {
  const characters =
    key.length * 2 +
    headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
    tags.reduce((sum, tag) => sum + tag.length, 0) +
    (csp?.length ?? 0)
  // V8 keeps most of these strings one byte a character; the render's request (key and headers) is kept too.
  return ENTRY_OBJECTS_BYTES + characters
}

function splitOn(buffer: Buffer, needle: Buffer): Buffer[] {
  const parts: Buffer[] = []
  let start = 0
  for (let at = buffer.indexOf(needle); at !== -1; at = buffer.indexOf(needle, start)) {
    parts.push(buffer.subarray(start, at))
    start = at + needle.length
  }
  parts.push(buffer.subarray(start))
  return parts
}

/**
 * The headers and body (a list of buffers, written in turn) of one answer from an entry, in the best encoding
 * the client takes (`acceptsEncoding(name)`). A page gets a fresh nonce in body and CSP.
 */
export type RenderedEntry = { headers: [string, string][]; encoding: 'br' | 'gzip' | null; body: Buffer[] }

export function renderEntry(
  entry: CacheEntry,
  acceptsEncoding: (encoding: string) => boolean,
  nonce: string,
): RenderedEntry {
  const headers: [string, string][] = entry.headers.slice()
  if (entry.nonce) {
    headers.push(['content-security-policy', entry.cspTemplate.join(nonce)])
    if (entry.brotli && acceptsEncoding('br'))
      return { headers, encoding: 'br', body: spliceBrotliParts(entry.brotli, nonce) }
    if (acceptsEncoding('gzip'))
      return { headers, encoding: 'gzip', body: spliceGzipParts(entry.segments, entry.deflated, entry.headCrc, nonce) }
    return {
      headers,
      encoding: null,
      body: entry.segments.flatMap((segment, index) => (index ? [Buffer.from(nonce), segment] : [segment])),
    }
  }
  if (entry.br && acceptsEncoding('br')) return { headers, encoding: 'br', body: [entry.br] }
  if (acceptsEncoding('gzip')) return { headers, encoding: 'gzip', body: [entry.gzip] }
  return { headers, encoding: null, body: [entry.identity] }
}

export type Lookup = { entry: CacheEntry; state: 'fresh' | 'stale'; age: number }

export function createPageCache({
  maxBytes = DEFAULT_PAGE_CACHE_MAX_MB * 1024 * 1024,
  now = Date.now,
}: {
  maxBytes?: number
  now?: () => number
} = {}) {
  const segment = (share: number) =>
    new LRUCache<string, CacheEntry>({
      maxSize: Math.max(1, Math.floor(maxBytes * share)),
      sizeCalculation: (entry) => Math.max(1, entry.size),
    })
  const queried = segment(QUERIED_SHARE)
  const probation = segment(1 - QUERIED_SHARE - PROTECTED_SHARE)
  const protectedPages = segment(PROTECTED_SHARE)
  const hasQuery = (key: string) => key.includes('?')
  // Bumped by every eviction: a render that began before one may show what a publish replaced, so it is
  // answered but not kept.
  let generation = 0
  // Pages a publish dropped, until they are stored again: real pages, whose next render nobody invented.
  const republishing = new LRUCache<string, true>({ max: 10_000 })

  return {
    now,
    get generation() {
      return generation
    },
    /** The entry for a key with its state ('fresh', 'stale' within stale-while-revalidate), or undefined. */
    lookup(key: string): Lookup | undefined {
      let entry = hasQuery(key) ? queried.get(key) : protectedPages.get(key)
      if (!entry && !hasQuery(key)) {
        entry = probation.get(key)
        if (entry) {
          // Asked for twice: a page worth protecting from one-off URLs.
          probation.delete(key)
          protectedPages.set(key, entry)
        }
      }
      if (!entry) return undefined
      const age = now() - entry.storedAt
      if (age < entry.freshMs) return { entry, state: 'fresh', age }
      if (age < entry.freshMs + entry.staleMs) return { entry, state: 'stale', age }
      this.delete(key)
      return undefined
    },
    /** Keeps an entry unless an eviction happened since its render started (`renderedInGeneration`). */
    store(entry: CacheEntry, renderedInGeneration: number): boolean {
      if (renderedInGeneration !== generation) return false
      republishing.delete(entry.key)
      if (hasQuery(entry.key)) {
        if (entry.size > queried.maxSize) return false
        queried.set(entry.key, entry)
        return true
      }
      if (entry.size > probation.maxSize && entry.size > protectedPages.maxSize) return false
      if (protectedPages.has(entry.key)) protectedPages.set(entry.key, entry)
      else probation.set(entry.key, entry)
      return true
    },
    /**
     * Adds an entry's brotli copy (a page's template, a `.data` answer's body; null: none can be made) to it, if
     * the cache still holds that very entry. Set again as a new object, since the LRU measures an entry only
     * when it is set. A copy that would not fit its segment is not kept (null).
     */
    attachBrotli(entry: CacheEntry, copy: BrotliTemplate | Buffer | null): boolean {
      for (const cache of [queried, probation, protectedPages]) {
        if (cache.peek(entry.key) !== entry) continue
        const copySize = copy === null ? 0 : Buffer.isBuffer(copy) ? copy.length : copy.size
        const fits = entry.size + copySize <= cache.maxSize
        const size = fits ? entry.size + copySize : entry.size
        let updated: CacheEntry
        if (entry.nonce)
          updated = { ...entry, brotli: fits && copy !== null && !Buffer.isBuffer(copy) ? copy : null, size }
        else updated = { ...entry, br: fits && Buffer.isBuffer(copy) ? compactBuffers([copy])[0]! : null, size }
        cache.set(entry.key, updated)
        return true
      }
      return false
    },
    /** Whether a publish dropped this page and it has not been stored again since. */
    droppedByPublish(key: string): boolean {
      return republishing.has(key)
    },
    delete(key: string): void {
      queried.delete(key)
      probation.delete(key)
      protectedPages.delete(key)
    },
    /** Drops every page (development: a source file changed, so any page may have). */
    clear(): void {
      generation += 1
      for (const cache of [queried, probation, protectedPages]) cache.clear()
    },
    /** Drops every page tagged with one of `tags` (document ids and `type:<name>`); returns how many went. */
    evictTagged(tags: Iterable<string>): number {
      generation += 1
      const wanted = new Set(tags)
      let evicted = 0
      for (const cache of [queried, probation, protectedPages]) {
        for (const [key, entry] of cache.entries()) {
          if ([...entry.tags].some((tag) => wanted.has(tag))) {
            cache.delete(key)
            republishing.set(key, true)
            evicted += 1
          }
        }
      }
      return evicted
    },
    stats() {
      const segments = [queried, probation, protectedPages]
      return {
        entries: segments.reduce((sum, cache) => sum + cache.size, 0),
        bytes: segments.reduce((sum, cache) => sum + cache.calculatedSize, 0),
      }
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
