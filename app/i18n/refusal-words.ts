import { languageById } from '#shared/languages'
import { catalogueFor } from './catalogue'
import type { Catalogue } from './catalogue-shape'
import { languageOfPath } from './paths'

/** A refusal's words and the language and direction of the page they go on (server/page-cache/refusal.ts). */
export type RefusalWords = Catalogue['busy'] & { lang: string; dir: 'ltr' | 'rtl' }

/** The words the host refuses a request for `pathname` with: its edition's (`/ar/…`: Arabic), and its direction. */
export function refusalWords(pathname: string): RefusalWords {
  const lang = languageOfPath(pathname)
  return { ...catalogueFor(lang).busy, lang, dir: languageById(lang).dir }
}
