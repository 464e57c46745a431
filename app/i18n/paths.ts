import { DEFAULT_LANG, isLang, LANG_IDS, type Lang } from '#shared/languages'
import { sameSitePath } from '#shared/same-site-path'

/**
 * Where each edition's pages live: English at the spec's URLs, another language under `/<lang>`. Pure string
 * work, shared by loaders, components, the sitemap and the client's navigation guard.
 */

/** The edition a path belongs to: `/ar`, `/ar/…` are Arabic; everything else is English. */
export function languageOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1] ?? ''
  return first !== DEFAULT_LANG && isLang(first) ? first : DEFAULT_LANG
}

/** The path without its edition's prefix: `/ar/itineraries` → `/itineraries`, `/ar` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const lang = languageOfPath(pathname)
  if (lang === DEFAULT_LANG) return pathname
  const rest = pathname.slice(lang.length + 1)
  return rest === '' ? '/' : rest
}

/**
 * A site path in an edition: `localePath('/itineraries', 'ar')` → `/ar/itineraries`. Leaves alone what is not a
 * site path (`https://…`, `mailto:`, `#top`, `?page=2`), and a path already in an edition is moved to this one.
 * The path it builds is always this site's (sameSitePath): the address a visitor typed, `/ar//evil.example`, must
 * not become a link to `//evil.example`.
 */
export function localePath(to: string, lang: Lang): string {
  if (!to.startsWith('/')) return to
  const cut = to.search(/[?#]/)
  const pathname = cut === -1 ? to : to.slice(0, cut)
  const rest = cut === -1 ? '' : to.slice(cut)
  const bare = pathWithoutLanguage(pathname)
  const prefixed = lang === DEFAULT_LANG ? bare : bare === '/' ? `/${lang}` : `/${lang}${bare}`
  return sameSitePath(prefixed) + rest
}

/** The same page in every edition, for hreflang alternates and the sitemap. */
export function alternatePaths(pathname: string): { lang: Lang; path: string }[] {
  return LANG_IDS.map((lang) => ({ lang, path: localePath(pathname, lang) }))
}
