import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No test bounds a duration (issue 43, decision 059): a bound in milliseconds turns red on a loaded machine while
 * the code is right. A test proves order and cause instead (a deferred it controls, a clock it advances, a count of
 * calls), and how fast something is belongs to a `npm run bench*` script.
 *
 * What counts as a stopwatch, in every `*.test.ts(x)` and `tests/e2e/*.spec.ts`:
 * - an upper bound, `toBeLessThan(` or `toBeLessThanOrEqual(`, on a subject that measures a span of the clock
 *   (`performance.now() - started`, `Date.now() - t0`, `process.hrtime(t0)`), or is named for a duration (elapsed,
 *   duration, took, latency, ms, seconds, millis, or a name ending in Ms, Seconds, Millis…), or is a variable whose
 *   definition in the same file measures a span, directly or through one more variable;
 * - a lower bound, `toBeGreaterThan(` or `toBeGreaterThanOrEqual(`, on a subject that measures a span in the same
 *   ways. Load cannot make a lower bound fail, but it still proves a span of time where the cause can be proved;
 *   a name alone is not enough here, as a measured reading such as an event loop meter's `delayMs` may be bounded
 *   from below.
 * A clock read that is no span is no duration: a timestamp (`expires > Date.now() / 1000`, `exp: Date.now() + x`) or
 * a unique name (`title ${Date.now()}`). Only the subject, `expect`'s first argument, is judged. This file is not
 * checked: its samples are.
 */

const root = path.resolve(__dirname, '../..')
const THIS_FILE = 'tests/unit/no-stopwatch.test.ts'
const CHECKED = /(\.test\.tsx?|^tests\/e2e\/[^/]+\.spec\.ts)$/
const BOUND = /\.(toBeLessThan|toBeLessThanOrEqual|toBeGreaterThan|toBeGreaterThanOrEqual)\(/g
/** A span read off a clock: now minus something (`performance.now() - started`), or `process.hrtime(since)`. */
const CLOCK_SPAN = /\b(?:(?:performance\.now|Date\.now|process\.hrtime\.bigint)\(\)\s*-|process\.hrtime\(\s*\w)/
const DURATION_WORDS = 'elapsed|duration|took|latency|ms|millis|seconds|secs'
const DURATION_SUFFIXES = 'Elapsed|Duration|Latency|Ms|Millis|Seconds|Secs'
/** A name for a duration, not called: `ms`, `elapsed`, `indexMs`, `waitSeconds` (but not `seconds('s-maxage')`). */
const DURATION_NAME = new RegExp(`\\b(?:${DURATION_WORDS}|[a-z]\\w*(?:${DURATION_SUFFIXES}))\\b(?!\\s*\\()`)
const MODIFIERS = /(?:\.(?:not|resolves|rejects))*$/

/** The text of `expect(…)`'s first argument for the bound whose `.` is at `at`, or null if it is no expect. */
function subjectBefore(text: string, at: number): string | null {
  let end = at - (MODIFIERS.exec(text.slice(0, at))?.[0].length ?? 0)
  while (/\s/.test(text[end - 1] ?? '')) end--
  if (text[end - 1] !== ')') return null
  let depth = 0
  let start = end - 1
  for (; start >= 0; start--) {
    if (text[start] === ')') depth++
    else if (text[start] === '(' && --depth === 0) break
  }
  if (!/\bexpect(?:\.soft|\.poll)?\s*$/.test(text.slice(0, start))) return null
  const inner = text.slice(start + 1, end - 1)
  let nesting = 0
  for (let i = 0; i < inner.length; i++) {
    if ('([{'.includes(inner[i]!)) nesting++
    else if (')]}'.includes(inner[i]!)) nesting--
    else if (inner[i] === ',' && nesting === 0) return inner.slice(0, i).trim()
  }
  return inner.trim()
}

/** What each definition of `name` in the file assigns: `const name = …`, `{ name } = …`, `name = …`, `name: …`. */
function definitionsOf(text: string, name: string): string[] {
  const patterns = [
    new RegExp(`\\b(?:const|let|var)\\s+${name}\\s*(?::[^=\\n]+)?=(?![=>])\\s*([^;\\n]+)`, 'g'),
    new RegExp(`\\{[^{}\\n]*\\b${name}\\b[^{}\\n]*\\}\\s*=(?![=>])\\s*([^;\\n]+)`, 'g'),
    new RegExp(`(?<![.\\w])${name}\\s*(?:\\+|-)?=(?![=>])\\s*([^;\\n]+)`, 'g'),
    // A property of that name in an object a helper returns: `return { error, ms: performance.now() - start }`.
    new RegExp(`(?<=[{,]\\s*)${name}\\s*:\\s*([^,}\\n]+)`, 'g'),
  ]
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!))
}

/** The variables a piece of code reads: identifiers not after a `.`, not called, and no object's keys. */
const variablesIn = (code: string) =>
  [...code.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)\b(?!\s*[(:])/g)].map((m) => m[1]!)

/** Whether `code` measures a span of the clock itself, or through a variable of the file (two steps deep). */
function measuresClock(text: string, code: string, depth = 2): boolean {
  if (CLOCK_SPAN.test(code)) return true
  if (depth === 0) return false
  return variablesIn(code).some((name) =>
    definitionsOf(text, name).some((defined) => measuresClock(text, defined, depth - 1)),
  )
}

/** `file:line: expect(subject).bound` for each stopwatch in a test file's text. */
function stopwatches(file: string, text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(BOUND)) {
    const subject = subjectBefore(text, match.index)
    if (subject === null) continue
    const upper = match[1]!.startsWith('toBeLess')
    const timed = measuresClock(text, subject) || (upper && DURATION_NAME.test(subject))
    if (!timed) continue
    const line = text.slice(0, match.index).split('\n').length
    found.push(`${file}:${line}: expect(${subject.replace(/\s+/g, ' ')}).${match[1]}`)
  }
  return found
}

function testFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\0')
  return [...new Set(listed)].filter((file) => CHECKED.test(file) && file !== THIS_FILE)
}

/** Upper bounds on a duration, in the shapes they are written in; through a variable, and a variable's variable. */
const UPPER_BOUNDS = [
  'expect(performance.now() - started).toBeLessThan(5_000)',
  'expect(ms).toBeLessThan(FAST_MS)',
  "expect(ms, 'while the Lake hangs').toBeLessThan(FAST_MS)",
  'expect(indexMs + mapMs).toBeLessThanOrEqual(5000)',
  'const seconds = await drip(port)\nexpect(seconds).toBeLessThan(7)',
  'expect(result.elapsed).not.toBeLessThan(7)',
  'expect.poll(() => Date.now() - t).toBeLessThan(100)',
  'const t0 = Date.now()\nawait go()\nconst spent = Date.now() - t0\nexpect(spent).toBeLessThan(9)',
  'let gap = 0\ngap = process.hrtime(begun)[1]\nexpect(gap).toBeLessThan(9)',
  'const { response, wait } = { wait: Date.now() - a }\nexpect(wait).toBeLessThan(9)',
]

/** Lower bounds on a clock's span, read here or in a helper that returns it. */
const LOWER_BOUNDS = [
  'const started = Date.now()\nexpect(Date.now() - started).toBeGreaterThanOrEqual(1_400)',
  'const { error, ms } = { ms: performance.now() - start }\nexpect(ms).toBeGreaterThan(9)',
  'const timed = async () => {\n  return { error, ms: performance.now() - start }\n}\n' +
    'const { error, ms } = await timed()\nexpect(ms).toBeGreaterThanOrEqual(1_495)',
]

/** Bounds on counts, sizes, places, headers and readings, and clock reads that are no span. */
const NOT_STOPWATCHES = [
  'expect(busy.delayMs).toBeGreaterThan(5)',
  'expect(requests.length).toBeLessThan(10)',
  'expect(box.x + box.width, slug).toBeLessThanOrEqual(svg!.x + svg!.width)',
  "expect(seconds('s-maxage')).toBeLessThanOrEqual(300)",
  'expect(maxAge).toBeLessThanOrEqual(45)',
  'expect(items.length).toBeLessThan(timeoutMs)',
  'expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000)',
  'expect(mostAsked(reads)).toBeLessThanOrEqual(2)',
  'const n = items.length\nexpect(n).toBeLessThan(3)',
  "it('keeps the session: for ms', () => {})\nconst ms = { took: Date.now() - a }\nexpect(session).toBeLessThan(1)",
  "const sent = await post('title ' + Date.now())\nexpect(sent.status).toBeGreaterThan(199)",
  'const session = { exp: Date.now() + 60_000 }\nexpect(session.exp).toBeLessThan(later)',
]

describe('the stopwatch guard', () => {
  const flagged = (code: string) => stopwatches('a.test.ts', code).length

  it('finds an upper bound on a duration, and a lower bound on a clock’s span, and names where', () => {
    for (const sample of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) expect(flagged(sample), sample).toBe(1)
    expect(stopwatches('x.spec.ts', 'a\n  expect(\n    took,\n  ).toBeLessThan(3)')).toEqual([
      'x.spec.ts:4: expect(took).toBeLessThan',
    ])
  })

  it('passes bounds on counts, sizes, places, headers and readings, and timestamps compared with the clock', () => {
    for (const sample of NOT_STOPWATCHES) expect(flagged(sample), sample).toBe(0)
  })

  it('finds none in any test file', () => {
    const files = testFiles()
    expect(files).toContain('tests/e2e/outage.spec.ts')
    expect(files.flatMap((file) => stopwatches(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([])
  })
})
