import { LRUCache } from 'lru-cache'

/**
 * Clients the image store has just told to slow down (a 429 for their new sizes), until the Retry-After it gave
 * has passed. Meanwhile this worker refuses their further new sizes itself, with the store's own words and the
 * time left, as a CDN keeps a refusal for its Retry-After: a burst of junk sizes then costs the image store a
 * handful of requests, not hundreds, and the cores stay with everyone else (decision 033). Sizes already made are
 * still answered (recent-images.server.ts); a visitor who browses never meets the store's 429.
 */

type Refusal = { description: string; until: number }

const REMEMBERED_CLIENTS = 10_000

export function createSlowedClients({ now = () => Date.now() } = {}) {
  const refused = new LRUCache<string, Refusal>({ max: REMEMBERED_CLIENTS })
  return {
    /** The store said 429 to `client`: ask again after `retryAfterSeconds`. */
    slowDown(client: string, retryAfterSeconds: number, description: string) {
      if (!client || !(retryAfterSeconds > 0)) return
      refused.set(client, { description, until: now() + retryAfterSeconds * 1000 })
    },
    /** The refusal still standing for `client`, with the whole seconds left before it may ask again. */
    standing(client: string | undefined): { description: string; retryAfterSeconds: number } | null {
      if (!client) return null
      const refusal = refused.get(client)
      if (!refusal) return null
      const left = refusal.until - now()
      if (left <= 0) {
        refused.delete(client)
        return null
      }
      return { description: refusal.description, retryAfterSeconds: Math.ceil(left / 1000) }
    },
  }
}

export type SlowedClients = ReturnType<typeof createSlowedClients>
