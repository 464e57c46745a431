/**
 * Search matching (docs/product-rules.md#search): a case-insensitive substring of the item's name, description or
 * category.
 */

export const MAX_SEARCH_TERM_LENGTH = 100

/**
 * `alternates`: the item's name and description in every language (decision 042), so a term typed in English
 * finds an item on the Arabic pages and the other way round; matched as the rest is, after the page's own name.
 */
export type Searchable = {
  name: string
  description?: string | null
  category: string
  alternates?: ReadonlyArray<string | null> | null
}

/** The term as typed, tidied: trimmed, inner whitespace folded, lowercased, capped in length. */
export function normaliseSearchTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_SEARCH_TERM_LENGTH)
}

/** The term as a query string (`q=…`), or nothing for no term: what every link of a search keeps. */
export function termSearch(term: string): string {
  return term ? new URLSearchParams({ q: term }).toString() : ''
}

/**
 * What search matches a term against, lowercased once: each item's name, and the rest of what it matches on
 * (description and category). Built once per set of published content, so a search costs a pass over these
 * strings, not a render or a query of the whole catalogue.
 */
export type SearchIndex = { names: Map<string, string>; others: Map<string, string> }

export function buildSearchIndex(rows: ReadonlyArray<Searchable & { _id: string }>): SearchIndex {
  const names = new Map<string, string>()
  const others = new Map<string, string>()
  for (const row of rows) {
    names.set(row._id, row.name.toLowerCase())
    const alternates = (row.alternates ?? []).filter((text): text is string => typeof text === 'string')
    const rest = [row.description ?? '', row.category, ...alternates]
    others.set(row._id, rest.join('\n').toLowerCase())
  }
  return { names, others }
}

/**
 * The items of `ordered` (the trip filters' result, in the page's order) that match `term`. In the editor's
 * order (`nameFirst`), items whose name matches come before those matched only by description or category,
 * each group keeping its order; an explicit order (price, duration) is kept as asked.
 */
export function rankMatches(
  ordered: readonly string[],
  index: SearchIndex,
  term: string,
  nameFirst: boolean,
): string[] {
  const needle = term.toLowerCase()
  if (needle === '') return []
  const byName: string[] = []
  const byOther: string[] = []
  for (const id of ordered) {
    if (index.names.get(id)?.includes(needle)) byName.push(id)
    else if (index.others.get(id)?.includes(needle)) (nameFirst ? byOther : byName).push(id)
  }
  return nameFirst ? byName.concat(byOther) : byName
}
