import { DEFAULT_LANG, isLang, languageById } from '#shared/languages'
import { areaWords } from '~/i18n/catalogue-areas.client'
import { constraintMessage } from '~/logic/constraint-message'

/**
 * A field the browser checks itself (a number of travellers, a date from today) says what is wrong in the page's
 * language, not the browser's (issue 42, rule 2). The first time a field is found wanting, the browser's bubble is
 * held back while the sentence is looked up in the page's catalogue, then shown with it; typing clears it for the
 * browser to check again. Forms the site checks itself are `noValidate` and never ask.
 */
export function explainConstraintsInPageLanguage(): void {
  document.addEventListener(
    'invalid',
    (event) => {
      const field = event.target
      if (!(field instanceof HTMLInputElement) || field.form?.noValidate || field.validity.customError) return
      event.preventDefault()
      void explain(field)
    },
    true,
  )
}

async function explain(field: HTMLInputElement): Promise<void> {
  const pageLang = document.documentElement.lang
  const lang = isLang(pageLang) ? pageLang : DEFAULT_LANG
  const { constraints } = await areaWords(lang, 'forms')
  field.setCustomValidity(constraintMessage(field, constraints, languageById(lang).intlLocale))
  field.addEventListener('input', () => field.setCustomValidity(''), { once: true })
  field.reportValidity()
}
