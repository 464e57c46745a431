import { z } from 'zod'
import { DEFAULT_LANG, LANGUAGES } from '#shared/languages'
import type { ReviewLanguage } from '#shared/review-fields'
import { cleanedValues } from '#shared/visitor-text'
import type { Catalogue } from '~/i18n/catalogue-shape'
import { firstProblems, typedValues } from './form-fields'
import type { FormResult } from './form-result'

/**
 * The review form (decision 043): a traveller's first name, country, the month they travelled, a rating of 1 to 5
 * stars, a title and a text. The same rules run in the browser (the inputs' required, maxlength, min/max and pattern)
 * and, as one zod schema, in the reviews page's server action, which answers a problem per field and keeps every
 * value.
 */

/** Each field's length limit, in the form's order. */
export const REVIEW_LIMITS = { firstName: 60, country: 60, travelledIn: 7, rating: 1, title: 120, text: 4000 } as const
export type ReviewField = keyof typeof REVIEW_LIMITS
export const REVIEW_FIELDS = Object.keys(REVIEW_LIMITS) as readonly ReviewField[]
export type ReviewValues = Record<ReviewField, string>

/** The one field that may hold line breaks (shared/visitor-text.ts); every other is a single line. */
export const REVIEW_MULTI_LINE: readonly ReviewField[] = ['text']

/** The values as they are checked and kept: single lines without bidi formatting characters. */
export function cleanedReview(values: ReviewValues): ReviewValues {
  return cleanedValues(values, REVIEW_MULTI_LINE)
}

/** Shortest text worth reading as a review. */
export const MIN_REVIEW_TEXT = 20

/** As the month input's pattern (for browsers that show a text box) and on the server. */
export const MONTH_PATTERN = '\\d{4}-(0[1-9]|1[0-2])'

/** Reviews of trips before this month are not taken (the company's first season). */
export const EARLIEST_MONTH = '2015-01'

export type ReviewWords = Catalogue['reviews']

/** The month of a date in Nairobi, as a month input gives it (`2026-11`): nobody can have travelled later. */
export function monthOf(nairobiDate: string): string {
  return nairobiDate.slice(0, 7)
}

function reviewSchema(words: ReviewWords, latestMonth: string) {
  const text = (field: ReviewField) =>
    z
      .string()
      .regex(/\S/, words.required[field])
      .max(REVIEW_LIMITS[field], words.tooLong(words.fieldNames[field], REVIEW_LIMITS[field]))
  return z.object({
    firstName: text('firstName'),
    country: text('country'),
    travelledIn: z
      .string()
      .regex(/\S/, words.required.travelledIn)
      .regex(new RegExp(`^(?:${MONTH_PATTERN})$`), words.monthFormat)
      .refine((month) => month >= EARLIEST_MONTH && month <= latestMonth, words.monthRange),
    rating: z.string().regex(/^[1-5]$/, words.required.rating),
    title: text('title'),
    text: text('text').refine((value) => value.trim().length >= MIN_REVIEW_TEXT, words.textTooShort(MIN_REVIEW_TEXT)),
  })
}

/**
 * What is wrong with each field, in the page's language; empty when the review can be sent. `latestMonth` is the
 * current month in Nairobi. A control character is the first thing a visitor is told of (decision 048): it is what
 * made any other problem of that field.
 */
export function reviewFieldProblems(
  values: ReviewValues,
  words: ReviewWords,
  latestMonth: string,
): Partial<Record<ReviewField, string>> {
  const checked = reviewSchema(words, latestMonth).safeParse(cleanedReview(values))
  return firstProblems(REVIEW_FIELDS, REVIEW_MULTI_LINE, values, checked, (field) =>
    words.controlCharacters(words.fieldNames[field]),
  )
}

/** The six fields out of a submitted form, as typed (absent ones empty). */
export const reviewValues = typedValues(REVIEW_FIELDS)

/**
 * The language a review was written in, told from its letters (each language's `letters`): the language most of
 * its title and text are written in, the earlier in the list on a tie, so English unless another script wins
 * (whatever edition the form was sent from: a visitor may write English on the Arabic pages). Staff can correct
 * it in the Studio.
 */
export function reviewLanguage(values: Pick<ReviewValues, 'title' | 'text'>): ReviewLanguage {
  const text = `${values.title} ${values.text}`
  let best: { lang: ReviewLanguage; count: number } = { lang: DEFAULT_LANG, count: 0 }
  for (const { id, letters } of LANGUAGES) {
    const count = text.match(new RegExp(letters.source, 'g'))?.length ?? 0
    if (count > best.count) best = { lang: id, count }
  }
  return best.lang
}

/** What the reviews page's action answers: sent (nothing is shown until staff publish it), or not, and why. */
export type ReviewResult = FormResult<ReviewValues>
