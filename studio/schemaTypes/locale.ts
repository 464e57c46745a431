import { defineArrayMember, defineField, defineType, type FieldDefinition, type Rule } from 'sanity'
import { DEFAULT_LANG, LANGUAGES } from '#shared/languages'

/**
 * Field-level translation (decision 042): a translatable field holds one value per language, `{ en, ar }`, in
 * one of these object types, generated from LANGUAGES so that a later language is one entry there. Only the
 * default language can be required; a missing translation is a warning, never a reason to refuse publishing.
 */

export const LOCALE_KINDS = {
  localeString: { title: 'Text (per language)', member: 'string' },
  localeText: { title: 'Paragraph (per language)', member: 'text' },
  localeStringList: { title: 'List (per language)', member: 'stringList' },
  localeTextList: { title: 'Paragraphs (per language)', member: 'textList' },
  localePortableText: { title: 'Rich text (per language)', member: 'blocks' },
} as const

export type LocaleType = keyof typeof LOCALE_KINDS
export const LOCALE_TYPES = Object.keys(LOCALE_KINDS) as LocaleType[]

/** The languages a translation is asked for: every language but the default. */
export const TRANSLATED_LANGS = LANGUAGES.filter((language) => language.id !== DEFAULT_LANG)

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

function languageField(kind: LocaleType, language: (typeof LANGUAGES)[number]): FieldDefinition {
  // The default language is required inside the object (an absent optional field has no object at all): that
  // also tells TypeGen that a field's English fallback is always there.
  const required = language.id === DEFAULT_LANG
  const base = { name: language.id, title: language.nativeName }
  switch (LOCALE_KINDS[kind].member) {
    case 'string':
      return defineField({ ...base, type: 'string', validation: (rule) => (required ? requiredEnglish(rule) : rule) })
    case 'text':
      return defineField({
        ...base,
        type: 'text',
        rows: 4,
        validation: (rule) => (required ? requiredEnglish(rule) : rule),
      })
    case 'blocks':
      return defineField({
        ...base,
        type: 'array',
        of: [defineArrayMember({ type: 'block' })],
        validation: (rule) => (required ? requiredEnglish(rule) : rule),
      })
    case 'textList':
      return defineField({
        ...base,
        type: 'array',
        of: [defineArrayMember({ type: 'text', rows: 3 })],
        validation: (rule) => (required ? requiredEnglish(rule) : rule),
      })
    default:
      return defineField({
        ...base,
        type: 'array',
        of: [defineArrayMember({ type: 'string' })],
        validation: (rule) => (required ? requiredEnglish(rule) : rule),
      })
  }
}

const requiredEnglish = <R extends { required: () => { error: (message: string) => R } }>(rule: R) =>
  rule.required().error('Required in English.')

/** Warns, per language, where the default language has a value and the other does not (Studio shows it inline). */
export function translationWarnings(rule: Rule) {
  return rule
    .custom((value: Record<string, unknown> | undefined) => {
      if (!value || isEmpty(value[DEFAULT_LANG])) return true
      const missing = TRANSLATED_LANGS.filter((language) => isEmpty(value[language.id]))
      if (missing.length === 0) return true
      return `Needs ${missing.map((language) => language.title).join(', ')}: the edition shows the English meanwhile.`
    })
    .warning()
}

function localeType(kind: LocaleType) {
  return defineType({
    name: kind,
    title: LOCALE_KINDS[kind].title,
    type: 'object',
    // The languages side by side, so a translator reads the English while writing the Arabic.
    options: { columns: LANGUAGES.length },
    fields: LANGUAGES.map((language) => languageField(kind, language)),
    // A named type's own rule builder is an ObjectRule; its fields' (where the warnings are repeated) a Rule.
    validation: (rule) => translationWarnings(rule as unknown as Rule),
  })
}

export const localeTypes = LOCALE_TYPES.map(localeType)

/** A translatable field; `required` means its English is. */
export function localeField(
  kind: LocaleType,
  options: { name: string; title: string; description?: string; required?: boolean; group?: string; fieldset?: string },
) {
  const { required, ...rest } = options
  return defineField({
    ...rest,
    type: kind,
    // The warnings are repeated here: a field's own validation replaces its type's.
    validation: (rule: Rule) => (required ? localeRequired(rule) : translationWarnings(rule)),
  })
}

/** The English text of a locale value, for previews and messages. */
export const defaultText = (field: string) => `${field}.${DEFAULT_LANG}`

/** The validation of a required translatable field: English required, a missing translation warned about. */
export const localeRequired = (rule: Rule) => [rule.required(), translationWarnings(rule)]

/**
 * Where a document's translations come from. The seed's Arabic is a sample translation, marked `sample`, so that
 * staff review it before relying on it; read-only, as the Studio's own edits do not change who wrote the rest.
 */
export const translationStatusField = defineField({
  name: 'translationStatus',
  title: 'Translation status',
  type: 'string',
  readOnly: true,
  description: 'Set by the seed: "sample" means the translations are a sample to be reviewed by a fluent editor.',
  options: { list: [{ title: 'Sample translation (to be reviewed)', value: 'sample' }] },
})
