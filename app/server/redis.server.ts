import { Redis } from 'ioredis'
import { getServerEnv } from './env.server'

/**
 * The one Redis connection of this process for commands (rate-limit counters), when REDIS_URL is set. It
 * fails fast while Redis is away (no offline queue), so a caller falls back at once instead of hanging a
 * visitor's request.
 */
let client: Redis | null | undefined

export function sharedRedis(): Redis | null {
  if (client !== undefined) return client
  const url = getServerEnv().REDIS_URL
  if (!url) return (client = null)
  let lastLogged = 0
  client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'site-commands' })
  client.on('error', (error) => {
    // A Redis outage would otherwise print a line per reconnection attempt.
    if (Date.now() - lastLogged < 30_000) return
    lastLogged = Date.now()
    console.error(`Redis (rate limits): ${error.message}`)
  })
  return client
}
