import { DEFAULT_LANG, type Lang } from '#shared/languages'
import { languageOfPath } from '~/i18n/paths'
import { languageOfRequest } from '~/i18n/request-language.server'

/**
 * The edition a form was sent from, so staff answer in the visitor's language: the form's own address (`/ar/contact`
 * posts to itself), else the page that sent it when that is one of this site's (a form posting to an address shared
 * by every edition, like `/subscribe`), else English.
 */
export function visitorLanguage(request: Request): Lang {
  const url = new URL(request.url)
  const fromPath = languageOfRequest(request)
  if (fromPath !== DEFAULT_LANG) return fromPath
  const referer = request.headers.get('Referer')
  if (!referer) return DEFAULT_LANG
  try {
    const page = new URL(referer)
    return page.origin === url.origin ? languageOfPath(page.pathname) : DEFAULT_LANG
  } catch {
    return DEFAULT_LANG
  }
}
