import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'content-api/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/register-catalogues.ts'],
    // npm test runs the unit tests beside both builds and the browser tests on two cores, where a test that
    // starts a process (the seed import, the content reset, Sanity's checks) can take several times as long as
    // alone; Vitest's 5 s default failed one there. A hang still fails, after 30 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The same load stretches what an `expect.poll` waits for (a queued resize reaching sharp) past its 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
})
