import type { Lang } from '#shared/languages'
import { languageOfPath } from './paths'

const resolved = new WeakMap<Request, Lang>()

/**
 * The edition a request is for, worked out from its address once and handed to every loader and action of the
 * request (`contentFor(request).lang`); the page's components and `meta` take it from the root loader's data
 * (app/i18n/page-language.ts). A request's address never changes, so the answer is kept with the request.
 */
export function languageOfRequest(request: Request): Lang {
  let lang = resolved.get(request)
  if (lang === undefined) {
    lang = languageOfPath(new URL(request.url).pathname)
    resolved.set(request, lang)
  }
  return lang
}
