import { z } from 'zod'

/**
 * The contact enquiry (docs/product-rules.md#the-enquiry): five fields, all required. The same rules run in the
 * browser (as the inputs' required, maxlength and pattern attributes), and as one zod schema in the page's
 * server action and in the outbox.
 */

export const ENQUIRY_FIELDS = ['FirstName', 'LastName', 'Email', 'PhoneNumber', 'message'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]
export type Enquiry = Record<EnquiryField, string>

export const ENQUIRY_LIMITS: Record<EnquiryField, number> = {
  FirstName: 100,
  LastName: 100,
  Email: 254,
  PhoneNumber: 40,
  message: 5000,
}
export const MESSAGE_SENT = 'Message sent successfully!'
export const MESSAGE_FAILED = 'Failed to send message, please try again.'

/** As an input's `pattern` (matched against the whole value) and on the server alike. */
export const ENQUIRY_PATTERNS = {
  Email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  PhoneNumber: '\\+?[0-9\\s\\(\\)\\.\\-]{5,}',
} as const satisfies Partial<Record<EnquiryField, string>>

const LABELS: Record<EnquiryField, string> = {
  FirstName: 'your first name',
  LastName: 'your last name',
  Email: 'your e-mail address',
  PhoneNumber: 'your phone number',
  message: 'your message',
}

/** Said about a value that does not match its pattern: by the server, and by the browser (the input's `title`). */
export const ENQUIRY_FORMAT_PROBLEMS = {
  Email: 'Please enter an e-mail address, like name@example.com.',
  PhoneNumber: 'Please enter a phone number, using digits, spaces and + ( ) . - only.',
} as const

const matches = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`).test(value)

/**
 * One field's rules, the first that fails being what the visitor reads: present and not blank (`\S`: what
 * `trim()` would leave something of), at most its length as typed, then, for the e-mail and the phone, the
 * input's pattern against the value without the spaces around it.
 */
function fieldSchema(field: EnquiryField) {
  const label = LABELS[field]
  const required = `Please enter ${label}.`
  const text = z
    .string({ message: required })
    .regex(/\S/, required)
    .max(ENQUIRY_LIMITS[field], `Please shorten ${label} to ${ENQUIRY_LIMITS[field]} characters.`)
  if (field !== 'Email' && field !== 'PhoneNumber') return text
  return text.refine((value) => matches(ENQUIRY_PATTERNS[field], value.trim()), ENQUIRY_FORMAT_PROBLEMS[field])
}

/** Made on first use: the browser reads this module's limits and patterns, and never needs zod. */
let enquirySchema: z.ZodType | undefined

/** What is wrong with each field, in a sentence a visitor can act on; empty when the enquiry can be sent. */
export function enquiryFieldProblems(values: Partial<Record<string, unknown>>): Partial<Record<EnquiryField, string>> {
  enquirySchema ??= z.object(Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, fieldSchema(field)])))
  const checked = enquirySchema.safeParse(values)
  const problems: Partial<Record<EnquiryField, string>> = {}
  if (checked.success) return problems
  for (const field of ENQUIRY_FIELDS) {
    const first = checked.error.issues.find((issue) => issue.path[0] === field)
    if (first) problems[field] = first.message
  }
  return problems
}

/** The same problems as a list, in the form's order. */
export function enquiryProblems(values: Partial<Record<string, unknown>>): string[] {
  const problems = enquiryFieldProblems(values)
  return ENQUIRY_FIELDS.flatMap((field) => (problems[field] ? [problems[field]] : []))
}

/** The five fields out of a submitted form, as typed (absent ones empty). */
export function enquiryValues(form: { get(name: string): unknown }): Enquiry {
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, typeof form.get(field) === 'string' ? (form.get(field) as string) : '']),
  ) as Enquiry
}

/** The spec's messages for a configured deployment that lacks an EmailJS setting, naming each one. */
export function missingEmailjsSettings(config: {
  publicKey: string | null
  serviceId: string | null
  templateId: string | null
}): string[] {
  return [
    config.publicKey ? null : 'The public key is required.',
    config.serviceId ? null : 'The service ID is required.',
    config.templateId ? null : 'The template ID is required.',
  ].filter((line): line is string => line !== null)
}

/**
 * What the contact page's server action answers: sent, or not, with what went wrong (for the whole form and
 * for each field) and every value as the visitor typed it.
 */
export type EnquiryResult =
  | { ok: true; message: string }
  | { ok: false; message: string | null; fieldProblems: Partial<Record<EnquiryField, string>>; values: Enquiry }

export const ENQUIRY_RATE_LIMITED =
  'You have sent several enquiries in a short time, so this one was not sent. Please try again later, or call or ' +
  'e-mail us.'
