import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No line of code is longer than 120 characters (issue 33; decision 041). Biome's formatter (`npm run format`)
 * wraps code at 120 but leaves comments, strings and template literals as they are written: this test holds them.
 *
 * Checked: every file git tracks whose name ends in .ts, .tsx, .js, .mjs, .cjs or .css.
 * Not checked:
 * - a line that holds a URL (`http://` or `https://`): split, it could no longer be clicked, copied or searched for;
 * - data, generated or written by hand: `app/content/sanity.types.ts` (TypeGen writes it, and a test compares it with
 *   a fresh run), everything under `seed/` (the embedded dataset: its documents' prose, written as TypeScript,
 *   and the SVG drawings its pictures are made from) and `app/components/shared/icon-sprite.server.ts` (SVG path
 *   data: the site's icons, drawings written as strings);
 * - files of other kinds, by their ending: JSON and NDJSON (data), SVG (pictures), Markdown (prose and tables,
 *   which a renderer wraps, and whose table rows cannot be wrapped at all).
 */

const LIMIT = 120
const root = path.resolve(__dirname, '../..')
const CHECKED = /\.(ts|tsx|js|mjs|cjs|css)$/
const DATA = [/^app\/content\/sanity\.types\.ts$/, /^seed\//, /^app\/components\/shared\/icon-sprite\.server\.ts$/]
const URL = /https?:\/\//

/** The checked files git tracks, relative to the repository's root. */
function checkedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')
  return tracked.filter((file) => CHECKED.test(file) && !DATA.some((data) => data.test(file)))
}

/** `file:line (length)` for each line over the limit that holds no URL. Length in characters, not UTF-16 units. */
function longLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const length = [...line.replace(/\r$/, '')].length
    return length > LIMIT && !URL.test(line) ? [`${file}:${index + 1} (${length})`] : []
  })
}

describe('the line limit', () => {
  it('counts characters, passes a URL, and names the file and line of a long one', () => {
    expect(longLines('a.ts', `${'x'.repeat(120)}\n${'’'.repeat(120)}`)).toEqual([])
    expect(longLines('a.ts', `ok\n${'x'.repeat(121)}`)).toEqual(['a.ts:2 (121)'])
    expect(longLines('a.ts', `// see https://example.com/${'x'.repeat(120)}`)).toEqual([])
  })

  it(`holds every checked file git tracks to ${LIMIT} characters a line`, () => {
    const files = checkedFiles()
    expect(files.length).toBeGreaterThan(400)
    const long = files.flatMap((file) => longLines(file, readFileSync(path.join(root, file), 'utf8')))
    expect(long, 'wrap the comment or split the string (npm run format wraps the code)').toEqual([])
  })
})
