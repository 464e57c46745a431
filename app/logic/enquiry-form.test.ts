import { describe, expect, it } from 'vitest'
import { catalogueFor } from '~/i18n/catalogue'
import {
  ENQUIRY_PATTERNS,
  enquiryControlProblems,
  enquiryFieldProblems,
  enquiryProblems,
  enquiryValues,
  keptEnquiry,
  missingEmailjsSettings,
  otherFieldsHoldControlCharacters,
} from './enquiry-form'

const valid = {
  FirstName: 'Amina',
  LastName: 'Otieno',
  Email: 'amina@example.com',
  PhoneNumber: '+254 700 000 123',
  message: 'Gold package in March?',
}

describe('enquiry validation', () => {
  it('accepts a complete enquiry', () => {
    expect(enquiryProblems(valid)).toEqual([])
  })
  it('requires all five fields, naming each in words', () => {
    expect(enquiryProblems({ ...valid, LastName: '  ', message: undefined })).toEqual([
      'Please enter your last name.',
      'Please enter your message.',
    ])
  })
  it('checks the e-mail and phone shapes and the lengths, field by field', () => {
    expect(
      enquiryFieldProblems({ ...valid, Email: 'not-an-email', PhoneNumber: 'call me', message: 'x'.repeat(5001) }),
    ).toEqual({
      Email: 'Please enter an e-mail address, like name@example.com.',
      PhoneNumber: 'Please enter a phone number, using digits, spaces and + ( ) . - only.',
      message: 'Please shorten your message to 5000 characters.',
    })
    expect(enquiryFieldProblems({ ...valid, Email: 'amina@example' }).Email).toBeDefined()
  })
  it('says one thing per field, in the order a visitor fixes them: missing, too long, then the shape', () => {
    // Blank however long: missing, not too long. Typed or not, a value that is not text is missing too.
    expect(enquiryFieldProblems({ ...valid, FirstName: ' '.repeat(101), LastName: 42, message: '\n\t' })).toEqual({
      FirstName: 'Please enter your first name.',
      LastName: 'Please enter your last name.',
      message: 'Please enter your message.',
    })
    // Too long and the wrong shape: too long. The length counts what was typed, spaces included.
    expect(
      enquiryFieldProblems({ ...valid, Email: `${'x'.repeat(251)} @ x`, FirstName: `${'A'.repeat(100)} ` }),
    ).toEqual({
      Email: 'Please shorten your e-mail address to 254 characters.',
      FirstName: 'Please shorten your first name to 100 characters.',
    })
    expect(enquiryFieldProblems({ ...valid, FirstName: 'A'.repeat(100), message: 'x'.repeat(5000) })).toEqual({})
  })
  it('checks the shapes without the spaces around the value, never with them', () => {
    expect(
      enquiryFieldProblems({ ...valid, Email: '  amina@example.com  ', PhoneNumber: ' +254 700 000 123 ' }),
    ).toEqual({})
    // Five characters only with the leading spaces, which do not count.
    expect(enquiryFieldProblems({ ...valid, PhoneNumber: '   12' })).toEqual({
      PhoneNumber: 'Please enter a phone number, using digits, spaces and + ( ) . - only.',
    })
  })
  it('uses patterns a browser accepts as input patterns (v flag)', () => {
    for (const pattern of Object.values(ENQUIRY_PATTERNS))
      expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow()
    expect(new RegExp(`^(?:${ENQUIRY_PATTERNS.PhoneNumber})$`, 'v').test('+1 (415) 555-0100')).toBe(true)
  })
  it('reads the five fields from a form, as typed', () => {
    const form = new URLSearchParams({ FirstName: ' Amina ', Email: 'amina@example.com', extra: 'ignored' })
    expect(enquiryValues(form)).toEqual({
      FirstName: ' Amina ',
      LastName: '',
      Email: 'amina@example.com',
      PhoneNumber: '',
      message: '',
    })
  })
})

describe('control and bidi characters in an enquiry (decision 048)', () => {
  it('refuses a control character in any field before any other problem, in the page’s language', () => {
    const damaged = { ...valid, LastName: 'Otieno\u0000', Email: '\u0001amina@example.com', message: 'x\u0085y' }
    expect(enquiryFieldProblems(damaged)).toEqual({
      LastName:
        'Please type your last name again: it holds an invisible control character, which copying and ' +
        'pasting can bring in.',
      Email:
        'Please type your e-mail address again: it holds an invisible control character, which copying and ' +
        'pasting can bring in.',
      message:
        'Please type your message again: it holds an invisible control character, which copying and ' +
        'pasting can bring in.',
    })
    const ar = catalogueFor('ar').forms
    expect(enquiryControlProblems({ ...valid, FirstName: 'أمينة\u0007' }, ar)).toEqual({
      FirstName: 'يُرجى كتابة اسمك الأول من جديد: فيه حرف تحكّم غير مرئي، وقد يأتي مع النسخ واللصق.',
    })
  })

  it('takes line breaks and tabs in the message only', () => {
    expect(enquiryFieldProblems({ ...valid, message: 'Gold in March?\r\n\tTwo of us.' })).toEqual({})
    expect(Object.keys(enquiryFieldProblems({ ...valid, FirstName: 'Amina\n' }))).toEqual(['FirstName'])
  })

  it('sends single lines without bidi formatting, the message as written, every field trimmed', () => {
    const typed = { ...valid, FirstName: ' \u202eAmina ', LastName: '\u2066Otieno\u2069', message: ' \u202bنعم\u202c ' }
    expect(enquiryFieldProblems(typed)).toEqual({})
    expect(keptEnquiry(typed)).toEqual({ ...valid, FirstName: 'Amina', LastName: 'Otieno', message: '\u202bنعم\u202c' })
    expect(enquiryFieldProblems({ ...valid, FirstName: '\u202e' }).FirstName).toBe('Please enter your first name.')
  })

  it('finds a control character in a field the visitor does not type in: the hidden specialist, the language', () => {
    const form = (extra: Record<string, string>) => new URLSearchParams({ ...valid, specialist: 'team-01', ...extra })
    expect(otherFieldsHoldControlCharacters(form({}))).toBe(false)
    expect(otherFieldsHoldControlCharacters(form({ specialist_name: 'Amani\u0000' }))).toBe(true)
    expect(otherFieldsHoldControlCharacters(form({ language: 'ar\n' }))).toBe(true)
    // The five typed fields are the field checks' to name, one by one.
    expect(otherFieldsHoldControlCharacters(form({ FirstName: 'Amina\u0000' }))).toBe(false)
  })
})

describe('missing EmailJS settings', () => {
  it('names each one that is missing', () => {
    expect(missingEmailjsSettings({ publicKey: null, serviceId: 'svc', templateId: null })).toEqual([
      'The public key is required.',
      'The template ID is required.',
    ])
    expect(missingEmailjsSettings({ publicKey: 'k', serviceId: 's', templateId: 't' })).toEqual([])
  })
})
