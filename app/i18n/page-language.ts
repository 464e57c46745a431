import { DEFAULT_LANG, isLang, type Lang } from '#shared/languages'

type Match = { id: string; data?: unknown } | undefined

/**
 * The edition of the page being shown, as the request resolved it: the root loader's `lang`, which `meta` finds in
 * its matches and components through `useLang()`. When the root loader itself failed, the router's match says it:
 * an edition's routes carry its id as their prefix (`ar/about`, app/i18n/edition-routes.ts).
 */
export function languageOfMatches(matches: readonly Match[]): Lang {
  const root = matches.find((match) => match?.id === 'root')?.data as { lang?: unknown } | undefined
  if (isLang(root?.lang)) return root.lang
  const prefix = matches.at(-1)?.id.split('/')[0]
  return isLang(prefix) ? prefix : DEFAULT_LANG
}
