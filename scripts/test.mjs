// `npm test`: typecheck, the Studio build, unit tests (Vitest), then browser tests (Playwright in the system
// Chromium against the built site on its embedded defaults). Installs Debian's Chromium first when it is missing
// and the run is root on a machine with apt-get. Prints the wall time of each phase, then ends with one line,
// "tests: N passed, N failed", counting both.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Wall time of each phase, printed just before the last line.
const phaseTimes = []
function timed(name, action) {
  const start = performance.now()
  const status = action()
  phaseTimes.push({ name, seconds: (performance.now() - start) / 1000 })
  return status
}

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)))

if (!existsSync(chromium)) {
  // Debian's package installs /usr/bin/chromium, so installing it only helps when CHROME_PATH is not set.
  if (process.env.CHROME_PATH === undefined && process.getuid?.() === 0 && onPath('apt-get')) {
    console.log(`Chromium was not found at ${chromium}: installing Debian's chromium package (apt-get install chromium)…`)
    timed('chromium install', () => {
      const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
      const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv }).status ?? 1
      return apt(['update', '-qq']) === 0 ? apt(['install', '-y', '-qq', 'chromium']) : 1
    })
  }
  if (!existsSync(chromium)) {
    console.error(`Chromium was not found at ${chromium}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n(or set CHROME_PATH to a Chromium or Chrome binary).`)
    process.exit(1)
  }
}

const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const env = { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1

// Type errors (site, tests and studio) fail the run before any test does.
const typeStatus = timed('typecheck', () => Math.max(run(bin('tsc'), ['--noEmit']), run(bin('tsc'), ['--noEmit', '-p', 'studio'])))
// The Studio must build (the browser tests open the result); unit tests validate its schema and the seed.
const studioStatus = timed('studio build', () => run('npm', ['run', 'studio:build', '--silent']))
const unitStatus = timed('unit tests', () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`]))
const buildStatus = timed('remix build', () => run(bin('remix'), ['build']))
const e2eStatus =
  buildStatus === 0
    ? timed('browser tests', () => run(bin('playwright'), ['test']))
    : 1

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
const vitest = readJson(path.join(results, 'vitest.json'))
const playwright = readJson(path.join(results, 'playwright.json'))
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0)
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0)
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0)
const ok = typeStatus === 0 && studioStatus === 0 && unitStatus === 0 && buildStatus === 0 && e2eStatus === 0
if (typeStatus !== 0) console.log('\ntypecheck: failed (see above)')
if (studioStatus !== 0) console.log('\nstudio build: failed (see above)')
console.log(`\nunit: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report'}; browser: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed` : 'no report'}`)
if (buildStatus !== 0) phaseTimes.push({ name: 'browser tests', seconds: null })
console.log('')
for (const { name, seconds } of phaseTimes) {
  console.log(`phase ${name}: ${seconds === null ? 'skipped (remix build failed)' : `${Math.round(seconds)} s`}`)
}
console.log(`phases total: ${Math.round(phaseTimes.reduce((sum, phase) => sum + (phase.seconds ?? 0), 0))} s`)
console.log(`tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(ok ? 0 : 1)
