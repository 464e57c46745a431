/**
 * The offer of another edition (LanguageOffer), written in the offered language: the reader it is for. Shown on
 * a page of another language, so it is no catalogue's: one list of every edition's words, which comes with the
 * offer's own script.
 */
export const EDITION_OFFERS = {
  en: { note: 'This page is also in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  ar: { note: 'هذه الصفحة متوفرة أيضاً بالعربية.', link: 'اقرأها بالعربية', dismiss: 'إغلاق' },
} as const
