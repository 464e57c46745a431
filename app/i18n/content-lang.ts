import { DEFAULT_LANG, type Lang, languageById } from '#shared/languages'

/**
 * Content shown on a page of another edition that is still in English (a field not yet translated, falling
 * back, or a hotel's own name) is marked `lang="en"` and isolated with `dir="auto"`, so screen readers speak it
 * as English and its Latin letters and digits never reorder the Arabic sentence around it. Arabic text is told
 * apart by its letters (its entry's `letters`): this edition's script is not Latin (a later Latin-script language
 * would mark its fallbacks from the query's answer instead; decision 042).
 */

export type TextLangProps = { lang?: string; dir?: 'auto' }

export function textLangProps(text: string | null | undefined, pageLang: Lang): TextLangProps {
  if (pageLang === DEFAULT_LANG || !text || languageById(pageLang).letters.test(text)) return {}
  return languageById(DEFAULT_LANG).letters.test(text) ? { lang: DEFAULT_LANG, dir: 'auto' } : {}
}
