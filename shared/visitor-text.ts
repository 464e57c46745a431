/**
 * The one rule for the text a visitor sends in any of the site's forms (decision 048): the review, the enquiry (its
 * hidden fields too) and the newsletter box, on the server and, for the enquiry, in the browser before it leaves.
 *
 * - C0 and C1 control characters (and DEL) are refused, with a message for the field: they are never typed, only
 *   pasted or forged, and they corrupt what staff read (a 12 KB review of U+0001 was stored). Tab, line feed and
 *   carriage return are text in a multi-line field (a review, a message), and nowhere else.
 * - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are removed from single-line fields
 *   (names, a country, a title, an e-mail address): a first name starting with U+202E made the Studio's list read
 *   "1/5 · dloG · ayneK ,live HARAS". Removed rather than refused because they are invisible: a visitor told to
 *   take out a character they cannot see cannot do it, and such characters come in by honest paste from other
 *   programs. In a single line they add nothing the site needs: it isolates each value where it shows it. In a
 *   multi-line text they are kept: their effect ends with the paragraph, and mixed Arabic and English writing may
 *   use them.
 * - The marks U+200E, U+200F and U+061C are kept everywhere: unlike the characters above they open no embedding and
 *   cannot reverse letters, only place the punctuation and digits beside them, which is what Arabic writers use them
 *   for.
 */

/** A single-line field (an input) or a multi-line one (a textarea). */
export type TextShape = 'line' | 'lines'

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

function isControl(code: number, shape: TextShape): boolean {
  if (shape === 'lines' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f)
}

/** Whether `value` holds a control character a field of this shape may not (every one of them is in the BMP). */
export function hasControlCharacters(value: string, shape: TextShape): boolean {
  for (let index = 0; index < value.length; index += 1) {
    if (isControl(value.charCodeAt(index), shape)) return true
  }
  return false
}

const BIDI_FORMATTING = /[\u202A-\u202E\u2066-\u2069]/g

/** The value as it is checked and kept: a single line without bidi embeddings, overrides and isolates. */
export function withoutBidiFormatting(value: string, shape: TextShape): string {
  return shape === 'line' ? value.replace(BIDI_FORMATTING, '') : value
}

/** A form's values as they are checked and kept: `withoutBidiFormatting` on each, by its shape. */
export function cleanedValues<Field extends string>(
  values: Record<Field, string>,
  multiLine: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([field, value]) => [
      field,
      withoutBidiFormatting(value, multiLine.includes(field as Field) ? 'lines' : 'line'),
    ]),
  ) as Record<Field, string>
}

/**
 * The names of the fields of a submitted form (every one, hidden or unknown fields too) that hold a control
 * character their shape does not allow; only the fields named in `multiLine` may hold tabs and line breaks.
 */
export function fieldsWithControlCharacters(
  fields: Iterable<readonly [string, string]>,
  multiLine: readonly string[],
): string[] {
  const found: string[] = []
  for (const [name, value] of fields) {
    if (hasControlCharacters(value, multiLine.includes(name) ? 'lines' : 'line') && !found.includes(name))
      found.push(name)
  }
  return found
}
