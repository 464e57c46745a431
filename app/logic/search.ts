/** Search matching (docs/product-rules.md#search): a case-insensitive substring of the item's name, description or category. */

export const MAX_SEARCH_TERM_LENGTH = 100

export type Searchable = { name: string; description?: string | null; category: string }

/** The term as typed, tidied: trimmed, inner whitespace folded, lowercased, capped in length. */
export function normaliseSearchTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_SEARCH_TERM_LENGTH)
}

export function matchesSearch(item: Searchable, term: string): boolean {
  const needle = term.toLowerCase()
  if (needle === '') return false
  return [item.name, item.description ?? '', item.category].some((field) => field.toLowerCase().includes(needle))
}

export function searchCatalogue<T extends Searchable>(items: T[], term: string): T[] {
  return items.filter((item) => matchesSearch(item, term))
}
