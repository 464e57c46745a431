import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { brotliSegments } from './brotli-splice'
import { compactBuffers } from './compact-buffers'
import { brotliBody, type CacheEntry, createEntry, createPageCache } from './page-cache'

const policy = { freshMs: 300_000, staleMs: 60_000 }

/** A page as the app renders one: a CSP nonce in its header and on each script. */
function page(key: string, nonce = 'bm9uY2Utb2YtdGhpcy1wYWdl') {
  const scripts = Array.from(
    { length: 8 },
    (_, index) => `<script nonce="${nonce}">window.__part${index} = ${index}</script>`,
  ).join('\n')
  const body = Buffer.from(
    '<!DOCTYPE html><html><head><title>Gold Package</title></head><body><main>' +
      `${'<p>Day by day on the links and in the Mara.</p>'.repeat(40)}</main>${scripts}</body></html>`,
  )
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    'cache-control': 'public, s-maxage=300',
  })
  return createEntry({ key, headers, body, policy, tags: ['package-gold', 'type:siteSettings'], now: 0 })
}

function dataAnswer(key: string) {
  const headers = new Headers({
    'content-type': 'text/x-script; charset=utf-8',
    'cache-control': 'public, s-maxage=300',
  })
  return createEntry({
    key,
    headers,
    body: Buffer.from('[{"_1":2},"routes/search",{"_3":4}]'),
    policy,
    tags: [],
    now: 0,
  })
}

/** The bytes a set of buffers keeps alive: each distinct underlying block once, whole. */
function retainedBytes(buffers: Iterable<Buffer>): number {
  const blocks = new Set<ArrayBufferLike>()
  for (const buffer of buffers) blocks.add(buffer.buffer)
  let total = 0
  for (const block of blocks) total += block.byteLength
  return total
}

function heldBuffers(entry: CacheEntry): Buffer[] {
  if (!entry.nonce) return [entry.identity, entry.gzip, ...(entry.br ? [entry.br] : [])]
  return [...entry.segments, ...entry.deflated, ...(entry.brotli?.parts ?? [])]
}

describe('what a cached entry holds in memory', () => {
  it('a page holds no more than its size counts, brotli copy included: no part keeps a larger block live', async () => {
    const entry = page('http://localhost/itinerary/gold-package')
    expect(entry.nonce).toBe(true)
    expect(retainedBytes(heldBuffers(entry))).toBeLessThanOrEqual(entry.size)
    if (!entry.nonce) return
    const cache = createPageCache({ now: () => 0 })
    cache.store(entry, cache.generation)
    cache.attachBrotli(entry, await brotliSegments(entry.segments, entry.nonceLength))
    const withBrotli = cache.lookup(entry.key)!.entry
    expect(withBrotli.nonce && withBrotli.brotli?.parts.length).toBe(9)
    expect(retainedBytes(heldBuffers(withBrotli))).toBeLessThanOrEqual(withBrotli.size)
  })

  it('a tiny data answer is counted at what it holds, bookkeeping and brotli copy included', async () => {
    const entry = dataAnswer('http://localhost/search.data?q=lodge')
    expect(retainedBytes(heldBuffers(entry))).toBeLessThanOrEqual(entry.size)
    expect(entry.size).toBeGreaterThan(1024)
    if (entry.nonce) return
    const cache = createPageCache({ now: () => 0 })
    cache.store(entry, cache.generation)
    cache.attachBrotli(entry, await brotliBody(entry.identity))
    const withBrotli = cache.lookup(entry.key)!.entry
    expect(
      withBrotli.nonce === false && withBrotli.br && zlib.brotliDecompressSync(withBrotli.br).equals(entry.identity),
    ).toBe(true)
    expect(retainedBytes(heldBuffers(withBrotli))).toBeLessThanOrEqual(withBrotli.size)
  })

  it('storing a large data answer does no brotli work on the worker’s thread', () => {
    const body = Buffer.from(
      JSON.stringify({
        items: Array.from({ length: 2_000 }, (_, index) => ({ name: `Gold Package ${index}`, price: 1000 + index })),
      }),
    )
    const entry = createEntry({
      key: 'http://localhost/search.data?q=golf',
      headers: new Headers({ 'content-type': 'text/x-script' }),
      body,
      policy,
      tags: [],
      now: 0,
    })
    expect(entry.nonce === false && entry.br).toBeUndefined()
    expect(entry.nonce === false && zlib.gunzipSync(entry.gzip).equals(body)).toBe(true)
  })

  it('a budget of 1 MB filled with invented searches holds about 1 MB of their bodies', () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, now: () => 0 })
    const kept: CacheEntry[] = []
    for (let index = 0; index < 1_000; index += 1) {
      const entry = dataAnswer(`http://localhost/search.data?q=invented-${index}`)
      if (cache.store(entry, cache.generation)) kept.push(entry)
    }
    const stillCached = kept.filter((entry) => cache.lookup(entry.key))
    // Only the quarter of the budget kept for URLs with a query string is theirs.
    expect(retainedBytes(stillCached.flatMap(heldBuffers))).toBeLessThanOrEqual(cache.stats().bytes)
    expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024 * 0.25)
  })

  it('compacting keeps every byte and order, in one block of exactly their length', () => {
    const parts = [Buffer.from('abc'), Buffer.alloc(0), Buffer.from('defgh'), Buffer.from([0, 255])]
    const compacted = compactBuffers(parts)
    expect(compacted.map((part) => part.toString('hex'))).toEqual(parts.map((part) => part.toString('hex')))
    expect(new Set(compacted.map((part) => part.buffer)).size).toBe(1)
    expect(retainedBytes(compacted)).toBe(10)
  })
})

describe('clearing the page cache', () => {
  it('drops every page, and keeps out a render that began before', () => {
    const cache = createPageCache()
    const make = (key: string) =>
      createEntry({
        key,
        headers: new Headers({ 'content-type': 'text/html' }),
        body: Buffer.from(key),
        policy: { freshMs: 60_000, staleMs: 0 },
        tags: [],
        now: cache.now(),
      })
    cache.store(make('https://site.test/'), cache.generation)
    cache.store(make('https://site.test/search?q=x'), cache.generation)
    const began = cache.generation
    cache.clear()
    expect(cache.stats().entries).toBe(0)
    expect(cache.store(make('https://site.test/about'), began)).toBe(false)
  })
})
