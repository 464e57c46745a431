import type { Lang } from '#shared/languages'
import type { QueryParams } from './backend.server'

/**
 * A query that reads translated fields names `$lang` (queries.ts projects `coalesce(field[$lang], field.en)`)
 * and is given the page's edition; any other query is asked, and cached, once for every edition.
 */
export function paramsForEdition(query: string, params: QueryParams, lang: Lang): QueryParams {
  return query.includes('$lang') ? { lang, ...params } : params
}
