// `npm test`: typecheck, the Studio build, unit tests (Vitest), then browser tests (Playwright in the system
// Chromium against the built site on its embedded defaults). Ends with one line, "tests: N passed, N failed",
// counting both.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n(or set CHROME_PATH to a Chromium or Chrome binary).`)
  process.exit(1)
}

const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const env = { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1

// Type errors (site, tests and studio) fail the run before any test does.
const typeStatus = Math.max(run(bin('tsc'), ['--noEmit']), run(bin('tsc'), ['--noEmit', '-p', 'studio']))
// The Studio must build (the browser tests open the result); unit tests validate its schema and the seed.
const studioStatus = run('npm', ['run', 'studio:build', '--silent'])
const unitStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, 'vitest.json')}`])
const buildStatus = run(bin('remix'), ['build'])
const e2eStatus =
  buildStatus === 0
    ? run(bin('playwright'), ['test'])
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
console.log(`tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(ok ? 0 : 1)
