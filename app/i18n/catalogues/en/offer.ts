/**
 * The offer of another edition is written in the offered language (the reader it is for), and shown on a page
 * of another language: so every catalogue carries every edition's words.
 */
export const offer = {
  en: { note: 'This page is also in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  ar: { note: 'هذه الصفحة متوفرة أيضاً بالعربية.', link: 'اقرأها بالعربية', dismiss: 'إغلاق' },
} as const
