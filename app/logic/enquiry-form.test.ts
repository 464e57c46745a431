import { describe, expect, it } from 'vitest'
import {
  ENQUIRY_PATTERNS,
  enquiryFieldProblems,
  enquiryProblems,
  enquiryValues,
  missingEmailjsSettings,
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

describe('missing EmailJS settings', () => {
  it('names each one that is missing', () => {
    expect(missingEmailjsSettings({ publicKey: null, serviceId: 'svc', templateId: null })).toEqual([
      'The public key is required.',
      'The template ID is required.',
    ])
    expect(missingEmailjsSettings({ publicKey: 'k', serviceId: 's', templateId: 't' })).toEqual([])
  })
})
