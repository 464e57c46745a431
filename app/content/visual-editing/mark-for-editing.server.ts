import type { ContentSourceMap } from '@sanity/client'
import { type InitializedStegaConfig, stegaEncodeSourceMap } from '@sanity/client/stega'

const publishedId = (id: string) => id.replace(/^drafts\./, '')

/**
 * A preview read, made ready for the editing overlays: the editable texts get their edit marks (stega, from the
 * query's content source map), and every document the result names by `_id` gets its `_type` too (from the
 * same map), which the `data-sanity` attributes on images, prices and lists need. Only preview reads come here:
 * public results are never touched.
 */
export function markForEditing<T>(
  result: T,
  sourceMap: ContentSourceMap | undefined,
  stega: InitializedStegaConfig,
): T {
  if (!sourceMap) return result
  const types = new Map(sourceMap.documents.map((doc) => [publishedId(doc._id), doc._type]))
  addDocumentTypes(result, types)
  return stegaEncodeSourceMap(result, sourceMap, stega)
}

function addDocumentTypes(value: unknown, types: Map<string, string>) {
  if (Array.isArray(value)) {
    for (const item of value) addDocumentTypes(item, types)
    return
  }
  if (!value || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  if (typeof record._id === 'string' && record._type === undefined) {
    const type = types.get(publishedId(record._id))
    if (type) record._type = type
  }
  for (const child of Object.values(record)) addDocumentTypes(child, types)
}
