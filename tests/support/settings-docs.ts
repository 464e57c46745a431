/**
 * What the two places a newcomer looks for a setting name: the configuration page's tables
 * (docs/configuration.md) and `.env.example`, one section per program in each.
 */

/** The variables the configuration page's tables name: the backticked names in each row's first cell. */
export function documentedVariables(page: string): Set<string> {
  const names = new Set<string>()
  for (const row of page.split('\n').filter((line) => line.startsWith('|'))) {
    const firstCell = row.split('|')[1] ?? ''
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]!)
  }
  return names
}

/**
 * The variables of the configuration page's tables under the heading that begins with `heading`, its subsections'
 * included (up to the next heading of its level or above).
 */
export function tableVariables(page: string, heading: string): Set<string> {
  const lines = page.split('\n')
  const level = (line: string) => /^(#{1,3}) /.exec(line)?.[1]?.length
  const start = lines.findIndex((line) => level(line) && line.replace(/^#+ /, '').startsWith(heading))
  if (start === -1) throw new Error(`the configuration page has no heading "${heading}"`)
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((line) => (level(line) ?? Number.POSITIVE_INFINITY) <= level(lines[start]!)!)
  return documentedVariables(rest.slice(0, end === -1 ? undefined : end).join('\n'))
}

export type ExampleListing = {
  /** The variables it sets (`NAME=value`). */
  set: Record<string, string>
  /** Those it shows commented out (`# NAME=value`). */
  commented: Set<string>
  /** Those a section names as read from another's (`# Also reads: NAME, NAME (whose).`). */
  alsoReads: Set<string>
}

/** What a stretch of `.env.example` lists. */
export function exampleVariables(text: string): ExampleListing {
  const set: Record<string, string> = {}
  const commented = new Set<string>()
  const alsoReads = new Set<string>()
  for (const line of text.split('\n')) {
    const assignment = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (assignment) set[assignment[1]!] = assignment[2]!
    const shown = /^#\s?([A-Z][A-Z0-9_]*)=/.exec(line)
    if (shown) commented.add(shown[1]!)
    const also = /^# Also reads: (.*)$/.exec(line)?.[1]?.replace(/\([^)]*\)/g, '')
    for (const name of also?.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g) ?? []) alsoReads.add(name[0])
  }
  return { set, commented, alsoReads }
}

/** The variables a listing sets or shows as its own. */
export const ownVariables = (listing: ExampleListing) => new Set([...Object.keys(listing.set), ...listing.commented])

/** `.env.example`'s sections (`# --- Title ---`), by title; what comes before the first is left out. */
export function exampleSections(text: string): Map<string, ExampleListing> {
  const sections = new Map<string, ExampleListing>()
  const parts = text.split(/^# --- (.+) ---$/m)
  for (let index = 1; index < parts.length; index += 2) sections.set(parts[index]!, exampleVariables(parts[index + 1]!))
  return sections
}
