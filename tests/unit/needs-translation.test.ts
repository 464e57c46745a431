import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { lacksTranslation, needsTranslationFilter } from '../../studio/needs-translation'
import { schemaTypes } from '../../studio/schemaTypes'
import { allSeedDocuments, type SeedFields, seedCopy } from '../support/seed-data'

/** The Studio's "Needs Arabic" list (decision 042): its filter is derived from the schema's translatable fields. */

const LOCALE_TYPES = new Set(['localeString', 'localeText', 'localeStringList', 'localeTextList', 'localePortableText'])
const filter = needsTranslationFilter(schemaTypes, 'ar')

/** A document with an Arabic value (any, for the test) wherever it has an English one. */
function translated<T>(value: T): T {
  if (Array.isArray(value)) return value.map(translated) as T
  if (!value || typeof value !== 'object') return value
  const record = value as SeedFields
  if (LOCALE_TYPES.has(record._type)) return { ...record, ar: record.en } as T
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, translated(inner)])) as T
}

async function listed(dataset: SeedFields[]): Promise<string[]> {
  const result = await (await evaluate(parse(`*[${filter}]._id`), { dataset })).get()
  return (result as string[]).sort()
}

describe('Needs Arabic', () => {
  it('reaches every translatable field, in objects, images and arrays of objects', () => {
    for (const path of ['name.en', 'days[', 'timelineItems.ar', 'carouselImages1[', 'alt.ar', 'sections[', 'body.ar']) {
      expect(filter).toContain(path)
    }
  })

  it('lists nothing once every English text has its Arabic', async () => {
    expect(await listed(allSeedDocuments.map(translated))).toEqual([])
    expect(allSeedDocuments.map(translated).some((doc) => lacksTranslation(doc, 'ar'))).toBe(false)
  })

  it('lists a document whose one missing Arabic is deep inside (a day’s timeline, a section’s body)', async () => {
    const gold = translated(seedCopy('package-gold-package'))
    delete gold.days[3].timelineItems.ar
    const terms = translated(seedCopy('legal-terms'))
    delete terms.sections[2].body.ar
    const about = translated(seedCopy('aboutPage'))
    expect(await listed([gold, terms, about])).toEqual(['legal-terms', 'package-gold-package'])
    expect([gold, terms, about].map((doc) => lacksTranslation(doc, 'ar'))).toEqual([true, true, false])
  })

  it('leaves out fields with no English either (an optional text left empty)', async () => {
    const card = translated(seedCopy('story-blue'))
    delete card.subtitle
    expect(await listed([card])).toEqual([])
  })
})
