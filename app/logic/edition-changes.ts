import { DEFAULT_LANG, LANG_IDS } from '#shared/languages'

/**
 * Which editions a published change can alter (decision 042). A translated field holds one value per language
 * (`name: { en, ar }`); when only the Arabic values of a document changed, only Arabic pages show the change, so
 * only they are evicted. Anything else (an English text, which Arabic pages show where Arabic is missing; a price;
 * an image; a reference) changes every edition. Pure: compares the document before and after the publish.
 */
const OTHER_EDITIONS = new Set<string>(LANG_IDS.filter((lang) => lang !== DEFAULT_LANG))

/** What a publish stamps on a document without anyone editing it. */
const BOOKKEEPING = new Set(['_rev', '_updatedAt', '_createdAt', '_id', '_system'])

/**
 * The editions (other than the default) whose values alone differ between `before` and `after`, or null when the
 * change reaches every edition (or cannot be told: a created or deleted document, no change found).
 */
export function editionsChanged(before: unknown, after: unknown): string[] | null {
  if (!isRecord(before) || !isRecord(after)) return null
  const editions = new Set<string>()
  let shared = false
  const walk = (a: unknown, b: unknown, edition: string | null, depth: number) => {
    if (shared || Object.is(a, b)) return
    if (depth > 40) {
      shared = true
      return
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (depth === 0 && BOOKKEEPING.has(key)) continue
        walk(a[key], b[key], edition ?? (OTHER_EDITIONS.has(key) ? key : null), depth + 1)
      }
      return
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      for (const [index, item] of a.entries()) walk(item, b[index], edition, depth + 1)
      return
    }
    if (edition) editions.add(edition)
    else shared = true
  }
  walk(before, after, null, 0)
  return shared || editions.size === 0 ? null : [...editions].sort()
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
