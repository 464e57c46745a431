/**
 * Which documents a content read touches, for evicting what a publish changes: the content cache's entries
 * (publish-webhook.server.ts) and the rendered pages tagged with what they show (page-tags.server.ts)
 * both decide it here. Pure: no I/O, no server-only imports.
 *
 * A read touches the documents its query picks by name, and the documents its result holds:
 * - `documentsInQuery(query, params)`: the types its `_type` comparisons name (`_type == "x"`, `"x" == _type`,
 *   `_type in ["a", "b"]`, or the same with `$params`), wherever they stand: a filter, a sub-query in a
 *   projection, a conditional projection (`_type == "x" => {…}`), with any spacing, in double or single quotes.
 *   A newly published document of one of them changes the lists of its kind, whose results cannot name it yet.
 *   And the ids its `_id` comparisons name the same way (`_id == "siteSettings"`), for a query that picks a
 *   document without projecting its `_id`.
 * - `documentIdsInResult(result)`: every `_id` and every reference's `_ref` in the result, at any depth.
 *
 * Both drop the `drafts.` prefix: a draft names the same document as its published version. Reading more than
 * a query strictly needs is harmless here (something is evicted that need not be); missing something is not.
 */

export type QueryDocuments = { types: string[]; ids: string[] }
export type QueryParams = Record<string, unknown>

// A value a field is compared with: a string in double or single quotes, or a parameter.
const VALUE = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\$[A-Za-z_]\w*`
// Inside `in [ … ]`: anything up to the closing bracket (strings and parameters are picked out of it).
const LIST = String.raw`\[[^\]]*\]`

function comparisons(field: '_type' | '_id'): RegExp {
  return new RegExp(
    [
      String.raw`${field}\s*==\s*(${VALUE})`,
      String.raw`(${VALUE})\s*==\s*(?:@\.|\^\.)?${field}\b`,
      String.raw`${field}\s+in\s*(${LIST}|\$[A-Za-z_]\w*)`,
    ].join('|'),
    'g',
  )
}

const TYPE_COMPARISONS = comparisons('_type')
const ID_COMPARISONS = comparisons('_id')
const LIST_ITEM = new RegExp(VALUE, 'g')

const withoutDraftPrefix = (id: string) => id.replace(/^drafts\./, '')

/** A quoted string's text, or a parameter's value(s); nothing for a parameter not given or not a string. */
function valuesOf(token: string, params: QueryParams): string[] {
  if (token.startsWith('$')) {
    const value = params[token.slice(1)]
    const values = Array.isArray(value) ? value : [value]
    return values.filter((item): item is string => typeof item === 'string' && item !== '')
  }
  if (token.startsWith('[')) return [...token.matchAll(LIST_ITEM)].flatMap((item) => valuesOf(item[0], params))
  const text = token.slice(1, -1).replace(/\\(.)/g, '$1')
  return text === '' ? [] : [text]
}

function compared(query: string, pattern: RegExp, params: QueryParams): string[] {
  const found = new Set<string>()
  for (const match of query.matchAll(pattern)) {
    const token = match[1] ?? match[2] ?? match[3]
    if (token) for (const value of valuesOf(token, params)) found.add(value)
  }
  return [...found]
}

/** The document types and ids a GROQ query names in its `_type` and `_id` comparisons (with `params` resolved). */
export function documentsInQuery(query: string, params: QueryParams = {}): QueryDocuments {
  return {
    types: compared(query, TYPE_COMPARISONS, params),
    ids: [...new Set(compared(query, ID_COMPARISONS, params).map(withoutDraftPrefix))],
  }
}

const idsByResult = new WeakMap<object, string[]>()

/** Every document id in a query result: `_id`s and the `_ref`s of references, at any depth. Computed once per result. */
export function documentIdsInResult(result: unknown): string[] {
  if (result === null || typeof result !== 'object') return []
  const known = idsByResult.get(result)
  if (known) return known
  const ids = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === '_id' || key === '_ref') && typeof inner === 'string') ids.add(withoutDraftPrefix(inner))
        else visit(inner)
      }
    }
  }
  visit(result)
  const list = [...ids]
  idsByResult.set(result, list)
  return list
}
