/**
 * The languages a team member can be marked as speaking (issue 35), by ISO 639-1 code: a fact stored once, its
 * name written in the page's language by the `specialist` catalogue area. The Studio offers this list; a later
 * language is a code here and its name in each catalogue.
 */
export const SPOKEN_LANGUAGES = ['en', 'sw', 'ar', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'hi', 'ur', 'ru', 'ja'] as const

export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number]

export function isSpokenLanguage(value: unknown): value is SpokenLanguage {
  return typeof value === 'string' && (SPOKEN_LANGUAGES as readonly string[]).includes(value)
}

/** The languages' names in the given words, in the order stored, leaving out any code the site does not know. */
export function spokenLanguageNames(
  codes: readonly string[] | null | undefined,
  names: Readonly<Record<SpokenLanguage, string>>,
): string[] {
  return (codes ?? []).filter(isSpokenLanguage).map((code) => names[code])
}
