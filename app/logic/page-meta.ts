import type { MetaDescriptor } from '@remix-run/node'
import { DEFAULT_LANG, LANG_IDS, type Lang, languageById } from '#shared/languages'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { type Catalogue, catalogueFor, hasCatalogue } from '~/i18n/catalogue'
import { alternatePaths, localePath } from '~/i18n/paths'

/** One place that turns a page's title, description and share image into every tag a crawler reads. */
export function pageMeta({
  title,
  description,
  image,
  siteName = 'Savanna Links Golf & Safari',
}: {
  title: string
  description: string
  image?: string | null
  siteName?: string
}): MetaDescriptor[] {
  // In preview, titles and descriptions carry the Studio's edit marks; the <head> never does.
  ;({ title, description } = withoutEditMarks({ title, description }))
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
}

/**
 * What a 404 says when its loader gave no reason of its own, in the language asked for. The server sends the
 * English one with the response; the error screen shows it in the page's language.
 */
export function notFoundMessage(lang: Lang = DEFAULT_LANG): string {
  return loadedCatalogue(lang).errors.notFoundMessage
}

/**
 * The language's catalogue, or the one the browser has (it holds only the page's): the error screen runs in the
 * browser too, and must not fail there.
 */
function loadedCatalogue(lang: Lang): Catalogue {
  return catalogueFor(hasCatalogue(lang) ? lang : (LANG_IDS.find(hasCatalogue) ?? lang))
}

/**
 * The 404 page's tags, a title and no indexing, in the words of the page's language. The words are required: a
 * default would send an Arabic page's 404 with an English title, which crawlers and visitors without JavaScript keep.
 */
export function notFoundMeta({ errors, layout }: Pick<Catalogue, 'errors' | 'layout'>): MetaDescriptor[] {
  return [
    ...pageMeta({ title: errors.notFoundTitle, description: errors.notFoundDescription, siteName: layout.siteTitle }),
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * The page's own path as its canonical URL names it, in its edition (`lang`, the page's). `loaderCanonical` is the
 * URL a loader already settled on when the address is one of several for the same page (`/category/golf-courses` and
 * `/GOLF-COURSES` are `/golf-courses`); only its path is used, put in the page's edition. The query string is
 * dropped, except a `page` above 1 when it is the only parameter: a filtered, sorted or tracked address is the
 * unfiltered page's duplicate (filtered listings are `noindex` too), while page 2 of a listing is a page of its own.
 */
export function canonicalPath(pathname: string, lang: Lang, search = '', loaderCanonical?: string | null): string {
  const path = loaderCanonical ? new URL(loaderCanonical, 'http://x').pathname : pathname
  const params = new URLSearchParams(search)
  const page = Number(params.get('page'))
  const onlyPage = [...params.keys()].every((key) => key === 'page')
  const query = onlyPage && Number.isInteger(page) && page > 1 ? `?page=${page}` : ''
  return localePath(path, lang) + query
}

export type EditionTag =
  | { tagName: 'link'; rel: 'canonical' | 'alternate'; href: string; hrefLang?: string }
  | { property: 'og:url' | 'og:locale' | 'og:locale:alternate'; content: string }

/**
 * The tags that tie a page's editions together for crawlers: its canonical URL (its `og:url` too, the address a
 * shared link names), the same page in every edition (`hreflang`, with `x-default` the English one) and its
 * `og:locale` with the others as alternates. Absolute URLs on `origin`, the site's public origin. Every edition of
 * every public page exists (untranslated text falls back to English), so the alternates are never a guess.
 */
export function editionLinks({
  origin,
  lang,
  pathname,
  search = '',
  loaderCanonical,
}: {
  origin: string
  lang: Lang
  pathname: string
  search?: string
  loaderCanonical?: string | null
}): EditionTag[] {
  const path = canonicalPath(pathname, lang, search, loaderCanonical)
  return [
    { tagName: 'link', rel: 'canonical', href: origin + path },
    { property: 'og:url', content: origin + path },
    ...alternatePaths(path).map(
      (alternate): EditionTag => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate.lang,
        href: origin + alternate.path,
      }),
    ),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + localePath(path, DEFAULT_LANG) },
    { property: 'og:locale', content: languageById(lang).ogLocale },
    ...LANG_IDS.filter((other) => other !== lang).map(
      (other): EditionTag => ({ property: 'og:locale:alternate', content: languageById(other).ogLocale }),
    ),
  ]
}
