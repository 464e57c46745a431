import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_RATE_LIMITS } from './tests/support/test-limits'
import { E2E_PREVIEW_SECRET, E2E_WEBHOOK_SECRET } from './tests/support/test-secrets'

const port = Number(process.env.E2E_PORT ?? 3100)
/**
 * The tests' own local Content API (started by the site's `npm start` below, from the seed each run, without
 * the Studio): never a developer's running one. Tests that start another site server read it too.
 */
const contentApiUrl = `http://127.0.0.1:${port + 1000}`
process.env.CONTENT_API_URL = contentApiUrl
/** Debian's Chromium headless shell when installed (scripts/test.ts says why), else the full browser. */
const chromium =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium'

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }
/** Tests that need the machine to themselves; `npm test` runs them last, one at a time (scripts/test.ts). */
const ALONE = /(busy-server|presentation)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  outputDir: process.env.PLAYWRIGHT_ARTIFACTS ?? 'test-results/playwright-artifacts',
  // scripts/test.ts runs the two projects one after the other, each with a report of its own.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_REPORT ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs about a fifth of the run's CPU; CI prints the failure instead. Locally, failures keep one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: ALONE, use: desktop },
    // The render limits as many visitors meet them (the server decides by how busy it is), and the Studio's whole
    // editing round, whose history panel loads for minutes when three other browsers and the unit tests share two
    // cores with it.
    { name: 'alone', testMatch: ALONE, use: desktop },
  ],
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      SANITY_PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      SANITY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      // As behind a reverse proxy on the same machine: per-client limits count the X-Forwarded-For address.
      TRUST_PROXY: 'loopback',
      CONTENT_API_URL: contentApiUrl,
      CONTENT_API_DATA_DIR: 'test-results/content-lake',
      CONTENT_API_FRESH: '1',
      STUDIO: 'off',
      ...E2E_RATE_LIMITS,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
