import { DEFAULT_LANG, OTHER_LANG_IDS } from '#shared/languages'

/**
 * Queries name the editions other than the default through one stand-in, `<field>.otherLanguages`, which the
 * content layer writes out from the language list before a query is sent (decision 055), so a later language
 * needs no query edited. TypeGen reads the queries as written: the default language's value gives each field its
 * type, and the stand-in adds none (an unknown attribute is null).
 *
 * - `select($lang != "<default>" => name.otherLanguages)`, a translated field in the page's language, becomes one
 *   arm per other language: `select($lang == "ar" => name.ar)`. queries.ts writes it through `T()`.
 * - `name.otherLanguages` anywhere else, becomes every other language's value: `name.ar` (then `, name.xx`).
 */
const PAGE_LANGUAGE = new RegExp(`select\\(\\$lang != "${DEFAULT_LANG}" => ([\\w.]+)\\.otherLanguages\\)`, 'g')
const EVERY_OTHER = /([\w.]+)\.otherLanguages\b/g

const written = new Map<string, string>()

/**
 * The query as sent: its stand-ins written out for every language of the list (kept per query text). Typed as the
 * query it was, whose result type TypeGen gave.
 */
export function queryForEditions<Q extends string>(query: Q): Q {
  let out = written.get(query)
  if (out === undefined) {
    out = query
      .replace(PAGE_LANGUAGE, (_, field: string) => {
        const arms = OTHER_LANG_IDS.map((lang) => `$lang == "${lang}" => ${field}.${lang}`)
        return `select(${arms.join(', ')})`
      })
      .replace(EVERY_OTHER, (_, field: string) => OTHER_LANG_IDS.map((lang) => `${field}.${lang}`).join(', '))
    written.set(query, out)
  }
  return out as Q
}
