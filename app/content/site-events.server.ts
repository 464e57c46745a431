import { contentCache } from '~/content/content.server'
import { revokePreviewSession } from '~/content/preview/preview-session.server'
import { isAffected } from '~/content/publish-webhook.server'

/**
 * What one server process must tell every other copy of the site: a publish (evict what shows the changed
 * documents) and the end of a preview session (stop honouring its cookie). The app announces them; the server
 * (server/site-event-relay.mjs) carries them to the other workers and instances and hands back theirs.
 */
export type SiteEvent =
  | { kind: 'publish'; ids: string[]; types: string[] }
  | { kind: 'preview-revoked'; id: string; exp: number }

type Listener = (event: SiteEvent) => void
/** Told of every event this process acts on, its own and those received (the page cache listens here). */
const appliedListeners = new Set<Listener>()
/** Told of this process's own events only, to send them on (the relay listens here). */
const outgoingListeners = new Set<Listener>()

function tell(listeners: Set<Listener>, event: SiteEvent) {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      console.error('A site event listener failed', error)
    }
  }
}

/** An event this process caused and has already acted on in the app (the webhook evicted, the exit revoked). */
export function announceSiteEvent(event: SiteEvent) {
  tell(appliedListeners, event)
  tell(outgoingListeners, event)
}

const isStrings = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) && value.length <= max && value.every((item) => typeof item === 'string' && item.length <= 200)

/** A well-formed event from elsewhere, or null (a relay may carry anything anyone wrote to the channel). */
export function parseSiteEvent(value: unknown): SiteEvent | null {
  if (!value || typeof value !== 'object') return null
  const event = value as Record<string, unknown>
  if (event.kind === 'publish' && isStrings(event.ids, 1000) && isStrings(event.types, 100)) return { kind: 'publish', ids: event.ids, types: event.types }
  if (event.kind === 'preview-revoked' && typeof event.id === 'string' && typeof event.exp === 'number') return { kind: 'preview-revoked', id: event.id, exp: event.exp }
  return null
}

/** An event from another worker or instance: act on it here as its origin did. */
export function receiveSiteEvent(value: unknown): boolean {
  const event = parseSiteEvent(value)
  if (!event) return false
  if (event.kind === 'publish') contentCache.evict((key, cached) => isAffected(event, key, cached))
  else revokePreviewSession(event.id, event.exp)
  tell(appliedListeners, event)
  return true
}

/** The interface the server layer reaches through the build (entry.server re-exports it). */
export const siteEvents = {
  onApplied(listener: Listener) {
    appliedListeners.add(listener)
    return () => appliedListeners.delete(listener)
  },
  onOutgoing(listener: Listener) {
    outgoingListeners.add(listener)
    return () => outgoingListeners.delete(listener)
  },
  receive: receiveSiteEvent,
}
