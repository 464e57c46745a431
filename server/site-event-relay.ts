import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { parseSiteEvent, publishedTags, type SiteEvent } from '~/logic/site-event'
import { connectRedis, redisErrorLog } from '~/platform/redis.server'
import type { PageCache } from './page-cache/page-cache'
import type { Site } from './site-build'

/**
 * Where a site event (a publish, the end of a preview session) takes effect, in every copy of the site, by one
 * path: `apply` hands it to the app (cached query results, preview sessions) and drops the cached pages it
 * changes. An event the app raises here is applied here and sent to every other copy: over a Redis channel every
 * instance and worker subscribes to (REDIS_URL), else between this machine's workers over the cluster's IPC (the
 * primary passes each on: primary.ts). A single process has nobody to tell.
 */
type Relay = { send(event: SiteEvent): void; stop(): Promise<void> }
type Options = { site: Site; pageCache: PageCache | null; redisUrl?: string; channel: string }

export function startSiteEvents({ site, pageCache, redisUrl, channel }: Options): { stop: () => Promise<void> } {
  const apply = (event: SiteEvent) => {
    const applied = site.seam().applySiteEvent(event)
    if (event.kind === 'publish') pageCache?.evictTagged(publishedTags(event))
    return applied
  }
  const receive = (value: unknown) => {
    const event = parseSiteEvent(value)
    if (event) apply(event)
  }
  const relay: Relay = redisUrl
    ? relayOverRedis(redisUrl, channel, receive)
    : cluster.isWorker
      ? relayBetweenWorkers(receive)
      : { send: () => {}, stop: async () => {} }
  const connect = () =>
    site.seam().connect({
      announce(event) {
        const applied = apply(event)
        relay.send(event)
        return applied
      },
    })
  connect()
  // In development a reload brings a new app, with a seam of its own to connect.
  site.onReload(connect)
  return { stop: relay.stop }
}

function relayBetweenWorkers(receive: (value: unknown) => void): Relay {
  const onMessage = (message: unknown) => {
    if (message && typeof message === 'object' && 'siteEvent' in message) receive(message.siteEvent)
  }
  process.on('message', onMessage)
  return {
    send: (event) => process.send?.({ siteEvent: event }),
    stop: async () => {
      process.off('message', onMessage)
    },
  }
}

function relayOverRedis(redisUrl: string, channel: string, receive: (value: unknown) => void): Relay {
  // Each process subscribes for itself, so one that restarts misses nothing its siblings would have relayed.
  const origin = randomUUID()
  const logError = redisErrorLog('site events')
  const publisher = connectRedis(redisUrl, { connectionName: 'site-events-out' }, logError)
  const subscriber = connectRedis(redisUrl, { connectionName: 'site-events-in' }, logError)
  subscriber.subscribe(channel).catch(logError)
  subscriber.on('message', (from, text) => {
    if (from !== channel) return
    try {
      const message = JSON.parse(text)
      if (message?.origin !== origin) receive(message?.event)
    } catch {
      // Not ours: anything can be published on a channel; parseSiteEvent ignores what is not an event.
    }
  })
  return {
    send: (event) => {
      publisher.publish(channel, JSON.stringify({ origin, event })).catch(logError)
    },
    stop: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
