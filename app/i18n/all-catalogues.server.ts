import { registerCatalogue } from './catalogue'
import { ar } from './catalogues/ar'
import { en } from './catalogues/en'

/** Every edition's catalogue, for the server (and the tests), which write pages in each language. */
export function registerAllCatalogues(): void {
  registerCatalogue('en', en)
  registerCatalogue('ar', ar)
}
