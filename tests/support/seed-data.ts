import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { listing } from '~/i18n/catalogues/en/listing'
import type { DepartureLedger, PlacesCount } from '~/logic/departures'

/**
 * A seed document's fields as the JSON file has them. Untyped on purpose: tests read them, and break copies of
 * them, field by field; the seed is held to the schema by tests/unit/seed-schema.test.ts.
 */
// biome-ignore lint/suspicious/noExplicitAny: the seed's JSON, untyped on purpose (above)
export type SeedFields = Record<string, any>
export type SeedJsonDocument = SeedFields & { _id: string; _type: string }
type Doc = SeedJsonDocument

/** The seed documents, so browser tests assert what the seed says rather than copies of it. */

const lines = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/dataset.ndjson'),
  'utf8',
)
  .trim()
  .split('\n')
/** Every document of the seed file, drafts included, as the dataset holds them. */
export const allSeedDocuments: Doc[] = lines.map((line) => JSON.parse(line))

const LOCALE_TYPES = new Set(['localeString', 'localeText', 'localeStringList', 'localeTextList', 'localePortableText'])

/**
 * A seed value as one edition shows it: every translated field (`{ _type: 'localeString', en, ar }`, decision 042)
 * becomes its text in `lang`, else its English, as the site's queries project it.
 */
export function inLanguage<T>(value: T, lang: 'en' | 'ar' = 'en'): T {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, lang)) as T
  if (!value || typeof value !== 'object') return value
  const record = value as SeedFields
  if (LOCALE_TYPES.has(record._type)) return (record[lang] ?? record.en) as T
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, inLanguage(inner, lang)])) as T
}

/** The published documents as the dataset holds them (translated fields per language): what queries run over. */
export const seedDataset: Doc[] = allSeedDocuments.filter((doc) => !doc._id.startsWith('drafts.'))
/** The published documents as the English edition shows them (each translated field its English text). */
export const seedDocuments: Doc[] = seedDataset.map((doc) => inLanguage(doc))

export const seedDoc = (id: string) => {
  const doc = seedDocuments.find((d) => d._id === id)
  if (!doc) throw new Error(`No seed document ${id}`)
  return doc
}

export const catalogue = (category: string) =>
  seedDocuments.filter((d) => d._type === 'catalogueItem' && d.category === category).sort((a, b) => a.order - b.order)

/**
 * What English search matches an item by besides its name (decision 053): its description, its category, and its
 * countries and activities as the filters name them (and as their keys).
 */
export const searchedBesidesName = (doc: Doc): string =>
  [
    doc.description,
    doc.category,
    ...(doc.countries ?? []).flatMap((key: keyof typeof listing.countries) => [key, listing.countries[key]]),
    ...(doc.activities ?? []).flatMap((key: keyof typeof listing.activities) => [key, listing.activities[key]]),
  ].join('\n')

/** A copy of any seed document (a draft too) to break or change in a test. */
export const seedCopy = (id: string): Doc => {
  const doc = allSeedDocuments.find((d) => d._id === id)
  if (!doc) throw new Error(`No seed document ${id}`)
  return structuredClone(doc)
}

/** A draft in the seed (an edited document that is not published), which only preview mode shows. */
export const seedDraft = (id: string) => {
  const draft = allSeedDocuments.find((doc) => doc._id === `drafts.${id}`)
  if (!draft) throw new Error(`No seed draft of ${id}`)
  return inLanguage(draft)
}

/** The seed's ledgers of a trip's departures (decision 068): what their bookings take. */
export const seedLedgers = (tripId: string): DepartureLedger[] =>
  seedDataset.filter((doc) => doc._type === 'departurePlaces' && doc.trip?._ref === tripId) as DepartureLedger[]

/** How the site counts a seeded trip's places at `now` (FEW_PLACES_LEFT at its default, 4). */
export const seedPlacesCount = (tripId: string, now: Date): PlacesCount => ({
  ledgers: seedLedgers(tripId),
  now,
  fewPlacesLeft: 4,
})
