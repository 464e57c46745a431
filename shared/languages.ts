/**
 * The site's editions (decision 042), and everything that differs between them (decision 055). English is the
 * spec's site at the spec's URLs; every other edition lives under its own prefix (`/ar/…`). A later language is one
 * entry here and one interface catalogue (app/i18n/catalogues/<id>/), then its content fields: its routes, tags,
 * hreflang, sitemap, queries and the Studio's translated fields follow from this list, and no other source file
 * names a language (tests/unit/language-codes.test.ts).
 *
 * - `intlLocale`: dates, numbers and plural forms (`Intl.PluralRules`); `moneyLocale`: prices.
 * - `ogLocale`: the page's `og:locale`. `suggestedCurrency`: prices beside USD for a visitor who chose none.
 * - `listSeparator`: between the items of a list written inline (a name and a country, languages spoken).
 * - `letters`: the letters a text in this language is told by (a review's language, an untranslated fallback).
 * - `offer`: the offer of this edition on another edition's page, written in this language (LanguageOffer).
 */
export const LANGUAGES = [
  {
    id: 'en',
    title: 'English',
    nativeName: 'English',
    dir: 'ltr',
    intlLocale: 'en-GB',
    moneyLocale: 'en-US',
    ogLocale: 'en_GB',
    suggestedCurrency: 'USD',
    listSeparator: ', ',
    letters: /[A-Za-z]/,
    offer: { note: 'This page is also in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  },
  // Western digits in the Arabic edition, as the UAE's shops, airlines and banks write prices and dates: `nu-latn`.
  // Its readers are mostly in the Gulf, and think in dirhams.
  {
    id: 'ar',
    title: 'Arabic',
    nativeName: 'العربية',
    dir: 'rtl',
    intlLocale: 'ar-u-nu-latn',
    moneyLocale: 'ar-u-nu-latn',
    ogLocale: 'ar_AE',
    suggestedCurrency: 'AED',
    listSeparator: '، ',
    letters: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/,
    offer: { note: 'هذه الصفحة متوفرة أيضاً بالعربية.', link: 'اقرأها بالعربية', dismiss: 'إغلاق' },
  },
] as const

export type Language = (typeof LANGUAGES)[number]
export type Lang = Language['id']

/**
 * The language of the spec's URLs, of every untranslated field's fallback, and of `x-default`: the list's first.
 * Written out (and checked against the list below) because TypeGen reads it in queries.ts, and reads no arrays.
 */
export const DEFAULT_LANG = 'en' as const
const DEFAULT_IS_FIRST: typeof DEFAULT_LANG = LANGUAGES[0].id
void DEFAULT_IS_FIRST

export const LANG_IDS: readonly Lang[] = LANGUAGES.map((language) => language.id)

/** The editions with a prefix of their own, every one but the default. */
export const OTHER_LANG_IDS: readonly Lang[] = LANG_IDS.filter((lang) => lang !== DEFAULT_LANG)

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_IDS as readonly string[]).includes(value)
}

export function languageById(lang: Lang): Language {
  return LANGUAGES.find((language) => language.id === lang) ?? LANGUAGES[0]
}
