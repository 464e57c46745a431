import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serveStudio as serveStudioHost } from '../../content-api/studio-host'
import { createStudioSessions } from '../../content-api/studio-sessions'
import { standInForSanity, studioDist } from '../support/studio-stand-in'
import { expect, test } from './fixtures'

/**
 * The built Studio (studio/dist), served on loopback by the `studio` fixture, with its Sanity API calls answered by the
 * stand-in.
 */
test.describe('the Studio', () => {
  test('the built Studio opens in Chromium with the content grouped as an editor thinks', async ({
    page,
    studio,
  }, testInfo) => {
    await standInForSanity(page, studio.origin)
    await page.goto(studio.origin)
    await expect(page.getByText('Savanna Links Studio')).toBeVisible({ timeout: 20_000 })
    // "Reviews waiting": the reviews visitors sent, drafts until staff publish them (decision 043).
    const groups = ['Catalogue', 'Itinerary packages', 'Team', 'Story cards', 'Reviews waiting', 'Reviews', 'Pages']
    for (const group of [...groups, 'Settings']) {
      await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible()
    }
    await testInfo.attach('studio', { body: await page.screenshot(), contentType: 'image/png' })
  })

  test('the catalogue opens by category, as on the site', async ({ page, studio }) => {
    await standInForSanity(page, studio.origin)
    await page.goto(studio.origin)
    await page.getByRole('link', { name: 'Catalogue', exact: true }).click()
    for (const category of ['Itineraries', 'Circuits', 'Golf Courses', 'Excursions', 'Hotels', 'All catalogue items']) {
      await expect(page.getByRole('link', { name: category, exact: true })).toBeVisible()
    }
  })
})

/** The Studio host (content-api/studio-host.ts) refuses nothing the built Studio needs: run here, after the build. */
test('the Studio host serves every file of the built Studio with a type', async () => {
  test.setTimeout(120_000) // hundreds of files, each compressed as it is sent, beside the other browser tests
  if (!existsSync(path.join(studioDist, 'index.html')))
    throw new Error('studio/dist is missing: npm test builds it (npm run studio:build).')
  const sessionsDir = mkdtempSync(path.join(tmpdir(), 'studio-files-'))
  const built = await serveStudioHost({
    distDir: studioDist,
    port: 0,
    apiOrigin: 'http://127.0.0.1:3999',
    editor: {
      token: 'a-local-token',
      studioSessions: createStudioSessions({ token: 'a-local-token', file: path.join(sessionsDir, 'sessions.json') }),
    },
    log: false,
  })
  try {
    const names = readdirSync(path.join(studioDist, 'static'))
    expect(names.length).toBeGreaterThan(20)
    for (const name of names) {
      const res = await fetch(`${built.origin}/static/${name}`)
      expect(res.status, name).toBe(200)
      expect(res.headers.get('content-type'), name).not.toBe('application/octet-stream')
      await res.arrayBuffer()
    }
    expect((await fetch(`${built.origin}/favicon.ico`)).status).toBe(200)
  } finally {
    await built.close()
    rmSync(sessionsDir, { recursive: true, force: true })
  }
})
