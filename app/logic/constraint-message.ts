import type { Catalogue } from '~/i18n/catalogue-shape'
import { formatDate } from '../i18n/format'

type Words = Catalogue['forms']['constraints']

/** What the browser found wrong with a field, and the limits its attributes set. */
export type CheckedField = {
  type: string
  min: string
  max: string
  validity: Pick<
    ValidityState,
    'valueMissing' | 'badInput' | 'rangeUnderflow' | 'rangeOverflow' | 'stepMismatch' | 'valid' | 'customError'
  >
}

/**
 * The sentence a field the browser checks shows, in the page's language (issue 42, rule 2): the browser's own is in
 * the browser's language. A form the site checks itself is `noValidate` and never asks; this is for the fields whose
 * limits the browser keeps (a number of travellers, a date from today), where the server would otherwise replace
 * what was typed with a default.
 */
export function constraintMessage(field: CheckedField, words: Words, locale: string): string {
  const { validity, type, min, max } = field
  if (validity.valueMissing) return words.missing
  if (type === 'date') {
    if (validity.badInput) return words.date
    if (validity.rangeUnderflow && min) return words.dateFrom(formatDate(min, locale))
    return words.other
  }
  if (type === 'number') {
    if (validity.badInput) return words.number
    if (validity.rangeUnderflow || validity.rangeOverflow) {
      if (min && max) return words.numberBetween(min, max)
      if (min) return words.numberFrom(min)
      return words.numberUpTo(max)
    }
    if (validity.stepMismatch) return words.wholeNumber
  }
  return words.other
}
