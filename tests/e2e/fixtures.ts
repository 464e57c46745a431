import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Page, type Response } from '@playwright/test'
import { DEFAULT_AUTH_EMULATOR_PROJECT_ID, DEFAULT_AUTH_EMULATOR_URL } from '#shared/setting-defaults'
import { alertAfter } from '../support/alerts'
import { serveStudio, studioDist } from '../support/studio-stand-in'

/**
 * What browser tests share, as Playwright fixtures: the alert helper, the site's local outbox, the Firebase
 * Auth emulator that `npm start` runs, and the built Studio on loopback. A spec imports `test` and `expect`
 * from here instead of from @playwright/test.
 */

export type OutboxRecord = Record<string, string> & { receivedAt: string; templateId: string }

/** Waits until the page is interactive (root.tsx marks <html data-hydrated> once React has hydrated). */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

/**
 * Pages hydrate only after the load event (docs/decisions/024-hydration-after-load.md), and `page.goto` returns
 * at that event, before the scripts are even asked for. A visitor acts on a page once it is interactive, so the
 * `page` fixture's `goto` and `reload` wait for hydration after a document of the site (the Studio, say, is left
 * alone) that has scripts to hydrate with.
 * A test of what happens before hydration opts out with `test.use({ waitForHydration: false })`.
 */
async function untilHydrated(page: Page, response: Response | null, site: string | undefined): Promise<void> {
  if (!site || !response?.url().startsWith(site) || !response.headers()['content-type']?.includes('text/html')) return
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      !document.querySelector('template#hydration, script[type="module"]'),
  )
}

type TestOptions = {
  /** Whether the `page` fixture's `goto` and `reload` wait for hydration (default: yes, when JavaScript is on). */
  waitForHydration: boolean
}

type TestFixtures = {
  /** Runs an action that makes the page raise `window.alert` and returns the alert's text. */
  alertAfter: (action: () => Promise<unknown>) => Promise<string>
  /** The test server's local outbox (enquiries and subscriptions), read from its file. */
  outbox: { records: () => OutboxRecord[] }
  /** Creates a fresh account in the Auth emulator through /login and leaves the page signed in, at "/". */
  signUp: (page: Page, email?: string) => Promise<{ email: string; password: string }>
}

type WorkerFixtures = {
  /** The Firebase Auth emulator, up, with production-like answers to wrong credentials. */
  authEmulator: { origin: string; projectId: string }
  /** The built Studio, served on loopback (its API calls are answered in the browser by the stand-in). */
  studio: { origin: string }
}

const OUTBOX_FILE = path.resolve('data', 'outbox.ndjson')

export const test = base.extend<TestFixtures & TestOptions, WorkerFixtures>({
  waitForHydration: [true, { option: true }],

  page: async ({ page, javaScriptEnabled, waitForHydration, baseURL }, use) => {
    if (javaScriptEnabled !== false && waitForHydration) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        await untilHydrated(page, response, baseURL)
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        await untilHydrated(page, response, baseURL)
        return response
      }
    }
    await use(page)
  },

  alertAfter: async ({ page }, use) => {
    await use((action) => alertAfter(page, action))
  },

  // Playwright reads a fixture's first parameter as a destructured object to learn what it uses: none here.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the pattern (above)
  outbox: async ({}, use) => {
    await use({
      records: () =>
        existsSync(OUTBOX_FILE)
          ? readFileSync(OUTBOX_FILE, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as OutboxRecord)
          : [],
    })
  },

  authEmulator: [
    async ({ playwright }, use) => {
      const origin = DEFAULT_AUTH_EMULATOR_URL
      const projectId = DEFAULT_AUTH_EMULATOR_PROJECT_ID
      const request = await playwright.request.newContext()
      for (
        let waited = 0;
        !(await request.get(`${origin}/`).then(
          (r) => r.ok(),
          () => false,
        ));
        waited += 500
      ) {
        if (waited > 60_000) throw new Error('The Firebase Auth emulator did not start')
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      await request.patch(`${origin}/emulator/v1/projects/${projectId}/config`, {
        data: { emailPrivacyConfig: { enableImprovedEmailPrivacy: true } },
      })
      await use({ origin, projectId })
      await request.dispose()
    },
    { scope: 'worker' },
  ],

  signUp: async ({ authEmulator }, use) => {
    // Named only so Playwright waits for the emulator (a worker fixture) before the first sign-up.
    void authEmulator
    await use(async (page, email = `traveller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`) => {
      const password = 'fairway-2026'
      await page.goto('/login')
      await hydrated(page)
      await page.getByLabel('E-mail', { exact: true }).fill(email)
      await page.getByLabel('Password').fill(password)
      await page.getByRole('button', { name: 'Create your Account' }).click()
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
      return { email, password }
    })
  },

  studio: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the pattern (see outbox)
    async ({}, use) => {
      if (!existsSync(`${studioDist}/index.html`))
        throw new Error('studio/dist is missing: npm test builds it (npm run studio:build).')
      const studio = await serveStudio()
      await use({ origin: studio.origin })
      await studio.close()
    },
    { scope: 'worker' },
  ],
})

export { expect }
