/**
 * A small in-memory cache that serves stale content while it refreshes in the background, and keeps serving
 * the last good value when a refresh fails, so an outage of the content back end never blanks the site.
 * Bounded (least recently used goes first) because search terms make keys a visitor can multiply.
 *
 * With nothing to fall back on, a failed load is remembered for `failureMemoMs`: further misses of that key
 * fail at once with the same error, rather than each visitor waiting for the back end to fail again.
 */

type Entry = { value: unknown; storedAt: number; refreshing?: Promise<void> }

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

export function createSwrCache({ ttlMs, maxEntries = 500, now = Date.now, onRefreshError, failureMemoMs = 0, remembers = () => true }: SwrCacheOptions) {
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<unknown>>()
  const failures = new Map<string, { error: unknown; until: number }>()
  // Bumped by every eviction. A load that began before one may hold content from before a publish, so it is
  // handed to its caller but not stored.
  let generation = 0

  const dropOldest = (map: Map<string, unknown>) => {
    while (map.size > maxEntries) {
      const oldest = map.keys().next().value
      if (oldest === undefined) break
      map.delete(oldest)
    }
  }

  const store = (key: string, value: unknown, loadedInGeneration: number) => {
    if (loadedInGeneration !== generation) return
    entries.delete(key)
    entries.set(key, { value, storedAt: now() })
    failures.delete(key)
    dropOldest(entries)
  }

  const rememberedFailure = (key: string) => {
    const failure = failures.get(key)
    if (!failure || now() < failure.until) return failure
    failures.delete(key)
    return undefined
  }

  const rememberFailure = (key: string, error: unknown, loadedInGeneration: number) => {
    // A failure from before an eviction may concern content a publish has since replaced.
    if (failureMemoMs <= 0 || loadedInGeneration !== generation || !remembers(error)) return
    failures.delete(key)
    failures.set(key, { error, until: now() + failureMemoMs })
    dropOldest(failures)
  }

  async function get<T>(key: string, load: () => Promise<T>): Promise<{ value: T; status: CacheStatus }> {
    const entry = entries.get(key)
    if (entry) {
      // Touch, so the least recently used entry is the one evicted.
      entries.delete(key)
      entries.set(key, entry)
      if (now() - entry.storedAt < ttlMs) return { value: entry.value as T, status: 'hit' }
      const started = generation
      entry.refreshing ??= load()
        .then((value) => store(key, value, started))
        .catch((error) => {
          onRefreshError?.(key, error)
          // Keep the last good value; try again on the next request after another full TTL.
          entry.storedAt = now()
        })
        .finally(() => {
          entry.refreshing = undefined
        })
      return { value: entry.value as T, status: 'stale' }
    }
    const failure = rememberedFailure(key)
    if (failure) throw failure.error
    const started = generation
    let pending = loading.get(key) as Promise<T> | undefined
    if (!pending) {
      pending = load()
        .catch((error: unknown) => {
          rememberFailure(key, error, started)
          throw error
        })
        .finally(() => loading.delete(key))
      loading.set(key, pending)
    }
    const value = await pending
    store(key, value, started)
    return { value, status: 'miss' }
  }

  return {
    get,
    /** Drops every entry that matches (by key or by the value it holds); the next read loads afresh. */
    evict(matches: (key: string, value: unknown) => boolean) {
      generation += 1
      loading.clear()
      // Remembered failures hold no value to match against, and last only seconds: a publish forgets them all.
      failures.clear()
      let count = 0
      for (const [key, entry] of [...entries]) {
        if (matches(key, entry.value)) {
          entries.delete(key)
          count += 1
        }
      }
      return count
    },
    clear() {
      generation += 1
      loading.clear()
      failures.clear()
      entries.clear()
    },
    /** Resolves when every background refresh under way has settled. */
    async settled() {
      await Promise.all([...entries.values()].map((entry) => entry.refreshing))
    },
    get size() {
      return entries.size
    },
  }
}

export type SwrCache = ReturnType<typeof createSwrCache>
