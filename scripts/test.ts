// `npm test`: lint, the typechecks (in the third-language copy), the Studio build, unit tests (Vitest), the site build
// side by side, and browser tests as soon as both builds are done (Playwright in Debian's headless Chromium against
// the built site on its embedded defaults). Installs that Chromium and redis-server first when they are missing and
// the run is root on a machine with apt-get. Two browser test files run last, alone (see below). Prints the wall time
// of each phase, then ends with one line, "tests: N passed, N failed", counting both kinds of test.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The parts of Vitest's JSON report read here. */
interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: Array<{
    name: string
    status?: string
    message?: string
    assertionResults?: Array<{ fullName: string; status: string }>
  }>
}

/** The parts of Playwright's JSON report read here. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky?: number; skipped?: number }
}

const started = performance.now()
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name)

// Wall time of each phase, printed just before the last line.
const phaseTimes: Array<{ name: string; seconds: number; from: number; status: number }> = []
async function timed(name: string, action: () => number | Promise<number>): Promise<number> {
  const start = performance.now()
  const status = await action()
  phaseTimes.push({ name, seconds: (performance.now() - start) / 1000, from: (start - started) / 1000, status })
  return status
}

const onPath = (command: string): boolean =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)))

/**
 * The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell: the same Chromium
 * release, built for automation, and what Playwright itself runs headless), which needs about half the CPU of
 * the full browser on this 2-core machine. The full browser (`chromium`) works too; CHROME_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const candidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : [HEADLESS_SHELL, '/usr/bin/chromium']
let chromium = candidates.find((candidate) => existsSync(candidate))
// The page-cache tests start a real Redis (Debian's redis-server) on loopback, as a deployment with REDIS_URL has.
const missing = [
  ...(chromium || process.env.CHROME_PATH ? [] : ['chromium-headless-shell']),
  ...(onPath('redis-server') ? [] : ['redis-server']),
  // The proposal PDF's tests read it back with poppler's pdftotext and pdffonts.
  ...(onPath('pdftotext') ? [] : ['poppler-utils']),
]
if (missing.length && process.getuid?.() === 0 && onPath('apt-get')) {
  console.log(`Installing what the tests need from Debian: apt-get install ${missing.join(' ')}…`)
  await timed('apt install', () => {
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const apt = (args: string[]): number => spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv }).status ?? 1
    return apt(['update', '-qq']) === 0 ? apt(['install', '-y', '-qq', ...missing]) : 1
  })
  if (!chromium && existsSync(HEADLESS_SHELL)) chromium = HEADLESS_SHELL
}
if (!chromium || !onPath('redis-server') || !onPath('pdftotext')) {
  console.error(
    `${chromium ? '' : `Chromium was not found (${candidates.join(' or ')}). `}` +
      `${onPath('redis-server') ? '' : 'redis-server was not found. '}` +
      `${onPath('pdftotext') ? '' : 'pdftotext (poppler-utils) was not found. '}` +
      'Install what is missing with:\n\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell redis-server poppler-utils\n\n' +
      '(or set CHROME_PATH to a Chromium or Chrome binary).',
  )
  process.exit(1)
}

const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const env = { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

/** Runs a command; `quiet` keeps its output until it ends, so phases that run side by side do not interleave. */
function run(command: string, args: string[], { quiet = false, extraEnv = {} } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      if (quiet)
        process.stdout.write(
          `\n── ${path.basename(command)} ${args.join(' ')} (exit ${code})\n${Buffer.concat(output).toString()}`,
        )
      resolve(code ?? 1)
    })
  })
}

// The builds, the typechecks and unit tests are independent, so they start side by side: the two cores stay busy.
// The browser tests need only the two builds (they serve the site and open the Studio), so they start as soon
// as both have succeeded, while the typechecks and unit tests finish beside them instead of in front of them.
// Type errors (site, tests and studio) and unit failures fail the run; the Studio build must succeed because
// the browser tests open it.
// Lint and format (Biome, decision 041) fail the run on any finding, warnings included; it takes about a second.
const lint = timed('lint', () => run(bin('biome'), ['ci', '--error-on-warnings', '--colors=off', '.'], { quiet: true }))
// A third language added as data in a scratch copy typechecks and is a whole edition (scripts/third-language.ts).
// That copy is every tracked file with one more language in the list and one more catalogue, and both typechecks
// (site, server, scripts and tests; then the Studio) run over all of it, so it is also this run's typecheck: a type
// error in the tree fails it just the same. Running them again over the tree itself cost CI about 70 s of its two
// cores (`npm run typecheck` still checks the tree alone).
const thirdLanguage = timed('third language', () => run(bin('tsx'), ['scripts/third-language.ts'], { quiet: true }))
const studioBuild = timed('studio build', () => run('npm', ['run', 'studio:build', '--silent'], { quiet: true }))
// All three Vitest projects, the tests that start processes included (decision 058): every unit test once.
const unitTests = timed('unit tests', () =>
  run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`],
    { quiet: true },
  ),
)
const siteBuild = timed('site build', () => run('npm', ['run', 'build', '--silent'], { quiet: true }))
const browserTests = Promise.all([siteBuild, studioBuild]).then(([buildStatus, studioStatus]) =>
  buildStatus === 0 && studioStatus === 0
    ? timed('browser tests', () => run(bin('playwright'), ['test', '--project=desktop']))
    : 1,
)
// Two browser test files go last, one at a time, once everything else has finished (the Playwright project
// `alone`): the render limits' (busy-server.spec.ts), where the server refuses renders when its worker is really
// overloaded, and three browsers of other tests and the unit tests beside them on two cores overload it; and the
// Studio's editing round (presentation.spec.ts), whose history panel then takes minutes to load.
const ALONE_REPORT = path.join(results, 'playwright-alone.json')
const ALONE_ARTIFACTS = path.join(results, 'playwright-artifacts-alone')
rmSync(ALONE_REPORT, { force: true })
/** Whether the browser tests ran (both builds succeeded), once they have ended. */
const browserTestsRan = () => phaseTimes.some((phase) => phase.name === 'browser tests')
const aloneTests = Promise.all([browserTests, unitTests, lint, thirdLanguage]).then(() =>
  browserTestsRan()
    ? timed('browser tests, alone', () =>
        run(bin('playwright'), ['test', '--project=alone', '--workers=1'], {
          extraEnv: { PLAYWRIGHT_REPORT: ALONE_REPORT, PLAYWRIGHT_ARTIFACTS: ALONE_ARTIFACTS },
        }),
      )
    : 1,
)
const [lintStatus, thirdStatus, studioStatus, unitStatus, buildStatus, e2eStatus, aloneStatus] = await Promise.all([
  lint,
  thirdLanguage,
  studioBuild,
  unitTests,
  siteBuild,
  browserTests,
  aloneTests,
])

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}
const vitest = readJson<VitestReport>(path.join(results, 'vitest.json'))
const browserRan = browserTestsRan()
/** Both browser runs' reports as one (the second is absent when it did not run). */
function browserReport(): PlaywrightReport | null {
  const reports = [path.join(results, 'playwright.json'), ALONE_REPORT].map((file) => readJson<PlaywrightReport>(file))
  const [main] = reports
  if (!main) return null
  const sum = (key: keyof PlaywrightReport['stats']) =>
    reports.reduce((total, report) => total + (report?.stats?.[key] ?? 0), 0)
  return {
    stats: { expected: sum('expected'), unexpected: sum('unexpected'), flaky: sum('flaky'), skipped: sum('skipped') },
  }
}
const playwright = browserRan ? browserReport() : null
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0)
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0)
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0)
const ok = [lintStatus, thirdStatus, studioStatus, unitStatus, buildStatus, e2eStatus, aloneStatus].every(
  (status) => status === 0,
)
if (lintStatus !== 0) console.log('\nlint: failed (see above; npm run format fixes the layout)')
if (thirdStatus !== 0) console.log('\ntypecheck or third language: failed (see above)')
if (studioStatus !== 0) console.log('\nstudio build: failed (see above)')
if (buildStatus !== 0) console.log('\nsite build: failed (see above)')
// The names of the failures, again at the end: a CI log is often read from its tail, far below the unit tests' own
// report.
const failedUnits = (vitest?.testResults ?? []).flatMap((file) => {
  const failures = (file.assertionResults ?? []).filter((result) => result.status === 'failed')
  if (file.status === 'failed' && failures.length === 0)
    return [`${path.relative(root, file.name)} › ${(file.message ?? 'the file failed').split('\n')[0]}`]
  return failures.map((result) => `${path.relative(root, file.name)} › ${result.fullName}`)
})
for (const name of failedUnits) console.log(`unit test failed: ${name}`)
console.log(
  `\nunit: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report'}; browser: ` +
    `${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed` : 'no report'}`,
)
console.log(`\nbrowser: ${chromium}`)
for (const { name, seconds, from } of phaseTimes)
  console.log(`phase ${name}: ${Math.round(seconds)} s (from ${Math.round(from)} s to ${Math.round(from + seconds)} s)`)
if (!browserRan) console.log('phase browser tests: skipped (a build failed)')
console.log(
  `npm test wall time: ${Math.round((performance.now() - started) / 1000)} s (the phases overlap: the browser tests ` +
    'start once both builds are done)',
)
console.log(
  `tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ''}`,
)
process.exit(ok ? 0 : 1)
