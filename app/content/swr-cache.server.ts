/**
 * A small in-memory cache that serves stale content while it refreshes in the background, and keeps serving
 * the last good value when a refresh fails, so an outage of the content back end never blanks the site.
 * Bounded (least recently used goes first) because search terms make keys a visitor can multiply.
 */

type Entry = { value: unknown; storedAt: number; refreshing?: Promise<void> }

export type CacheStatus = 'hit' | 'stale' | 'miss'

export type SwrCacheOptions = {
  ttlMs: number
  maxEntries?: number
  now?: () => number
  onRefreshError?: (key: string, error: unknown) => void
}

export function createSwrCache({ ttlMs, maxEntries = 500, now = Date.now, onRefreshError }: SwrCacheOptions) {
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<unknown>>()
  // Bumped by every eviction. A load that began before one may hold content from before a publish, so it is
  // handed to its caller but not stored.
  let generation = 0

  const store = (key: string, value: unknown, loadedInGeneration: number) => {
    if (loadedInGeneration !== generation) return
    entries.delete(key)
    entries.set(key, { value, storedAt: now() })
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
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
    const started = generation
    let pending = loading.get(key) as Promise<T> | undefined
    if (!pending) {
      pending = load().finally(() => loading.delete(key))
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
