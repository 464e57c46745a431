import type { RefusalWords } from '~/host-seam'
import { catalogueFor } from './catalogue'
import { languageById } from './languages'
import { languageOfPath } from './paths'

/** The words the host refuses a request for `pathname` with: its edition's (`/ar/…`: Arabic), and its direction. */
export function refusalWords(pathname: string): RefusalWords {
  const lang = languageOfPath(pathname)
  return { ...catalogueFor(lang).busy, lang, dir: languageById(lang).dir }
}
