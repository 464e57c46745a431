import type { Catalogue } from '~/i18n/catalogue-shape'

/**
 * What an item is filed under, searched by the names the site gives it (decision 053): its category and the
 * countries and activities it lists are keys (`Hotels`, `uae`, `golf`); a visitor types the words the navigation and
 * the filters show for them, in either edition ("الفنادق", "الإمارات", "hotels"). The words come from the interface
 * catalogues, so a renamed label or a new language is searchable with nothing else to change.
 */

/** The keys an item is filed under, as the search index query reads them. */
export type Filing = {
  category: string
  countries?: readonly string[] | null
  activities?: readonly string[] | null
}

/** Every name a key goes by, per kind of key, across the languages given. */
export type FilingNames = {
  categories: ReadonlyMap<string, readonly string[]>
  countries: ReadonlyMap<string, readonly string[]>
  activities: ReadonlyMap<string, readonly string[]>
}

type LabelCatalogue = Pick<Catalogue, 'shared' | 'layout' | 'listing'>

/** The labels of each key across catalogues, the key itself first (it is what a URL or an English visitor says). */
function labelsByKey(tables: ReadonlyArray<Readonly<Record<string, string>>>): Map<string, readonly string[]> {
  const byKey = new Map<string, string[]>()
  for (const table of tables)
    for (const [key, label] of Object.entries(table)) byKey.set(key, [...(byKey.get(key) ?? [key]), label])
  return new Map([...byKey].map(([key, labels]) => [key, [...new Set(labels)]]))
}

/**
 * The names of categories (the cards' and the header's words, which differ: "برامج الرحلات" and "البرامج"),
 * countries and activities (the filters' words) in every catalogue given.
 */
export function filingNamesIn(catalogues: readonly LabelCatalogue[]): FilingNames {
  return {
    categories: labelsByKey(catalogues.flatMap((t) => [t.shared.categories, t.layout.categories])),
    countries: labelsByKey(catalogues.map((t) => t.listing.countries)),
    activities: labelsByKey(catalogues.map((t) => t.listing.activities)),
  }
}

/** Every name of every key an item is filed under; a key no catalogue names is searched as itself. */
export function namesOfFiling(item: Filing, names: FilingNames): string[] {
  const named = (table: FilingNames['categories'], key: string) => table.get(key) ?? [key]
  return [
    ...named(names.categories, item.category),
    ...(item.countries ?? []).flatMap((key) => named(names.countries, key)),
    ...(item.activities ?? []).flatMap((key) => named(names.activities, key)),
  ]
}
