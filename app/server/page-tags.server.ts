import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Which documents a response shows, gathered while it renders, so the server can name them in `Cache-Tag` and
 * drop exactly the cached pages a publish changes. A page is tagged with the id of every document in the
 * content it read (references included) and `type:<name>` for every document type its queries select (a newly
 * published package changes every list of packages, though no list shows its id yet).
 */
const scope = new AsyncLocalStorage<Set<string>>()

/** Runs one request's handling with a fresh record; `tags` receives what it shows. */
export function recordingPageTags<T>(tags: Set<string>, handle: () => T): T {
  return scope.run(tags, handle)
}

const TYPE_IN_QUERY = /_type\s*==\s*"([\w.-]+)"|_type\s+in\s+\[([^\]]*)\]/g
const idsByResult = new WeakMap<object, string[]>()
// Uploaded files never change under their id (a new upload is a new id), so no publish needs to find them.
const ASSET_ID = /^(?:image|file)-[0-9a-f]{40}/

export function typesInQuery(query: string): string[] {
  const types = new Set<string>()
  for (const match of query.matchAll(TYPE_IN_QUERY)) {
    if (match[1]) types.add(match[1])
    for (const quoted of (match[2] ?? '').matchAll(/"([\w.-]+)"/g)) if (quoted[1]) types.add(quoted[1])
  }
  return [...types]
}

/** Every document id in a query result: `_id`s and the `_ref`s of references. Computed once per result. */
export function idsInResult(result: unknown): string[] {
  if (result === null || typeof result !== 'object') return []
  const known = idsByResult.get(result)
  if (known) return known
  const ids = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === '_id' || key === '_ref') && typeof inner === 'string') {
          if (!ASSET_ID.test(inner)) ids.add(inner.replace(/^drafts\./, ''))
        } else visit(inner)
      }
    }
  }
  visit(result)
  const list = [...ids]
  idsByResult.set(result, list)
  return list
}

/** Notes that the current response shows `result`, read with `query`. Outside a recorded request it does nothing. */
export function recordShown(query: string, result: unknown) {
  const tags = scope.getStore()
  if (!tags) return
  for (const type of typesInQuery(query)) tags.add(`type:${type}`)
  for (const id of idsInResult(result)) tags.add(id)
}

/** Beyond this many document ids a header grows past what proxies and CDNs take (Cloudflare: 16 KB in all). */
export const MAX_ID_TAGS = 100

/**
 * The tags gathered so far for the current response, for its `Cache-Tag` header. A page showing more documents
 * than MAX_ID_TAGS (a long list) is tagged by the types it selects alone: a publish of any of them evicts it,
 * which covers every document it lists.
 */
export function currentPageTags(): string[] {
  return pageTagsFor([...(scope.getStore() ?? [])])
}

export function pageTagsFor(tags: string[]): string[] {
  const types = tags.filter((tag) => tag.startsWith('type:'))
  if (tags.length - types.length <= MAX_ID_TAGS || types.length === 0) return tags
  return types
}
