import { registerCatalogue } from '~/i18n/catalogue'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'

/**
 * The catalogues a browser spec reads its expected words from. Playwright loads specs without Vite, so the
 * server's registry (app/i18n/all-catalogues.server.ts, which finds catalogues with `import.meta.glob`) is not theirs.
 */
export function registerSpecCatalogues(): void {
  registerCatalogue('en', en)
  registerCatalogue('ar', ar)
}
