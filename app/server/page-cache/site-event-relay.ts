import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { SiteEvents } from '../host/site-build'

type Relay = { stop: () => Promise<void> }

/**
 * Carries the app's site events (a publish, the end of a preview session) to every other copy of the site.
 * With REDIS_URL, over a Redis channel every instance and worker subscribes to; otherwise, between the workers
 * of this machine over the cluster's IPC, the primary passing each event to the others (host/primary.ts).
 * Without either, a single process has nobody to tell.
 */
type RelayOptions = { siteEvents?: SiteEvents; redisUrl?: string; channel: string }

export function startSiteEventRelay({ siteEvents, redisUrl, channel }: RelayOptions): Relay {
  if (!siteEvents) return { stop: async () => {} }
  if (redisUrl) return relayOverRedis(siteEvents, redisUrl, channel)
  if (cluster.isWorker) return relayBetweenWorkers(siteEvents)
  return { stop: async () => {} }
}

function relayBetweenWorkers(siteEvents: SiteEvents): Relay {
  const stopSending = siteEvents.onOutgoing((event) => process.send?.({ siteEvent: event }))
  const onMessage = (message: unknown) => {
    if (message && typeof message === 'object' && 'siteEvent' in message) siteEvents.receive(message.siteEvent)
  }
  process.on('message', onMessage)
  return {
    stop: async () => {
      stopSending()
      process.off('message', onMessage)
    },
  }
}

function relayOverRedis(siteEvents: SiteEvents, redisUrl: string, channel: string): Relay {
  // Each process subscribes for itself, so one that restarts misses nothing its siblings would have relayed.
  const origin = randomUUID()
  const publisher = new Redis(redisUrl, { connectionName: 'site-events-out' })
  const subscriber = new Redis(redisUrl, { connectionName: 'site-events-in' })
  let lastLogged = 0
  const logError = (error: Error) => {
    if (Date.now() - lastLogged < 30_000) return
    lastLogged = Date.now()
    console.error(`Redis (site events): ${error.message}`)
  }
  publisher.on('error', logError)
  subscriber.on('error', logError)
  subscriber.subscribe(channel).catch(logError)
  subscriber.on('message', (from, text) => {
    if (from !== channel) return
    try {
      const message = JSON.parse(text)
      if (message?.origin !== origin) siteEvents.receive(message?.event)
    } catch {
      // Not ours: anything can be published on a channel; receive() ignores what is not an event.
    }
  })
  const stopSending = siteEvents.onOutgoing((event) => {
    publisher.publish(channel, JSON.stringify({ origin, event })).catch(logError)
  })
  return {
    stop: async () => {
      stopSending()
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
