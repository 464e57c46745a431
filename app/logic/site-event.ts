import { DEFAULT_LANG, LANG_IDS } from '#shared/languages'

/**
 * What one copy of the site must tell every other: a publish (drop what shows the changed documents) and the end of
 * a preview session (stop honouring its cookie). The app raises them; the host (server/site-event-relay.ts) applies
 * each in every copy, this one included, by one path.
 */
export type SiteEvent =
  | { kind: 'publish'; ids: string[]; types: string[]; languages?: string[] }
  | { kind: 'preview-revoked'; id: string; exp: number }

const isStrings = (value: unknown, max: number): value is string[] =>
  Array.isArray(value) && value.length <= max && value.every((item) => typeof item === 'string' && item.length <= 200)

/** A well-formed event from elsewhere, or null (a relay may carry anything anyone wrote to the channel). */
export function parseSiteEvent(value: unknown): SiteEvent | null {
  if (!value || typeof value !== 'object') return null
  const event = value as Record<string, unknown>
  if (event.kind === 'publish' && isStrings(event.ids, 1000) && isStrings(event.types, 100)) {
    const languages = isStrings(event.languages, 20) && event.languages.length ? event.languages : undefined
    return { kind: 'publish', ids: event.ids, types: event.types, ...(languages ? { languages } : {}) }
  }
  if (event.kind === 'preview-revoked' && typeof event.id === 'string' && typeof event.exp === 'number')
    return { kind: 'preview-revoked', id: event.id, exp: event.exp }
  return null
}

/**
 * The page-cache tags a publish drops: the documents' ids and `type:<name>` for their types
 * (app/platform/page-tags.server.ts), as every edition's pages carry them; a change to some editions' values alone
 * drops only those editions' tags (`ar:<id>`, which pages of /ar get for what they read in Arabic).
 */
export function publishedTags(event: Extract<SiteEvent, { kind: 'publish' }>): string[] {
  const tags = [...event.ids, ...event.types.map((type) => `type:${type}`)]
  if (!event.languages) return [...tags, ...OTHER_EDITIONS.flatMap((lang) => tags.map((tag) => editionTag(tag, lang)))]
  return event.languages.flatMap((lang) => tags.map((tag) => editionTag(tag, lang)))
}

const OTHER_EDITIONS = LANG_IDS.filter((lang) => lang !== DEFAULT_LANG)

/** A page's tag for what it read in an edition other than the default: `ar:item-dubai`, `ar:type:hotel`. */
export function editionTag(tag: string, lang: string): string {
  return lang === DEFAULT_LANG ? tag : `${lang}:${tag}`
}
