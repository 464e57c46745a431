import { LRUCache } from 'lru-cache'

/**
 * An in-memory cache that serves stale content while it refreshes in the background, and keeps serving the last
 * good value when a refresh fails, so an outage of the content back end never blanks the site. Bounded (least
 * recently used goes first) because search terms make keys a visitor can multiply. lru-cache does the storing,
 * the bound, the freshness and the sharing of one load between concurrent readers (its `fetch`); this module adds
 * what a publish and an outage need.
 *
 * With nothing to fall back on, a failed load is remembered for `failureMemoMs`: further misses of that key
 * fail at once with the same error, rather than each visitor waiting for the back end to fail again.
 */

export type CacheStatus = 'hit' | 'stale' | 'miss'

export type SwrCacheOptions = {
  ttlMs: number
  maxEntries?: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
  /** How long a failed miss is remembered; 0 (the default) remembers nothing. */
  failureMemoMs?: number
  /** Which failures are worth remembering (all, by default); one that cost no wait gains nothing from it. */
  remembers?: (error: unknown) => boolean
}

/** A cached value, boxed: lru-cache cannot hold `null` (what a query for a missing document answers). */
type Box = { value: unknown }
type Load = () => Promise<unknown>

export function createSwrCache({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
  onRefreshError,
  failureMemoMs = 0,
  remembers = () => true,
}: SwrCacheOptions) {
  // lru-cache reads a start time of 0 as "no expiry" (a test's clock may start there), caches the time for 1 ms
  // unless told not to, and keeps an entry while its age is at most `ttl`, where ours end at `ms` exactly.
  const clock = { perf: { now: () => now() + 1 }, ttlResolution: 0 }
  const lasting = (ms: number) => Math.max(ms - 1, 1)

  // Bumped by every eviction. A load that began before one may hold content from before a publish, so it is
  // handed to whoever waits for it but not stored.
  let generation = 0
  /** Each key's load under way (first loads and refreshes). */
  const loading = new Map<string, Promise<Box | undefined>>()
  const failures = new LRUCache<string, { error: unknown }>({ max: maxEntries, ttl: lasting(failureMemoMs), ...clock })

  const entries = new LRUCache<string, Box, Load>({
    max: maxEntries,
    ttl: lasting(ttlMs),
    ...clock,
    // A stale value is answered at once while its refresh runs.
    allowStale: true,
    // A first load an eviction overtook still answers its readers; lru-cache then does not store it.
    ignoreFetchAbort: true,
    fetchMethod(key, stale, { context: load }) {
      const started = generation
      const pending = load().then(
        (value): Box | undefined => {
          // A refresh an eviction overtook leaves its entry as it was: stale, refreshed by the next read.
          if (started !== generation) return stale ? undefined : { value }
          failures.delete(key)
          return { value }
        },
        (error: unknown) => {
          if (stale) {
            onRefreshError?.(key, error)
            // Keep the last good value; try again on the next request after another full TTL.
            return stale
          }
          // A failure from before an eviction may concern content a publish has since replaced.
          if (failureMemoMs > 0 && started === generation && remembers(error)) failures.set(key, { error })
          throw error
        },
      )
      loading.set(key, pending)
      const done = () => {
        if (loading.get(key) === pending) loading.delete(key)
      }
      pending.then(done, done)
      return pending
    },
  })

  async function get<T>(key: string, load: () => Promise<T>): Promise<{ value: T; status: CacheStatus }> {
    if (entries.peek(key) === undefined) {
      const failure = failures.get(key)
      if (failure) throw failure.error
    }
    const status: LRUCache.Status<string, Box, Load> = {}
    const box = (await entries.fetch(key, { context: load, status })) as Box
    return { value: box.value as T, status: status.fetch === 'hit' ? 'hit' : status.returnedStale ? 'stale' : 'miss' }
  }

  return {
    get,
    /** Drops every entry that matches (by key or by the value it holds); the next read loads afresh. */
    evict(matches: (key: string, value: unknown) => boolean) {
      generation += 1
      // Remembered failures hold no value to match against, and last only seconds: a publish forgets them all.
      failures.clear()
      // A first load under way has no value to match either: a reader after this one starts its own.
      for (const key of loading.keys()) if (entries.peek(key) === undefined) entries.delete(key)
      const matched: string[] = []
      entries.forEach((box, key) => {
        if (matches(key, box.value)) matched.push(key)
      })
      for (const key of matched) entries.delete(key)
      return matched.length
    },
    clear() {
      generation += 1
      failures.clear()
      entries.clear()
    },
    /** Resolves when every load under way has settled and been stored. */
    async settled() {
      await Promise.allSettled(loading.values())
      // lru-cache stores what a load brought in a callback of its own, just after the load settles.
      await new Promise((resolve) => setImmediate(resolve))
    },
    get size() {
      return entries.size
    },
  }
}

export type SwrCache = ReturnType<typeof createSwrCache>
