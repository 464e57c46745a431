import { DEFAULT_LANG, type Lang } from '#shared/languages'
import type { Catalogue } from './catalogue-shape'

/**
 * The interface's own words (labels, buttons, messages, titles), one catalogue per language (decision 042).
 * English (catalogues/en) is the shape; every other catalogue must have each of its keys, or the typecheck
 * fails. A text that depends on a number or a name is a function.
 *
 * The server registers every catalogue whole. The browser holds only the page's language, and of it only the areas
 * its pages have used (app/i18n/catalogue-areas.client.ts), so nothing imports a catalogue but those two places and
 * the tests.
 */

export type { Catalogue }

const registered = new Map<Lang, Catalogue>()

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  registered.set(lang, catalogue)
}

export function hasCatalogue(lang: Lang): boolean {
  return registered.has(lang)
}

/**
 * The catalogue of a language. In the browser only the page's language is there; asking for another one is a bug
 * (a navigation across editions is a full page load, see app/services/edition-navigation.client.ts), so it falls
 * back to English if that is there, and else fails loudly.
 */
export function catalogueFor(lang: Lang): Catalogue {
  const found = registered.get(lang) ?? registered.get(DEFAULT_LANG)
  if (!found) throw new Error(`No interface catalogue for ${lang} is loaded`)
  return found
}
