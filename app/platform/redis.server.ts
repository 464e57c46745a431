import { Redis, type RedisOptions } from 'ioredis'
import { getServerEnv } from '#shared/site-settings.server'

/** Where a connection's errors go: one line at a time, naming what the connection is for. */
export type RedisErrorLog = (error: Error) => void

/**
 * `Redis (<what for>): <message>`, at most once every 30 s: an outage would otherwise print a line per
 * reconnection attempt. Connections that serve one purpose may share one (the site events' two).
 */
export function redisErrorLog(purpose: string, intervalMs = 30_000): RedisErrorLog {
  let lastLogged = -Infinity
  return (error) => {
    if (Date.now() - lastLogged < intervalMs) return
    lastLogged = Date.now()
    console.error(`Redis (${purpose}): ${error.message}`)
  }
}

/** The one way this site opens a Redis connection (the app's and the host's alike): errors go to `log`. */
export function connectRedis(url: string, options: RedisOptions, log: RedisErrorLog): Redis {
  const connection = new Redis(url, options)
  connection.on('error', log)
  return connection
}

/**
 * The one Redis connection of this process for commands (rate-limit counters), when REDIS_URL is set. It
 * fails fast while Redis is away (no offline queue), so a caller falls back at once instead of hanging a
 * visitor's request.
 */
let client: Redis | null | undefined

export function sharedRedis(): Redis | null {
  if (client !== undefined) return client
  const url = getServerEnv().REDIS_URL
  if (!url) {
    client = null
    return client
  }
  client = connectRedis(
    url,
    { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'site-commands' },
    redisErrorLog('rate limits'),
  )
  return client
}
