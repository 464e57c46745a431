import { withoutBidiFormatting } from '#shared/visitor-text'

/**
 * Text a visitor wrote, as the Studio shows it within a line of its own words (a list's title or subtitle): inside a
 * first-strong isolate (U+2068 … U+2069), so it takes its direction from its own first letter and cannot reorder
 * what stands around it (decision 048). The bidi formatting characters in it are left out first, as the site's forms
 * leave them out: an isolate closes what opened inside it, but a stray U+2069 of its own would close it early.
 */
export function isolated(text: string): string {
  return `\u2068${withoutBidiFormatting(text, 'line')}\u2069`
}
