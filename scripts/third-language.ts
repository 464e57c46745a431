// `npm run test:third-language`, and in `npm test`'s first phase: the proof that a language is data (decision 055).
// In a scratch copy of the tracked files it adds a third language the way staff would, a catalogue copied from
// English and one entry in the language list, checks that no other file differs, then runs there, side by side:
// the typecheck (site and Studio) and tests/unit/every-language.test.ts, which shows, for every language of the
// list, its routes, its pages answering over the seed, hreflang, og:locale, the sitemap, the queries' arms and
// the Studio's translated fields. Exits non-zero when any of them fails. --keep leaves the scratch copy.
import { execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LANG, languageById } from '#shared/languages'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LANGUAGE_LIST = 'shared/languages.ts'
const CATALOGUES = 'app/i18n/catalogues'
const THIRD = 'xx'

/** The language list with one more entry: the default language's (English), under another id and title. */
export function withThirdLanguage(list: string, id = THIRD): string {
  const english = new RegExp(`\\n( {2}\\{\\n {4}id: '${DEFAULT_LANG}',[\\s\\S]*?\\n {2}\\},)\\n`).exec(list)?.[1]
  if (!english) throw new Error(`The entry of ${DEFAULT_LANG} in ${LANGUAGE_LIST} was not found`)
  const { title } = languageById(DEFAULT_LANG)
  const entry = english.replace(`id: '${DEFAULT_LANG}'`, `id: '${id}'`).replace(`title: '${title}'`, `title: 'Third'`)
  return list.replace(/\n\] as const\n/, `\n${entry}\n] as const\n`)
}

function scratchCopy(): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'third-language-'))
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
    copyFileSync(path.join(root, file), path.join(scratch, file))
  }
  for (const modules of ['node_modules', 'studio/node_modules'])
    symlinkSync(realpathSync(path.join(root, modules)), path.join(scratch, modules))
  // The two additions, and nothing else.
  cpSync(path.join(root, CATALOGUES, DEFAULT_LANG), path.join(scratch, CATALOGUES, THIRD), { recursive: true })
  writeFileSync(
    path.join(scratch, LANGUAGE_LIST),
    withThirdLanguage(readFileSync(path.join(root, LANGUAGE_LIST), 'utf8')),
  )
  const edited = tracked.filter(
    (file) => !readFileSync(path.join(scratch, file)).equals(readFileSync(path.join(root, file))),
  )
  if (edited.join() !== LANGUAGE_LIST) throw new Error(`The scratch copy differs in ${edited.join(', ')}`)
  return scratch
}

/** Vitest's count of tests, so a run can be seen to have covered the third language. */
const summary = (output: string) =>
  output
    .split('\n')
    .filter((line) => /Tests\s/.test(line))
    .join('\n')

function run(cwd: string, command: string, args: string[]): Promise<{ name: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(cwd, 'node_modules', '.bin', command), args, { cwd, env: process.env })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) =>
      resolve({ name: `${command} ${args.join(' ')}`, code: code ?? 1, output: Buffer.concat(output).toString() }),
    )
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const scratch = scratchCopy()
  const results = await Promise.all([
    run(scratch, 'tsc', ['--noEmit']),
    run(scratch, 'tsc', ['--noEmit', '-p', 'studio']),
    run(scratch, 'vitest', ['run', 'tests/unit/every-language.test.ts']),
  ])
  for (const { name, code, output } of results)
    console.log(`── ${name} in the scratch copy with '${THIRD}' (exit ${code})\n${code ? output : summary(output)}`)
  const failed = results.some((result) => result.code !== 0)
  console.log(
    `third language: ${failed ? 'FAILED' : 'passed'} in ${Math.round((performance.now() - started) / 1000)} s`,
  )
  if (process.argv.includes('--keep')) console.log(`scratch copy kept at ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
  process.exit(failed ? 1 : 0)
}
