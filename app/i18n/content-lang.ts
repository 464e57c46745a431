import { DEFAULT_LANG, type Lang } from './languages'

/**
 * Content shown on a page of another edition that is still in English (a field not yet translated, falling
 * back, or a hotel's own name) is marked `lang="en"` and isolated with `dir="auto"`, so screen readers speak it
 * as English and its Latin letters and digits never reorder the Arabic sentence around it. Arabic text is told
 * apart by its letters: this edition's script is not Latin (a later Latin-script language would mark its
 * fallbacks from the query's answer instead; decision 042).
 */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

export type TextLangProps = { lang?: string; dir?: 'auto' }

export function textLangProps(text: string | null | undefined, pageLang: Lang): TextLangProps {
  if (pageLang === DEFAULT_LANG || !text || ARABIC_LETTER.test(text)) return {}
  return /[A-Za-z]/.test(text) ? { lang: DEFAULT_LANG, dir: 'auto' } : {}
}
