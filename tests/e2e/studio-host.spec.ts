import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ContentApi, createContentApi } from '../../content-api/server'
import { type StudioHost, serveStudio } from '../../content-api/studio-host'
import { freePort } from '../support/editorial-stack'
import { studioDist } from '../support/studio-stand-in'
import { expect, test } from './fixtures'

/**
 * The offline Studio's host (content-api/studio-host.ts) as a browser meets it: the built Studio on the local
 * Content API, and a page of another origin on this machine that tries to show it in a frame (clickjacking).
 */

let api: ContentApi
let apiOrigin: string
let studio: StudioHost
let framer: http.Server
let framerPort: number
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-host-spec-'))

test.beforeAll(async () => {
  api = createContentApi({ dataDir, seedDir: path.resolve('seed'), token: 'studio-host-spec-editor-token' })
  apiOrigin = (await api.listen(0)).origin
  studio = await serveStudio({ distDir: studioDist, port: 0, apiOrigin, editor: api, log: false })
  framerPort = await freePort()
  // Another origin on this machine (any port, or the other loopback name): a page that frames whatever it is given.
  framer = http.createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://localhost').searchParams.get('src') ?? ''
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(
      '<!doctype html><title>Win a safari</title>' +
        `<iframe src="${src.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" ` +
        `onload="document.title='framed'" width="1200" height="800"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => framer.listen(framerPort, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => framer?.close(resolve))
  await studio?.close()
  await api?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

test('the editor signs in with the link once, and "Sign out" ends that session on the server', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000) // a cold Studio on a busy 2-core machine
  await page.goto(`${studio.origin}/structure/itineraryPackage`)
  await expect(page.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible()
  await expect(page.getByText('npm run studio:link').first()).toBeVisible()
  expect(await page.content()).not.toContain(api.token)
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])

  const link = studio.signInLink('/structure/itineraryPackage')
  await page.goto(link)
  await expect(page).toHaveURL(`${studio.origin}/structure/itineraryPackage`)
  await expect(page.getByText('Savanna Links Studio')).toBeVisible({ timeout: 90_000 })
  await expect(page.getByText('Gold Package').first()).toBeVisible({ timeout: 60_000 })

  // The same link again, in another browser: refused, and nothing of the Studio in it.
  const other = await (await browser.newContext()).newPage()
  await other.goto(link)
  await expect(other.getByRole('heading', { name: 'This sign-in link does not work any more' })).toBeVisible()
  expect(await other.content()).not.toContain(api.token)
  await other.goto(`${studio.origin}/structure/itineraryPackage`)
  await expect(other.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible()
  await other.context().close()

  // The Studio holds its session's own token (decision 049), which reads drafts until the editor signs out.
  const tokenKey = '__studio_auth_token_local'
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).token as string, tokenKey)
  expect(token).not.toBe(api.token)
  const drafts = () =>
    page.request.get(`${apiOrigin}/v2025-02-19/data/query/production?query=count(*)&perspective=drafts`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  expect((await drafts()).status()).toBe(200)
  // The user menu's "Sign out": the Studio calls the API's /auth/logout with the token, then forgets it.
  await page.locator('#user-menu').click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), tokenKey)).toBeNull()
  expect((await drafts()).status()).toBe(401)
  // The Studio's login screen leads back to the host, where the cookie no longer opens the Studio.
  await page.getByRole('link', { name: 'Sign in again with a one-time link' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible()
  await page.goto(`${studio.origin}/structure/itineraryPackage`)
  await expect(page.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible()
  expect(await page.content()).not.toContain(token)
})

test('a page of another origin on this machine that frames the Studio gets nothing it can click', async ({ page }) => {
  // The editor is signed in (the link followed in this browser, without opening the Studio).
  expect((await page.request.get(studio.signInLink(), { maxRedirects: 0 })).status()).toBe(303)
  const target = `${studio.origin}/structure/itineraryPackage;package-gold-package`
  // The same site as the Studio (localhost, another port: its cookies go along) and another site (127.0.0.1).
  for (const framing of [`http://localhost:${framerPort}`, `http://127.0.0.1:${framerPort}`]) {
    await page.goto(`${framing}/?src=${encodeURIComponent(target)}`)
    await expect(page).toHaveTitle('framed')
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!
    // Chromium refuses to show the Studio there and shows its own error page instead.
    expect(frame.url(), framing).not.toContain(studio.origin)
    await expect(page.frameLocator('iframe').locator('#sanity')).toHaveCount(0)
  }
  // Opened as a page of its own, the Studio is there.
  await page.goto(target)
  await expect(page.locator('#sanity')).toBeAttached()
})
