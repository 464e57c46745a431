/** The contact enquiry (docs/product-rules.md#the-enquiry): five fields, all required, checked the same way in the browser and the outbox. */

export const ENQUIRY_FIELDS = ['FirstName', 'LastName', 'Email', 'PhoneNumber', 'message'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]
export type Enquiry = Record<EnquiryField, string>

export const ENQUIRY_LIMITS: Record<EnquiryField, number> = { FirstName: 100, LastName: 100, Email: 254, PhoneNumber: 40, message: 5000 }
export const MESSAGE_SENT = 'Message sent successfully!'
export const MESSAGE_FAILED = 'Failed to send message, please try again.'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s().-]{5,}$/

/** Problems with an enquiry, one sentence each; empty when it can be sent. */
export function enquiryProblems(values: Partial<Record<string, unknown>>): string[] {
  const problems: string[] = []
  for (const field of ENQUIRY_FIELDS) {
    const value = values[field]
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${field} is required.`)
    else if (value.length > ENQUIRY_LIMITS[field]) problems.push(`${field} is longer than ${ENQUIRY_LIMITS[field]} characters.`)
  }
  if (typeof values.Email === 'string' && values.Email.trim() && !EMAIL.test(values.Email.trim())) problems.push('Email is not an e-mail address.')
  if (typeof values.PhoneNumber === 'string' && values.PhoneNumber.trim() && !PHONE.test(values.PhoneNumber.trim())) problems.push('PhoneNumber is not a phone number.')
  return problems
}

/** The spec's messages for a configured deployment that lacks an EmailJS setting, naming each one. */
export function missingEmailjsSettings(config: { publicKey: string | null; serviceId: string | null; templateId: string | null }): string[] {
  return [
    config.publicKey ? null : 'The public key is required.',
    config.serviceId ? null : 'The service ID is required.',
    config.templateId ? null : 'The template ID is required.',
  ].filter((line): line is string => line !== null)
}
