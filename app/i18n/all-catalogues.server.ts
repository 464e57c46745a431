import { isLang, LANG_IDS } from '#shared/languages'
import { type Catalogue, registerCatalogue } from './catalogue'

/** Every catalogue folder's whole catalogue (its index.ts), found by Vite: a new language's folder needs no import. */
const CATALOGUES = import.meta.glob<Record<string, Catalogue>>('./catalogues/*/index.ts', { eager: true })

/** Every edition's catalogue, for the server (and the tests), which write pages in each language. */
export function registerAllCatalogues(): void {
  for (const [file, exports] of Object.entries(CATALOGUES)) {
    const lang = file.split('/')[2]
    const catalogue = Object.values(exports)[0]
    if (isLang(lang) && catalogue) registerCatalogue(lang, catalogue)
  }
  const missing = LANG_IDS.filter((lang) => !Object.keys(CATALOGUES).includes(`./catalogues/${lang}/index.ts`))
  if (missing.length) throw new Error(`No interface catalogue in app/i18n/catalogues/ for ${missing.join(', ')}`)
}
