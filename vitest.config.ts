import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { MARKER } from './tests/support/no-processes-marker'

const TEST_DIRS = ['app', 'server', 'shared', 'tests/unit', 'content-api']
const testFiles = TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file)),
)
const source = new Map(testFiles.map((file) => [file, readFileSync(file, 'utf8')]))

/**
 * The tests that start a server or a child process (a Content API, Sanity's CLI, a script's settings check) say so
 * in their first lines. They run in npm test only (decision 058); every other file runs behind a guard that fails it
 * if it starts one, so the quick lane stays quick and holds no test that a loaded machine makes slow.
 */
const processFiles = testFiles.filter((file) => source.get(file)?.startsWith(MARKER))

/**
 * Test files that may share one module graph (decision 045): the site's components, logic, words, state, routes and
 * content queries, which hold no process-wide state between files. Re-importing React, the catalogues and the
 * queries for each of them cost most of the unit phase on CI's two cores. Left isolated: the server's modules (env,
 * outbox, rate limits, preview sessions keep state per process), the Content API, the tests that start processes,
 * and every file that replaces a module with `vi.mock` (a mocked module must not leak into the next file).
 */
const SHARED_DIRS = ['app/components', 'app/logic', 'app/i18n', 'app/state', 'app/routes', 'app/content']
const KEPT_APART_DIRS = ['app/content/preview']
const sharedGraphFiles = testFiles
  .filter((file) => SHARED_DIRS.some((dir) => file.startsWith(`${dir}/`)))
  .filter((file) => !KEPT_APART_DIRS.some((apart) => file.startsWith(`${apart}/`)))
  .filter((file) => !source.get(file)?.includes('vi.mock(') && !processFiles.includes(file))

const GUARD = 'tests/support/no-processes.ts'

export default defineConfig({
  // `#shared/…` as package.json "imports" maps it, for the Studio's files too (whose own package.json maps it
  // through the workspace link, which a scratch copy such as the third-language check's would share with this tree).
  resolve: { alias: { '~': path.resolve(__dirname, 'app'), '#shared': path.resolve(__dirname, 'shared') } },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/register-catalogues.ts'],
    // npm test runs the unit tests beside both builds and the browser tests on two cores, where a test that
    // starts a process (the seed import, the content reset, Sanity's checks) can take several times as long as
    // alone; Vitest's 5 s default failed one there. A hang still fails, after 30 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The same load stretches what an `expect.poll` waits for (a queued resize reaching sharp) past its 1 s default.
    expect: { poll: { timeout: 10_000 } },
    // npm run test:quick runs the first two (`--project shared --project isolated`); npm test runs all three.
    projects: [
      { extends: true, test: { name: 'shared', include: sharedGraphFiles, isolate: false, setupFiles: [GUARD] } },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: testFiles,
          exclude: [...sharedGraphFiles, ...processFiles],
          setupFiles: [GUARD],
        },
      },
      { extends: true, test: { name: 'processes', include: processFiles } },
    ],
  },
})
