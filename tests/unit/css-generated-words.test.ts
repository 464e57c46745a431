import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/**
 * One stylesheet serves every edition, so a word it writes (`content: 'Ends: '`) is one language's on every page:
 * at 360 px the Arabic departures table read "Ends: 15 2026 ديسمبر" (issue 42, rule 1). Generated content may
 * draw symbols (✓, ✕) and show what the markup carries in the page's language (`attr(data-label)`); never letters.
 */
const STYLES = path.resolve(__dirname, '../../app/styles')

it('no stylesheet writes letters in generated content', () => {
  const worded: string[] = []
  for (const name of readdirSync(STYLES, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.css'))) {
    const css = readFileSync(path.join(STYLES, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    for (const [, value] of css.matchAll(/(?<![\w-])content:\s*([^;}]+)/g)) {
      const strings = [...value!.matchAll(/(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)].map((match) => match[2]!)
      if (strings.some((text) => /\p{L}/u.test(text))) worded.push(`${name}: content: ${value!.trim()}`)
    }
  }
  expect(worded).toEqual([])
})
