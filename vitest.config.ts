import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const INCLUDE = [
  'app/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'shared/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'content-api/**/*.test.ts',
]

/**
 * Test files that may share one module graph (decision 045): the site's components, logic, words, state, routes and
 * content queries, which hold no process-wide state between files. Re-importing React, the catalogues and the
 * queries for each of them cost most of the unit phase on CI's two cores. Left isolated: the server's modules (env,
 * outbox, rate limits, preview sessions keep state per process), the Content API, the tests that start processes,
 * and every file that replaces a module with `vi.mock` (a mocked module must not leak into the next file).
 */
const SHARED_DIRS = ['app/components', 'app/logic', 'app/i18n', 'app/state', 'app/routes', 'app/content']
const KEPT_APART_DIRS = ['app/content/preview']

const sharedGraphFiles = SHARED_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => !KEPT_APART_DIRS.some((apart) => file.startsWith(`${apart}/`)))
    .filter((file) => !readFileSync(file, 'utf8').includes('vi.mock(')),
)

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
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
    projects: [
      { extends: true, test: { name: 'shared', include: sharedGraphFiles, isolate: false } },
      { extends: true, test: { name: 'isolated', include: INCLUDE, exclude: sharedGraphFiles } },
    ],
  },
})
