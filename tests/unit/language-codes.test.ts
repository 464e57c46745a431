import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANG_IDS } from '#shared/languages'

/**
 * A language is data (issue 42, decision 055): no source file outside the language list and the catalogues names a
 * language's code, so a later language is an entry and a catalogue, not a search through the code.
 *
 * Scope: the programs' source, `.ts` and `.tsx` files git tracks under app/, server/, studio/, content-api/ and
 * scripts/. Not scanned: the language list (shared/languages.ts) and the catalogues (app/i18n/catalogues/), which
 * are where the languages are named; tests, which check what an edition shows in a named language; and data:
 * app/content/sanity.types.ts (TypeGen's copy of the queries) and seed/ (content, its translations included).
 *
 * Naming a code: an edition's id written alone in code, outside comments: a string (`'ar'`, `"en"`), a path of a
 * field or an object key (`name.en`, `ar:`) or an address (`'/ar/…'`). Locale tags for `Intl` (`en-GB`) and the
 * languages a specialist speaks (shared/spoken-languages.ts, a list of content's choices) are not editions.
 */
const root = path.resolve(__dirname, '../..')
const SCANNED = /^(app|server|studio|content-api|scripts)\/.*\.tsx?$/
const NOT_SCANNED = [
  /^app\/i18n\/languages\.ts$/,
  /^app\/i18n\/catalogues\//,
  /\.test\.tsx?$/,
  /^app\/content\/sanity\.types\.ts$/,
  /^app\/logic\/spoken-languages\.ts$/,
]

function scannedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')
  return tracked.filter((file) => SCANNED.test(file) && !NOT_SCANNED.some((pattern) => pattern.test(file)))
}

/** The code without its comments: block comments, and line comments that start a line or follow a space. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
}

function namings(code: string): RegExp {
  const ids = LANG_IDS.join('|')
  return new RegExp(
    [`(['"\`])(${ids})\\1`, `\\.(${ids})\\b(?!-)`, `(^|[\\s{,])(${ids})\\s*:`, `['"\`]/(${ids})(?=[/'"\`?#])`].join(
      '|',
    ),
    code,
  )
}

/** `file:line: the text` for each line of code that names a language's code. */
function languageCodes(file: string): string[] {
  const code = withoutComments(readFileSync(path.join(root, file), 'utf8'))
  const pattern = namings('m')
  return code.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
}

describe('the languages', () => {
  it('are named only in the language list and the catalogues', () => {
    const files = scannedFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(languageCodes)).toEqual([])
  })

  it('would be found if named elsewhere', () => {
    const pattern = namings('m')
    for (const named of [
      `lang === '${LANG_IDS[1]}'`,
      `"title.${LANG_IDS[0]}"`,
      `{ ${LANG_IDS[1]}: 'x' }`,
      `'/${LANG_IDS[1]}/about'`,
    ])
      expect(named).toMatch(pattern)
    for (const not of ['process.env', "'en-GB'", 'bar: 1', "'/area'", 'https://example.com/ar-guide'])
      expect(not).not.toMatch(pattern)
  })
})
