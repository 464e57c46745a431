import { languageById } from '#shared/languages'

/**
 * "N things" the Arabic way: a noun has its own form for 1, 2, 3–10, 11–99 and the rest, which
 * Intl.PluralRules('ar') tells apart; `#` in a form is the number (Western digits, as the edition writes them).
 */
export type ArabicForms = { one: string; two: string; few: string; many: string; other: string }

const rules = new Intl.PluralRules(languageById('ar').intlLocale)

export function counted(n: number, forms: ArabicForms): string {
  const category = rules.select(n)
  const form = category === 'zero' ? forms.other : forms[category as keyof ArabicForms]
  return form.replace('#', String(n))
}

export const DAYS: ArabicForms = { one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' }
