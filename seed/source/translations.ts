// The seed's translations: the translators' dictionaries in arabic/, keyed by the exact English text (a span's
// text for rich text, each item for a list), merged, and builders that turn an English value into the locale
// object the Studio holds (studio/schemaTypes/locale.ts). A value without a translation leaves `ar` out, so the
// Studio lists it under "Needs Arabic" and the Arabic edition shows the English.
import { arabic as catalogue } from './arabic/catalogue'
import { arabic as legal } from './arabic/legal'
import { arabic as packages } from './arabic/packages'
import { arabic as site } from './arabic/site'
import { arabic as writtenForms } from './arabic/written-forms'
import type { Block } from './portable-text'

export const ARABIC_DICTIONARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  catalogue,
  legal,
  packages,
  site,
}

/** Every dictionary in one; where two translate the same English differently, the first (by name) wins. */
export const ARABIC: ReadonlyMap<string, string> = new Map(
  Object.keys(ARABIC_DICTIONARIES)
    .sort()
    .reverse()
    .flatMap((name) => Object.entries(ARABIC_DICTIONARIES[name]!)),
)

/** How a document's translations were made: the seed's Arabic is a sample, for staff to review. */
export const SAMPLE_TRANSLATION = { translationStatus: 'sample' } as const

const arabicOf = (en: string): string | undefined => ARABIC.get(en)

export interface LocaleString {
  _type: 'localeString'
  en: string
  ar?: string
}
export interface LocaleText {
  _type: 'localeText'
  en: string
  ar?: string
}
export interface LocaleStringList {
  _type: 'localeStringList' | 'localeTextList'
  en: string[]
  ar?: string[]
}
export interface LocalePortableText {
  _type: 'localePortableText'
  en: Block[]
  ar?: Block[]
}

function withArabic<T extends { en: unknown }>(value: T, ar: unknown): T {
  return ar === undefined ? value : { ...value, ar }
}

/** A one-line text. */
export function localeString(en: string): LocaleString {
  return withArabic({ _type: 'localeString', en }, arabicOf(en))
}

/** A multi-line text. */
export function localeText(en: string): LocaleText {
  return withArabic({ _type: 'localeText', en }, arabicOf(en))
}

/** A list translated item by item; the Arabic list only when every item has one (a half list would mislead). */
export function localeList(items: readonly string[], type: LocaleStringList['_type'] = 'localeStringList') {
  const ar = items.map(arabicOf)
  const complete = ar.every((item): item is string => item !== undefined)
  return withArabic<LocaleStringList>({ _type: type, en: [...items] }, complete ? ar : undefined)
}

/** Paragraphs (each a multi-line text) as one list per language. */
export function localeParagraphs(items: readonly string[]) {
  return localeList(items, 'localeTextList')
}

/** Rich text translated span by span, keys kept; the Arabic only when every span has one. */
export function localeBlocks(en: Block[]): LocalePortableText {
  const complete = en.every((block) => block.children.every((span) => arabicOf(span.text) !== undefined))
  const ar = complete
    ? en.map((block) => ({
        ...block,
        children: block.children.map((span) => ({ ...span, text: arabicOf(span.text)! })),
      }))
    : undefined
  return withArabic<LocalePortableText>({ _type: 'localePortableText', en }, ar)
}

/** A place's own name (a golf course, a hotel): the same in every language unless a translator gave one. */
export function ownName(en: string): LocaleString {
  return { _type: 'localeString', en, ar: arabicOf(en) ?? en }
}

/** The Arabic forms of names and addresses, keyed by the name or address as written (decision 053). */
export const WRITTEN_FORMS_ARABIC: Readonly<Record<string, string>> = writtenForms

/**
 * A person's name or an office's address, written once, and its Arabic form beside it where the seed has one:
 * `{ name, nameForms: { _type: 'nameForms', ar } }`, or the name alone (the Arabic pages then show it as written).
 */
export function withWrittenForms<F extends 'name' | 'address'>(field: F, written: string) {
  const ar = WRITTEN_FORMS_ARABIC[written]
  const forms = ar === undefined ? {} : { [`${field}Forms`]: { _type: `${field}Forms`, ar } }
  return { [field]: written, ...forms } as Record<F, string> &
    Partial<Record<`${F}Forms`, { _type: string; ar: string }>>
}

const LOCALE_TYPES = new Set(['localeString', 'localeText', 'localeStringList', 'localeTextList', 'localePortableText'])
/** A name's or an address's forms in other languages (studio/schemaTypes/written-forms.ts): Arabic from the seed too. */
const WRITTEN_FORMS_TYPES = new Set(['nameForms', 'addressForms'])

/** Whether a document holds a translated value (any locale object, or a name's or address's forms, with Arabic). */
export function hasTranslation(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasTranslation)
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  const type = record._type as string
  if ((LOCALE_TYPES.has(type) || WRITTEN_FORMS_TYPES.has(type)) && record.ar !== undefined) return true
  return Object.values(record).some(hasTranslation)
}
