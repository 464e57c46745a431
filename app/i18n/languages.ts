/**
 * The site's editions (decision 042). English is the spec's site at the spec's URLs; every other edition lives
 * under its own prefix (`/ar/…`). A later language is one entry here, one interface catalogue
 * (app/i18n/catalogues/) and its content fields; nothing else names a language.
 */
export const LANGUAGES = [
  { id: 'en', title: 'English', nativeName: 'English', dir: 'ltr', intlLocale: 'en-GB', moneyLocale: 'en-US' },
  // Western digits in the Arabic edition, as the UAE's shops, airlines and banks write prices and dates: `nu-latn`.
  {
    id: 'ar',
    title: 'Arabic',
    nativeName: 'العربية',
    dir: 'rtl',
    intlLocale: 'ar-u-nu-latn',
    moneyLocale: 'ar-u-nu-latn',
  },
] as const

export type Language = (typeof LANGUAGES)[number]
export type Lang = Language['id']

/** The language of the spec's URLs, of every untranslated field's fallback, and of `x-default`. */
export const DEFAULT_LANG: Lang = 'en'

export const LANG_IDS: readonly Lang[] = LANGUAGES.map((language) => language.id)

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_IDS as readonly string[]).includes(value)
}

export function languageById(lang: Lang): Language {
  return LANGUAGES.find((language) => language.id === lang) ?? LANGUAGES[0]
}
