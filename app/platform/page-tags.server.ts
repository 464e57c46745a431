import { AsyncLocalStorage } from 'node:async_hooks'
import { DEFAULT_LANG } from '#shared/languages'
import { documentIdsInResult, documentsInQuery, type QueryParams } from '~/logic/query-documents'
import { editionTag } from '~/logic/site-event'

/**
 * Which documents a response shows, gathered while it renders, so the server can name them in `Cache-Tag` and
 * drop exactly the cached pages a publish changes. A page is tagged with the id of every document in the
 * content it read (references included) and `type:<name>` for every document type its queries select (a newly
 * published package changes every list of packages, though no list shows its id yet); a query that picks
 * documents by `_id` alone, with no type, adds those ids. What a query reads is decided in
 * `app/logic/query-documents.ts`, as for the content cache's evictions.
 */
const scope = new AsyncLocalStorage<Set<string>>()

/** Runs one request's handling with a fresh record; `tags` receives what it shows. */
export function recordingPageTags<T>(tags: Set<string>, handle: () => T): T {
  return scope.run(tags, handle)
}

// Uploaded files never change under their id (a new upload is a new id), so no publish needs to find them.
const ASSET_ID = /^(?:image|file)-[0-9a-f]{40}/

/**
 * Notes that the current response shows `result`, read with `query` (and `params`, which resolve a `$param` the
 * query compares `_type` or `_id` with). Outside a recorded request it does nothing.
 */
export function recordShown(query: string, result: unknown, params?: QueryParams) {
  const tags = scope.getStore()
  if (!tags) return
  const named = documentsInQuery(query, params)
  // What a page reads in another edition (the query names `$lang`) is tagged for that edition: a change to its
  // values alone evicts those pages only (app/logic/site-event.ts).
  const lang = typeof params?.lang === 'string' ? params.lang : DEFAULT_LANG
  const tag = (name: string) => editionTag(name, lang)
  for (const type of named.types) tags.add(tag(`type:${type}`))
  // A query that names a type too is covered by its type's tag (`_type == "siteSettings" && _id == "siteSettings"`),
  // and more ids would only bring a long page sooner to the types-only fallback below.
  const picked = named.types.length ? [] : named.ids
  for (const id of [...picked, ...documentIdsInResult(result)]) if (!ASSET_ID.test(id)) tags.add(tag(id))
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
  const types = tags.filter((tag) => /^(?:[a-z]{2}:)?type:/.test(tag))
  if (tags.length - types.length <= MAX_ID_TAGS || types.length === 0) return tags
  return types
}
