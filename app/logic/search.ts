import { type Filing, type FilingNames, namesOfFiling } from './search-filing'

/**
 * Search matching (docs/product-rules.md#search): a case-insensitive substring of the item's name, description,
 * category, countries or activities, in the page's language or (through `alternates` and the catalogues' names of
 * what it is filed under, `search-filing.ts`) any other edition's. Arabic is matched as readers type it, not as
 * editors spell it: see `foldForMatching`.
 */

export const MAX_SEARCH_TERM_LENGTH = 100

export type Searchable = Filing & {
  name: string
  description?: string | null
  /** Every edition's name and description, when the index query provides them (absent on older rows). */
  alternates?: readonly (string | null)[] | null
}

// Tashkeel (harakat, tanwin, shadda, sukun, dagger alef, Quranic marks) and tatweel: writing aids that a visitor
// rarely types and an editor may or may not have put in.
const ARABIC_MARKS = /[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g
// Letters written one way or the other in everyday typing (hamza seats, alef maqsura, taa marbuta).
const ARABIC_VARIANTS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ة: 'ه',
}
const ARABIC_VARIANT_LETTERS = /[أإآٱؤئىة]/g

/**
 * Text as search compares it: lowercased, Arabic marks dropped and letter variants folded to one form, so `دبي`
 * finds `دُبَيّ` and `مدينة` finds `مدينه`. Index and term go through the same fold; Latin text is only lowercased.
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_VARIANT_LETTERS, (letter) => ARABIC_VARIANTS[letter] ?? letter)
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
 * What search matches a term against, folded once (`foldForMatching`): each item's name, and the rest of what it
 * matches on (description, the other editions' texts, and every name of its category, countries and activities).
 * Built once per set of published content, so a search costs a pass over these strings, not a render or a query
 * of the whole catalogue.
 */
export type SearchIndex = { names: Map<string, string>; others: Map<string, string> }

/** No catalogue at hand: the keys an item is filed under are searched as they are (`Hotels`, `kenya`). */
const KEYS_ONLY: FilingNames = { categories: new Map(), countries: new Map(), activities: new Map() }

export function buildSearchIndex(
  rows: ReadonlyArray<Searchable & { _id: string }>,
  filingNames: FilingNames = KEYS_ONLY,
): SearchIndex {
  const names = new Map<string, string>()
  const others = new Map<string, string>()
  // Items share a handful of filings (a category, countries, activities): each is named and folded once.
  const filings = new Map<string, string>()
  const filingText = (row: Filing) => {
    const key = JSON.stringify([row.category, row.countries, row.activities])
    let text = filings.get(key)
    if (text === undefined) {
      text = foldForMatching(namesOfFiling(row, filingNames).join('\n'))
      filings.set(key, text)
    }
    return text
  }
  for (const row of rows) {
    names.set(row._id, foldForMatching(row.name))
    const rest = [row.description ?? '', ...(row.alternates ?? []).filter(Boolean)]
    others.set(row._id, `${foldForMatching(rest.join('\n'))}\n${filingText(row)}`)
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
  const needle = foldForMatching(term)
  if (needle === '') return []
  const byName: string[] = []
  const byOther: string[] = []
  for (const id of ordered) {
    if (index.names.get(id)?.includes(needle)) byName.push(id)
    else if (index.others.get(id)?.includes(needle)) (nameFirst ? byOther : byName).push(id)
  }
  return nameFirst ? byName.concat(byOther) : byName
}
