import { describe, expect, it } from 'vitest'
import { enquiryProblems, missingEmailjsSettings } from './enquiry-form'

const valid = { FirstName: 'Amina', LastName: 'Otieno', Email: 'amina@example.com', PhoneNumber: '+254 700 000 123', message: 'Gold package in March?' }

describe('enquiry validation', () => {
  it('accepts a complete enquiry', () => {
    expect(enquiryProblems(valid)).toEqual([])
  })
  it('requires all five fields', () => {
    expect(enquiryProblems({ ...valid, LastName: '  ', message: undefined })).toEqual(['LastName is required.', 'message is required.'])
  })
  it('checks the e-mail and phone shapes and the lengths', () => {
    expect(enquiryProblems({ ...valid, Email: 'not-an-email', PhoneNumber: 'call me', message: 'x'.repeat(5001) })).toEqual([
      'message is longer than 5000 characters.',
      'Email is not an e-mail address.',
      'PhoneNumber is not a phone number.',
    ])
  })
})

describe('missing EmailJS settings', () => {
  it('names each one that is missing', () => {
    expect(missingEmailjsSettings({ publicKey: null, serviceId: 'svc', templateId: null })).toEqual(['The public key is required.', 'The template ID is required.'])
    expect(missingEmailjsSettings({ publicKey: 'k', serviceId: 's', templateId: 't' })).toEqual([])
  })
})
