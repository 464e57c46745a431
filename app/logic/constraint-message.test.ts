import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { type CheckedField, constraintMessage } from './constraint-message'

const fine: CheckedField['validity'] = {
  valueMissing: false,
  badInput: false,
  rangeUnderflow: false,
  rangeOverflow: false,
  stepMismatch: false,
  valid: true,
  customError: false,
}
const field = (type: string, min: string, max: string, broken: Partial<CheckedField['validity']>): CheckedField => ({
  type,
  min,
  max,
  validity: { ...fine, valid: false, ...broken },
})

describe('the message of a field the browser checks', () => {
  it('names a number’s range in the page’s language', () => {
    const adults = field('number', '1', '20', { rangeOverflow: true })
    expect(constraintMessage(adults, en.forms.constraints, 'en-GB')).toBe('Please enter a number from 1 to 20.')
    expect(constraintMessage(adults, ar.forms.constraints, 'ar-u-nu-latn')).toBe('يُرجى إدخال رقم من 1 إلى 20.')
    expect(constraintMessage(field('number', '0', '', { rangeUnderflow: true }), en.forms.constraints, 'en-GB')).toBe(
      'Please enter 0 or more.',
    )
    expect(constraintMessage(field('number', '1', '20', { stepMismatch: true }), en.forms.constraints, 'en-GB')).toBe(
      'Please enter a whole number.',
    )
  })

  it('writes a date’s earliest day as the edition writes dates', () => {
    const from = field('date', '2026-12-01', '', { rangeUnderflow: true })
    expect(constraintMessage(from, en.forms.constraints, 'en-GB')).toBe('Please choose 1 December 2026 or later.')
    expect(constraintMessage(from, ar.forms.constraints, 'ar-u-nu-latn')).toMatch(/^يُرجى اختيار 1 ديسمبر 2026/)
  })

  it('says a missing value is missing before anything else', () => {
    const empty = field('number', '1', '20', { valueMissing: true })
    expect(constraintMessage(empty, ar.forms.constraints, 'ar-u-nu-latn')).toBe(ar.forms.constraints.missing)
  })
})
