import { type ExprNode, parse } from 'groq-js'

/**
 * Which documents a content read touches, for evicting what a publish changes: the content cache's entries
 * (publish-webhook.server.ts) and the rendered pages tagged with what they show (page-tags.server.ts)
 * both decide it here. Pure: no I/O, no server-only imports (groq-js's parser is pure too).
 *
 * A read touches the documents its query picks by name, and the documents its result holds:
 * - `documentsInQuery(query, params)`: the types its `_type` comparisons name (`_type == "x"`, `"x" == _type`,
 *   `_type in ["a", "b"]`, or the same with `$params`), wherever they stand: a filter, a sub-query in a
 *   projection, a conditional projection (`_type == "x" => {…}`), a `select()`. A newly published document of
 *   one of them changes the lists of its kind, whose results cannot name it yet. And the ids its `_id`
 *   comparisons name the same way (`_id == "siteSettings"`), for a query that picks a document without
 *   projecting its `_id`. Read from groq-js's parse tree, so strings, comments and other fields (`my_type`)
 *   are never taken for comparisons, and a string's escapes are read as GROQ reads them.
 * - `documentIdsInResult(result)`: every `_id` and every reference's `_ref` in the result, at any depth.
 *
 * Both drop the `drafts.` prefix: a draft names the same document as its published version. Reading more than
 * a query strictly needs is harmless here (something is evicted that need not be); missing something is not.
 */

export type QueryDocuments = { types: string[]; ids: string[] }
export type QueryParams = Record<string, unknown>

/** What a comparison compares a field with: a string, or a parameter resolved with each read's params. */
type Operand = { text: string } | { param: string }
type Comparisons = { types: Operand[]; ids: Operand[] }

const FIELDS = { _type: 'types', _id: 'ids' } as const

/** Parentheses change nothing here: `(_type) == ("x")`. */
const unwrap = (node: ExprNode): ExprNode => (node.type === 'Group' ? unwrap(node.base) : node)

/** `_type` or `_id` of any document (`_type`, `@._type`, `^._type`, `author->_type`), else null. */
function fieldOf(node: ExprNode): keyof typeof FIELDS | null {
  const inner = unwrap(node)
  return inner.type === 'AccessAttribute' && Object.hasOwn(FIELDS, inner.name)
    ? (inner.name as keyof typeof FIELDS)
    : null
}

/** The strings and parameters a value stands for: a string, a parameter, or a list of them (`[…]`, `[...$ids]`). */
function operandsOf(node: ExprNode): Operand[] {
  const inner = unwrap(node)
  if (inner.type === 'Parameter') return [{ param: inner.name }]
  if (inner.type === 'Array') return inner.elements.flatMap((element) => operandsOf(element.value))
  if (inner.type === 'Value') {
    const values: unknown[] = Array.isArray(inner.value) ? inner.value : [inner.value]
    return values.filter((value): value is string => typeof value === 'string').map((text) => ({ text }))
  }
  return []
}

/** Every `_type` and `_id` comparison in the tree, in the order they are written. */
function comparisonsIn(tree: ExprNode): Comparisons {
  const found: Comparisons = { types: [], ids: [] }
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (!node || typeof node !== 'object') return
    const expr = node as ExprNode
    // A constant is data, not more query.
    if (expr.type === 'Value') return
    if (expr.type === 'OpCall' && (expr.op === '==' || expr.op === 'in')) {
      const left = fieldOf(expr.left)
      const right = expr.op === '==' ? fieldOf(expr.right) : null
      if (left) found[FIELDS[left]].push(...operandsOf(expr.right))
      else if (right) found[FIELDS[right]].push(...operandsOf(expr.left))
    }
    Object.values(expr).forEach(visit)
  }
  visit(tree)
  return found
}

/**
 * Each query's comparisons, worked out once: a site runs a few dozen queries, each many times. The parser wants
 * a slice's bounds as numbers (`[$start...$end]`), so every parameter a comparison cannot name a document with
 * (a number, null, one not given) reaches it as a number; the strings and lists stay parameters in the tree,
 * resolved with each read's params. A query is parsed once for each set of parameters it is given as text.
 */
const comparisonsByQuery = new Map<string, Comparisons>()
const REMEMBERED_QUERIES = 500
/** Every name a `$parameter` could have in the query (a name that only appears inside a string is harmless). */
const PARAMETER_NAME = /\$([A-Za-z_][A-Za-z0-9_]*)/g

const namesDocuments = (value: unknown) => typeof value === 'string' || Array.isArray(value)

function comparisonsOf(query: string, params: QueryParams): Comparisons {
  const names = new Set(Array.from(query.matchAll(PARAMETER_NAME), (match) => match[1]!))
  const kept = [...names].filter((name) => namesDocuments(params[name])).sort()
  const key = `${kept.join(',')}\n${query}`
  let found = comparisonsByQuery.get(key)
  if (!found) {
    const asNumbers = Object.fromEntries(
      [...names]
        .filter((name) => !kept.includes(name))
        .map((name) => [name, typeof params[name] === 'number' ? params[name] : 0]),
    )
    try {
      found = comparisonsIn(parse(query, { params: asNumbers }))
    } catch {
      // A query GROQ cannot parse fails wherever it is run: it has no result to keep, and shows nothing.
      found = { types: [], ids: [] }
    }
    if (comparisonsByQuery.size >= REMEMBERED_QUERIES)
      comparisonsByQuery.delete(comparisonsByQuery.keys().next().value!)
    comparisonsByQuery.set(key, found)
  }
  return found
}

const withoutDraftPrefix = (id: string) => id.replace(/^drafts\./, '')

/**
 * The operands' texts, each parameter's value(s) taken from `params`; nothing for a parameter not given or not a
 * string.
 */
function valuesOf(operands: Operand[], params: QueryParams): string[] {
  const values = operands.flatMap((operand) => {
    if ('text' in operand) return [operand.text]
    const value = params[operand.param]
    return Array.isArray(value) ? value : [value]
  })
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))]
}

/** The document types and ids a GROQ query names in its `_type` and `_id` comparisons (with `params` resolved). */
export function documentsInQuery(query: string, params: QueryParams = {}): QueryDocuments {
  const { types, ids } = comparisonsOf(query, params)
  return { types: valuesOf(types, params), ids: [...new Set(valuesOf(ids, params).map(withoutDraftPrefix))] }
}

const idsByResult = new WeakMap<object, string[]>()

/**
 * Every document id in a query result: `_id`s and the `_ref`s of references, at any depth. Computed once per result.
 */
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
