import { z } from 'zod'
import { DEFAULT_LANG } from '#shared/languages'
import {
  fieldsWithControlCharacters,
  hasControlCharacters,
  type TextShape,
  withoutBidiFormatting,
} from '#shared/visitor-text'
import { type Catalogue, catalogueFor } from '~/i18n/catalogue'
import { firstProblems, typedValues } from './form-fields'
import type { FormResult } from './form-result'

/**
 * The contact enquiry (docs/product-rules.md#the-enquiry): five fields, all required. The same rules run in the
 * browser (as the inputs' required, maxlength and pattern attributes), and as one zod schema in the page's
 * server action and in the outbox.
 */

/** Each field's length limit, in the form's order. */
export const ENQUIRY_LIMITS = { FirstName: 100, LastName: 100, Email: 254, PhoneNumber: 40, message: 5000 } as const
export type EnquiryField = keyof typeof ENQUIRY_LIMITS
export const ENQUIRY_FIELDS = Object.keys(ENQUIRY_LIMITS) as readonly EnquiryField[]
export type Enquiry = Record<EnquiryField, string>

/** The one field that may hold line breaks (shared/visitor-text.ts); every other is a single line. */
export const ENQUIRY_MULTI_LINE: readonly EnquiryField[] = ['message']
const shapeOf = (field: EnquiryField): TextShape => (ENQUIRY_MULTI_LINE.includes(field) ? 'lines' : 'line')

/** The enquiry's words in one language (the `forms` area of a catalogue); English where none is given. */
export type FormWords = Catalogue['forms']
const english = (): FormWords => catalogueFor(DEFAULT_LANG).forms

/** As an input's `pattern` (matched against the whole value) and on the server alike. */
export const ENQUIRY_PATTERNS = {
  Email: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  PhoneNumber: '\\+?[0-9\\s\\(\\)\\.\\-]{5,}',
} as const satisfies Partial<Record<EnquiryField, string>>

const matches = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`).test(value)

/**
 * One field's rules, the first that fails being what the visitor reads: present and not blank (`\S`: what
 * `trim()` would leave something of), at most its length as typed, then, for the e-mail and the phone, the
 * input's pattern against the value without the spaces around it.
 */
function fieldSchema(field: EnquiryField, words: FormWords) {
  const say = (broken: BrokenRule) => enquiryProblem(field, broken, words)
  const text = z
    .string({ message: say('missing') })
    .regex(/\S/, say('missing'))
    .max(ENQUIRY_LIMITS[field], say('tooLong'))
  if (field !== 'Email' && field !== 'PhoneNumber') return text
  return text.refine((value) => matches(ENQUIRY_PATTERNS[field], value.trim()), say('format'))
}

/** Which of a field's rules a value breaks: empty or blank, longer than its limit, or not in its pattern. */
export type BrokenRule = 'missing' | 'tooLong' | 'format'

/**
 * What the visitor reads for a broken rule of a field, in the words given: the server's schema says these, and
 * the browser says the same for what its inputs' own checks found, so the texts agree with JavaScript or without.
 */
export function enquiryProblem(field: EnquiryField, broken: BrokenRule, words: FormWords): string {
  const label = words.fieldNames[field]
  if (broken === 'tooLong') return words.tooLong(label, ENQUIRY_LIMITS[field])
  if (broken === 'format' && (field === 'Email' || field === 'PhoneNumber')) return words.formatProblems[field]
  return words.required(label)
}

/**
 * Made on first use, one per language (its messages are in it): the browser reads this module's limits and
 * patterns, and never needs zod.
 */
const enquirySchemas = new WeakMap<FormWords, z.ZodType>()

function enquirySchema(words: FormWords): z.ZodType {
  let schema = enquirySchemas.get(words)
  if (!schema) {
    schema = z.object(Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, fieldSchema(field, words)])))
    enquirySchemas.set(words, schema)
  }
  return schema
}

/**
 * The fields that hold a control character (decision 048), each with its message. The browser checks these before
 * it sends (it carries no zod); the server checks them first, since they cause any other problem of the field.
 */
export function enquiryControlProblems(
  values: Partial<Record<string, unknown>>,
  words: FormWords = english(),
): Partial<Record<EnquiryField, string>> {
  const problems: Partial<Record<EnquiryField, string>> = {}
  for (const field of ENQUIRY_FIELDS) {
    const value = values[field]
    if (typeof value === 'string' && hasControlCharacters(value, shapeOf(field)))
      problems[field] = words.controlCharacters(words.fieldNames[field])
  }
  return problems
}

/**
 * What is wrong with each field, in a sentence a visitor can act on, in the words given (the page's language);
 * empty when the enquiry can be sent. Single lines are checked without bidi formatting characters, as they are sent.
 */
export function enquiryFieldProblems(
  values: Partial<Record<string, unknown>>,
  words: FormWords = english(),
): Partial<Record<EnquiryField, string>> {
  const cleaned = Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => {
      const value = values[field]
      return [field, typeof value === 'string' ? withoutBidiFormatting(value, shapeOf(field)) : value]
    }),
  )
  return firstProblems(ENQUIRY_FIELDS, ENQUIRY_MULTI_LINE, values, enquirySchema(words).safeParse(cleaned), (field) =>
    words.controlCharacters(words.fieldNames[field]),
  )
}

/** The same problems as a list, in the form's order. */
export function enquiryProblems(values: Partial<Record<string, unknown>>, words: FormWords = english()): string[] {
  const problems = enquiryFieldProblems(values, words)
  return ENQUIRY_FIELDS.flatMap((field) => (problems[field] ? [problems[field]] : []))
}

/** The five fields out of a submitted form, as typed (absent ones empty). */
export const enquiryValues = typedValues(ENQUIRY_FIELDS)

/**
 * Whether a field of the submitted form other than the five a visitor types in (the specialist's hidden fields, the
 * page's language, the EmailJS SDK's ids, anything added) holds a control character: the whole form is refused.
 */
export function otherFieldsHoldControlCharacters(form: Iterable<readonly [string, string]>): boolean {
  const typed: readonly string[] = ENQUIRY_FIELDS
  return fieldsWithControlCharacters(form, ENQUIRY_MULTI_LINE).some((name) => !typed.includes(name))
}

/** The enquiry as it is sent and kept: fields trimmed, single lines without bidi formatting. */
export function keptEnquiry(enquiry: Enquiry): Enquiry {
  return Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, withoutBidiFormatting(enquiry[field], shapeOf(field)).trim()]),
  ) as Enquiry
}

/** The spec's messages for a configured deployment that lacks an EmailJS setting, naming each one. */
export function missingEmailjsSettings(
  config: {
    publicKey: string | null
    serviceId: string | null
    templateId: string | null
  },
  words: FormWords = english(),
): string[] {
  return [
    config.publicKey ? null : words.missingPublicKey,
    config.serviceId ? null : words.missingServiceId,
    config.templateId ? null : words.missingTemplateId,
  ].filter((line): line is string => line !== null)
}

/** What the contact page's server action answers (app/logic/form-result.ts). */
export type EnquiryResult = FormResult<Enquiry>
