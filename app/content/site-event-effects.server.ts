import { contentCache } from '~/content/content.server'
import { revokePreviewSession } from '~/content/preview/preview-session.server'
import { evictPublished } from '~/content/publish-webhook.server'
import type { AppliedSiteEvent, SiteEventBus } from '~/host-seam'
import type { SiteEvent } from '~/logic/site-event'

/**
 * The app's side of site events (app/logic/site-event.ts): it raises them through the host's bus, and the host
 * applies every event, its own and those of other copies, through `applySiteEvent` and its page cache.
 */
let bus: SiteEventBus | null = null

export function connectSiteEvents(hostBus: SiteEventBus) {
  bus = hostBus
}

/**
 * An event this process caused (a publish webhook, an exit from preview). Without a host (tests), applied here alone.
 */
export function announceSiteEvent(event: SiteEvent): AppliedSiteEvent {
  return bus ? bus.announce(event) : applySiteEvent(event)
}

export function applySiteEvent(event: SiteEvent): AppliedSiteEvent {
  if (event.kind === 'preview-revoked') {
    revokePreviewSession(event.id, event.exp)
    return { evicted: 0 }
  }
  return { evicted: evictPublished(contentCache, event) }
}
