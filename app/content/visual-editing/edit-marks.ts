import { visualEditingKit } from './kit'

/**
 * In preview, the texts an editor can click carry invisible edit marks (Sanity's stega encoding: which document
 * and field they come from). Anything the code uses as data rather than shows (a URL, a comparison, the page's
 * `<head>`, structured data) goes through this first. Public pages carry no marks and do not load the cleaner.
 */
export function withoutEditMarks<T>(value: T): T {
  const kit = visualEditingKit()
  return kit ? kit.clean(value) : value
}
