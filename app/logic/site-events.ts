/**
 * What one copy of the site must tell every other: a publish (drop what shows the changed documents) and the end of
 * a preview session (stop honouring its cookie). The app raises them; the host (server/site-events.ts) applies each
 * in every copy, this one included, by one path.
 */
export type SiteEvent =
  | { kind: 'publish'; ids: string[]; types: string[] }
  | { kind: 'preview-revoked'; id: string; exp: number }

const isStrings = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) && value.length <= max && value.every((item) => typeof item === 'string' && item.length <= 200)

/** A well-formed event from elsewhere, or null (a relay may carry anything anyone wrote to the channel). */
export function parseSiteEvent(value: unknown): SiteEvent | null {
  if (!value || typeof value !== 'object') return null
  const event = value as Record<string, unknown>
  if (event.kind === 'publish' && isStrings(event.ids, 1000) && isStrings(event.types, 100))
    return { kind: 'publish', ids: event.ids, types: event.types }
  if (event.kind === 'preview-revoked' && typeof event.id === 'string' && typeof event.exp === 'number')
    return { kind: 'preview-revoked', id: event.id, exp: event.exp }
  return null
}

/**
 * The page-cache tags a publish drops: the documents' ids and `type:<name>` for their types
 * (app/server/page-tags.server.ts).
 */
export function publishedTags(event: Extract<SiteEvent, { kind: 'publish' }>): string[] {
  return [...event.ids, ...event.types.map((type) => `type:${type}`)]
}
