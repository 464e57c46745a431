import { type ContentSourceMap, type ContentSourceMapParsedPath, jsonPath } from '@sanity/client/csm'
import { LANG_IDS } from '#shared/languages'
import type { Doc } from './documents'

/**
 * Content source maps (`resultSourceMap`), derived after evaluation (decision 023, "Content source maps").
 *
 * The Content Lake tracks, while it evaluates a query, which document field each value of the result came
 * from. groq-js does not, so this matches values instead: each string (and number) leaf of the result is looked
 * up in an index of every such value in the documents the query ran over (the perspective's view), and the
 * best-placed occurrence wins:
 *  1. occurrences in a document the leaf sits in (an enclosing result object whose `_id` names it), nearest
 *     first, else occurrences anywhere;
 *  2. then by how many of the result path's trailing segments (property names, array items' `_key`s) match the
 *     document path's (`$['package']['days'][0]['title']` against `days[_key=="day-01"].title` scores 3);
 *  3. then, among occurrences elsewhere, documents whose `_id` is in the result before documents it references
 *     (`_ref`) before the rest.
 * A leaf whose best occurrences lie in different documents is left unmapped, as is one nothing matches; so are
 * system fields (`_id`, `_type`, `_key`, `_ref`, `_rev`, any `_…`) and slugs, on either side.
 */

export type SourceMapMode = 'withKeyArraySelector' | 'index'

/** An array item in a path: its position, and its `_key` when it is an object that has one. */
type Item = { index: number; key?: string }
type Segment = string | Item

/** A path as a chain from the leaf up (shared by siblings, and read from the end, as scoring reads it). */
type PathNode = { seg: Segment; up: PathNode | null }
type Location = PathNode
type IndexedDoc = { id: string; sourceId: string; type: string }

/** Every mappable leaf value of a view: value → document (position in `docs`) → where in it. */
export type SourceIndex = {
  docs: IndexedDoc[]
  byId: Map<string, number>
  values: Map<string, Map<number, Location[]>>
  /** The values each document holds (by its position), so a changed document's can be taken out again. */
  valuesOf: Map<number, string[]>
}

const valueKey = (value: unknown): string | null =>
  typeof value === 'string' ? `s${value}` : typeof value === 'number' && Number.isFinite(value) ? `n${value}` : null

/** System fields and slugs are never mapped (the Studio edits neither as text). */
const skipKey = (key: string) => key.startsWith('_') || key === 'slug'
const isSlug = (value: unknown) =>
  !!value && typeof value === 'object' && (value as { _type?: unknown })._type === 'slug'

export function buildSourceIndex(documents: readonly Doc[]): SourceIndex {
  const index: SourceIndex = { docs: [], byId: new Map(), values: new Map(), valuesOf: new Map() }
  for (const doc of documents) setIndexedDocument(index, doc._id, doc)
  return index
}

/**
 * Puts the view's document `id` in the index as `doc` is now, or takes it out (`null`): what a commit does to the
 * indexes of the views mapped queries read (source-indexes.ts), instead of indexing every document again.
 */
export function setIndexedDocument(index: SourceIndex, id: string, doc: Doc | null): void {
  let docIndex = index.byId.get(id)
  if (docIndex !== undefined) {
    for (const key of index.valuesOf.get(docIndex) ?? []) {
      const perDoc = index.values.get(key)
      perDoc?.delete(docIndex)
      if (perDoc?.size === 0) index.values.delete(key)
    }
    index.valuesOf.delete(docIndex)
  }
  if (!doc) {
    index.byId.delete(id)
    return
  }
  const indexed = { id, sourceId: typeof doc._originalId === 'string' ? doc._originalId : id, type: doc._type }
  if (docIndex === undefined) {
    docIndex = index.docs.push(indexed) - 1
    index.byId.set(id, docIndex)
  } else index.docs[docIndex] = indexed
  const position = docIndex
  const keys: string[] = []
  const add = (value: unknown, path: PathNode) => {
    const key = valueKey(value)
    if (key === null) return
    let perDoc = index.values.get(key)
    if (!perDoc) {
      perDoc = new Map()
      index.values.set(key, perDoc)
    }
    let locations = perDoc.get(position)
    if (!locations) {
      locations = []
      perDoc.set(position, locations)
      keys.push(key)
    }
    locations.push(path)
  }
  const walk = (value: unknown, path: PathNode | null) => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) walk(value[i], { seg: itemSegment(value[i], i), up: path })
    } else if (value && typeof value === 'object') {
      if (isSlug(value)) return
      for (const key in value) if (!skipKey(key)) walk((value as Record<string, unknown>)[key], { seg: key, up: path })
    } else if (path) add(value, path)
  }
  walk(doc, null)
  index.valuesOf.set(position, keys)
}

const itemSegment = (item: unknown, index: number): Item => {
  const key = item && typeof item === 'object' ? (item as { _key?: unknown })._key : undefined
  return typeof key === 'string' ? { index, key } : { index }
}

const segmentsOf = (path: PathNode | null): Segment[] => {
  const segments: Segment[] = []
  for (let node = path; node; node = node.up) segments.push(node.seg)
  return segments.reverse()
}

/** The keys of a translated field's languages (`name.en`, `name.ar`; decision 042). */
const LANGUAGE_KEYS: ReadonlySet<string> = new Set(LANG_IDS)

/**
 * How many trailing segments of the result path and the document path agree (array positions are neutral). A
 * language key in the document path that the result path lacks is passed over once: a query projects
 * `"name": coalesce(select($lang == "ar" => name.ar), name.en)`, so `$['name']` in the result is `name.ar` or
 * `name.en` in the document, whichever the text came from, and scores as the field it is.
 */
function pathScore(result: PathNode | null, source: PathNode | null): number {
  let score = 0
  let languagePassed = false
  for (let i = result, j = source; i && j; i = i.up, j = j.up) {
    const a = i.seg
    let b = j.seg
    if (!languagePassed && typeof b === 'string' && LANGUAGE_KEYS.has(b) && a !== b && j.up) {
      languagePassed = true
      j = j.up
      b = j.seg
    }
    if (typeof a === 'string' || typeof b === 'string') {
      if (a !== b) break
      score++
    } else if (a.key !== undefined && a.key === b.key) score++
  }
  return score
}

/** `jsonPath` segments: the result side by position (how the client looks mappings up), the source keyed or not. */
const resultSegments = (path: Segment[]): ContentSourceMapParsedPath =>
  path.map((segment) => (typeof segment === 'string' ? segment : segment.index))
const sourceSegments = (path: Segment[], mode: SourceMapMode): ContentSourceMapParsedPath =>
  path.map((segment) =>
    typeof segment === 'string'
      ? segment
      : mode === 'withKeyArraySelector' && segment.key !== undefined
        ? { _key: segment.key, _index: segment.index }
        : segment.index,
  )

type Candidate = { doc: number; location: Location; rank: number[] }

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]! ? 1 : -1
  return 0
}

/** The best-ranked occurrence, or null when two different documents share the best rank. */
function pick(candidates: Candidate[]): Candidate | null {
  let best: Candidate | null = null
  let tied = false
  for (const candidate of candidates) {
    const order = best ? better(candidate.rank, best.rank) : 1
    if (order > 0) {
      best = candidate
      tied = false
    } else if (order === 0 && best && candidate.doc !== best.doc) tied = true
  }
  return tied ? null : best
}

/** The `_id`s and `_ref`s anywhere in the result. */
function collectIds(value: unknown, ids: Set<string>, refs: Set<string>) {
  if (Array.isArray(value)) for (const item of value) collectIds(item, ids, refs)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_id' && typeof inner === 'string') ids.add(inner)
      else if (key === '_ref' && typeof inner === 'string') refs.add(inner)
      else collectIds(inner, ids, refs)
    }
  }
}

export function deriveSourceMap(
  result: unknown,
  index: SourceIndex,
  mode: SourceMapMode = 'withKeyArraySelector',
): ContentSourceMap {
  const ids = new Set<string>()
  const refs = new Set<string>()
  collectIds(result, ids, refs)
  const documents: ContentSourceMap['documents'] = []
  const documentSlots = new Map<number, number>()
  const paths: string[] = []
  const pathSlots = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}

  const map = (value: unknown, path: PathNode | null, enclosing: number[]) => {
    const perDoc = index.values.get(valueKey(value)!)
    if (!perDoc) return
    // 1. Documents the leaf sits in, nearest first.
    const inside: Candidate[] = []
    enclosing.forEach((doc, depth) => {
      for (const location of perDoc.get(doc) ?? [])
        inside.push({ doc, location, rank: [pathScore(path, location), depth] })
    })
    let chosen: Candidate | null
    if (inside.length > 0) chosen = pick(inside)
    else {
      const elsewhere: Candidate[] = []
      for (const [doc, locations] of perDoc) {
        const id = index.docs[doc]!.id
        const tier = ids.has(id) ? 2 : refs.has(id) ? 1 : 0
        for (const location of locations) elsewhere.push({ doc, location, rank: [pathScore(path, location), tier] })
      }
      chosen = pick(elsewhere)
    }
    if (!chosen) return
    let document = documentSlots.get(chosen.doc)
    if (document === undefined) {
      const { sourceId, type } = index.docs[chosen.doc]!
      document = documents.push({ _id: sourceId, _type: type }) - 1
      documentSlots.set(chosen.doc, document)
    }
    const sourcePath = jsonPath(sourceSegments(segmentsOf(chosen.location), mode))
    let slot = pathSlots.get(sourcePath)
    if (slot === undefined) {
      slot = paths.push(sourcePath) - 1
      pathSlots.set(sourcePath, slot)
    }
    mappings[jsonPath(resultSegments(segmentsOf(path)))] = {
      type: 'value',
      source: { type: 'documentValue', document, path: slot },
    }
  }

  const walk = (value: unknown, path: PathNode | null, enclosing: number[]) => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) walk(value[i], { seg: itemSegment(value[i], i), up: path }, enclosing)
    } else if (value && typeof value === 'object') {
      if (isSlug(value)) return
      const id = (value as { _id?: unknown })._id
      const doc = typeof id === 'string' ? index.byId.get(id) : undefined
      const inner = doc === undefined ? enclosing : [doc, ...enclosing]
      for (const key in value)
        if (!skipKey(key)) walk((value as Record<string, unknown>)[key], { seg: key, up: path }, inner)
    } else if (valueKey(value) !== null) map(value, path, enclosing)
  }
  walk(result, null, [])
  return { documents, paths, mappings }
}

/** The `resultSourceMap` parameter: absent, empty or `false` asks for none; `withKeyArraySelector` for keyed paths. */
export function sourceMapMode(raw: unknown): SourceMapMode | null {
  if (raw === undefined || raw === null || raw === false || raw === '' || raw === 'false') return null
  return raw === 'withKeyArraySelector' ? 'withKeyArraySelector' : 'index'
}
