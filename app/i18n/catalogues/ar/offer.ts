import type { Catalogue } from '../../catalogue-shape'

export const offer = {
  en: { note: 'This page is also in English.', link: 'Read it in English', dismiss: 'Dismiss' },
  ar: { note: 'هذه الصفحة متوفرة أيضاً بالعربية.', link: 'اقرأها بالعربية', dismiss: 'إغلاق' },
} satisfies Catalogue['offer']
