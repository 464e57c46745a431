import type { BrokenRule } from '~/logic/enquiry-form'

/**
 * The rules a form's fields break, as the browser's own checks of their attributes found them (required, type,
 * pattern, maxlength), for a form marked `noValidate`: the browser says nothing itself (its "Please fill out this
 * field." is in the browser's language, not the page's), and the form says each problem in its own words beside
 * its field. A value of spaces alone counts as missing, as the server counts it.
 */
export function brokenRules<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
): Partial<Record<Field, BrokenRule>> {
  const broken: Partial<Record<Field, BrokenRule>> = {}
  for (const field of fields) {
    const input = form.elements.namedItem(field)
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue
    const { validity } = input
    if (validity.valueMissing || (input.required && !input.value.trim())) broken[field] = 'missing'
    else if (validity.typeMismatch || validity.patternMismatch || validity.badInput) broken[field] = 'format'
    else if (validity.tooLong) broken[field] = 'tooLong'
  }
  return broken
}
