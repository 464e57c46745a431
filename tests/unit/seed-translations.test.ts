import { describe, expect, it } from 'vitest'
import { ARABIC_DICTIONARIES, WRITTEN_FORMS_ARABIC } from '../../seed/source/translations'
import { allSeedDocuments, type SeedFields } from '../support/seed-data'

/**
 * The seed's Arabic (decision 042): the translators' dictionaries (seed/source/arabic/*.ts), keyed by the exact
 * English text, against the translatable values of the seed (locale objects, `{ _type: 'localeString', en, ar }`).
 */

const LOCALE_TYPES = new Set(['localeString', 'localeText', 'localeStringList', 'localeTextList', 'localePortableText'])
const ARABIC_LETTER = /[\u0600-\u06FF]/

type LocaleValue = { doc: string; path: string; value: SeedFields }

function localeValues(value: unknown, doc: string, path: string, out: LocaleValue[]): LocaleValue[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) localeValues(item, doc, `${path}[${index}]`, out)
  } else if (value && typeof value === 'object') {
    const record = value as SeedFields
    if (LOCALE_TYPES.has(record._type)) out.push({ doc, path, value: record })
    else for (const [key, inner] of Object.entries(record)) localeValues(inner, doc, path ? `${path}.${key}` : key, out)
  }
  return out
}

const values = allSeedDocuments.flatMap((doc) => localeValues(doc, doc._id, '', []))

/** The English texts a dictionary can key: a text, each item of a list, each span of rich text. */
function englishTexts(value: SeedFields): string[] {
  const en = value.en
  if (typeof en === 'string') return [en]
  if (value._type === 'localePortableText') {
    return (en as Array<{ children: Array<{ text: string }> }>).flatMap((block) => block.children.map((s) => s.text))
  }
  return en as string[]
}

const englishInSeed = new Set(values.flatMap(({ value }) => englishTexts(value)))

describe('the seed’s Arabic', () => {
  it('has translatable values to translate', () => {
    expect(values.length).toBeGreaterThan(300)
  })

  it.each(Object.entries(ARABIC_DICTIONARIES))('%s: every key is an English text of the seed', (_name, dictionary) => {
    const orphans = Object.keys(dictionary).filter((english) => !englishInSeed.has(english))
    expect(orphans).toEqual([])
  })

  it.each(Object.entries(ARABIC_DICTIONARIES))('%s: every translation is written in Arabic', (_name, dictionary) => {
    const notArabic = Object.entries(dictionary).filter(([, arabic]) => !ARABIC_LETTER.test(arabic))
    expect(notArabic).toEqual([])
  })

  it('translates every translatable value of the seed (100%)', () => {
    const missing = values.filter(({ value }) => value.ar === undefined).map(({ doc, path }) => `${doc} ${path}`)
    const share = (values.length - missing.length) / values.length
    // The list names what is left to translate; the share says how far the translation is.
    expect({ share: Math.round(share * 1000) / 10, missing: missing.slice(0, 40) }).toEqual({ share: 100, missing: [] })
  })

  it('marks every document with Arabic as a sample translation, for staff to review', () => {
    for (const doc of allSeedDocuments) {
      const translated = localeValues(doc, doc._id, '', []).some(({ value }) => value.ar !== undefined)
      expect(doc.translationStatus, doc._id).toBe(translated ? 'sample' : undefined)
    }
  })

  it('gives the Arabic forms of names and addresses (decision 053) beside them, each from the dictionary', () => {
    const written = allSeedDocuments.flatMap((doc) => [
      ...(doc._type === 'teamMember' ? [{ value: doc.name, forms: doc.nameForms }] : []),
      ...(doc.offices ?? []).map((office: SeedFields) => ({ value: office.address, forms: office.addressForms })),
    ])
    expect(written.length).toBeGreaterThan(8)
    for (const { value, forms } of written) {
      const arabic = WRITTEN_FORMS_ARABIC[value]
      expect(forms?.ar, value).toBe(arabic)
      if (arabic) expect(arabic).toMatch(ARABIC_LETTER)
    }
    const keys = new Set(written.map(({ value }) => value))
    expect(Object.keys(WRITTEN_FORMS_ARABIC).filter((key) => !keys.has(key))).toEqual([])
  })
})
