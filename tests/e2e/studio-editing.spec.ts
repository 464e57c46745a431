import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { createContentApi, type ContentApi } from '../../content-api/server'
import { serveStudio, type StudioHost } from '../../content-api/studio-host'

/**
 * The real Studio (its one build, studio/dist), against the local Content API: it opens signed in as
 * the local editor, lists the seed's documents, and an edit published in its form lands in the dataset.
 * It starts its own API (on a scratch copy of the seed) and Studio host; the site is not involved yet.
 */
const root = path.resolve(import.meta.dirname, '../..')
const distDir = path.join(root, 'studio', 'dist')
const token = 'studio-editing-test-token'

let dataDir: string
let api: ContentApi
let apiOrigin: string
let studio: StudioHost

test.describe.configure({ mode: 'serial' })
// The Studio's first start in a fresh browser compiles and syncs a lot: minutes on a busy 2-core machine.
test.slow()

test.beforeAll(async () => {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('studio/dist is missing: npm run studio:build')
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'studio-editing-'))
  api = createContentApi({ dataDir, seedDir: path.join(root, 'seed'), token })
  apiOrigin = (await api.listen(0)).origin
  studio = await serveStudio({ distDir, port: 0, apiOrigin, token, log: false })
})

test.afterAll(async () => {
  await studio?.close()
  await api?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function query<T>(groq: string): Promise<T> {
  const url = `${apiOrigin}/v2025-02-19/data/query/production?query=${encodeURIComponent(groq)}&perspective=raw`
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: T }).result
}

/** Writes straight to the dataset as the editor, as another client would (not through the Studio). */
async function mutate(mutations: unknown[]): Promise<void> {
  const response = await fetch(`${apiOrigin}/v2025-02-19/data/mutate/production?visibility=sync`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  expect(response.status).toBe(200)
}

/** Waits until the open document's form shows `name` and the Studio has synced it (the form is editable). */
async function expectDocumentOpen(page: Page, name: string) {
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name, { timeout: 30_000 })
  await expect(page.getByTestId('form-view')).not.toHaveAttribute('data-read-only', 'true', { timeout: 20_000 })
}

test('the API tells the Studio who is signed in only when it brings the token', async () => {
  const me = (headers: Record<string, string>) => fetch(`${apiOrigin}/v2025-02-19/users/me`, { headers }).then((response) => response.json())
  expect(await me({})).toEqual({})
  expect(await me({ Authorization: `Bearer ${token}` })).toMatchObject({ name: 'Local editor', role: 'administrator' })
})

test('the Studio opens signed in, lists the packages and publishes an edit to the dataset', async ({ page }) => {
  const title = `Day 1: Arrival in Nairobi (edited ${Date.now()})`

  await page.goto(studio.origin)
  // Signed in: the workspace opens straight away, no login screen.
  await expect(page.getByText('Savanna Links Studio')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Choose login provider')).toHaveCount(0)

  await page.getByRole('link', { name: 'Itinerary packages', exact: true }).click()
  await expect(page.getByText('Gold Package').first()).toBeVisible({ timeout: 20_000 })
  await page.getByText('Gold Package').first().click()

  // The form shows the document and is editable once the Studio has synced it with the API.
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue('Gold Package', { timeout: 20_000 })
  await expect(page.getByTestId('form-view')).not.toHaveAttribute('data-read-only', 'true', { timeout: 20_000 })

  await page.getByText(/^Day 1:/).first().click()
  const dayTitle = page.getByRole('textbox', { name: 'Title' })
  await expect(dayTitle).toBeEditable()
  await dayTitle.fill(title)
  await page.keyboard.press('Escape')

  // The edit reaches the draft first…
  await expect.poll(() => query<string | null>('*[_id == "drafts.package-gold-package"][0].days[0].title'), { timeout: 20_000 }).toBe(title)

  // …and publishing moves it to the published document.
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled({ timeout: 20_000 })
  await publish.click()
  await expect.poll(() => query<string | null>('*[_id == "package-gold-package"][0].days[0].title'), { timeout: 20_000 }).toBe(title)
  await expect.poll(() => query<number>('count(*[_id == "drafts.package-gold-package"])')).toBe(0)
})

test('an edited team member bio is published and leaves no draft', async ({ page }) => {
  const bio = `Amani co-founded Savanna Links and still walks every new course herself (edited ${Date.now()}).`

  await page.goto(studio.origin)
  await page.getByRole('link', { name: 'Team', exact: true }).click()
  await expect(page.getByText('Amani Njoroge').first()).toBeVisible({ timeout: 30_000 })
  await page.getByText('Amani Njoroge').first().click()
  await expectDocumentOpen(page, 'Amani Njoroge')

  const biography = page.getByRole('textbox', { name: 'Biography' })
  await expect(biography).toHaveValue(/^Amani co-founded Savanna Links in 2020/)
  await biography.fill(bio)
  await expect.poll(() => query<string | null>('*[_id == "drafts.team-01"][0].bio'), { timeout: 20_000 }).toBe(bio)

  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled({ timeout: 20_000 })
  await publish.click()
  await expect.poll(() => query<string | null>('*[_id == "team-01"][0].bio'), { timeout: 20_000 }).toBe(bio)
  await expect.poll(() => query<number>('count(*[_id == "drafts.team-01"])')).toBe(0)
  // The editor sees the published text, and nothing left to publish.
  await expect(biography).toHaveValue(bio)
  await expect(publish).toBeDisabled({ timeout: 20_000 })
})

test('a negative price shows the schema message and cannot be published; discarding restores the form', async ({ page }) => {
  const published = await query<number>('*[_id == "item-gold"][0].price')
  expect(published).toBeGreaterThan(0)

  await page.goto(`${studio.origin}/structure/catalogue;catalogue-all;item-gold`)
  await expectDocumentOpen(page, 'Gold')
  const price = page.getByRole('spinbutton', { name: 'Price (USD per person)' })
  await expect(price).toHaveValue(String(published))

  await price.fill('-5')
  // The invalid value is saved to the draft, but never reaches the published document.
  await expect.poll(() => query<number | null>('*[_id == "drafts.item-gold"][0].price'), { timeout: 20_000 }).toBe(-5)
  const errorIcon = page.getByTestId('input-validation-icon-error')
  await expect(errorIcon).toHaveCount(1, { timeout: 20_000 })
  await errorIcon.hover()
  await expect(page.getByText('The price cannot be negative.')).toBeVisible({ timeout: 10_000 })
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeDisabled()
  expect(await query<number>('*[_id == "item-gold"][0].price')).toBe(published)

  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: 'Discard changes' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Are you sure you want to discard all changes since last published?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Discard changes' }).click()

  await expect.poll(() => query<number>('count(*[_id == "drafts.item-gold"])'), { timeout: 20_000 }).toBe(0)
  // Without a reload, the form follows the draft's deletion back to the published value.
  await expect(price).toHaveValue(String(published), { timeout: 20_000 })
  await expect(errorIcon).toHaveCount(0)
  await expect(publish).toBeDisabled()
  expect(await query<number>('*[_id == "item-gold"][0].price')).toBe(published)
})

test('an image uploaded in the Studio becomes an asset the published document references', async ({ page }) => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 31, g: 111, b: 74 } } }).png().toBuffer()
  const sha1 = createHash('sha1').update(png).digest('hex')
  const assetId = `image-${sha1}-64x48-png`

  await page.goto(`${studio.origin}/structure/team;team-02`)
  await expectDocumentOpen(page, 'David Otieno')

  const imageInput = page.getByTestId('image-input')
  await imageInput.getByTestId('options-menu-button').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', { name: 'Upload' }).click()
  await (await chooser).setFiles({ name: 'david-otieno.png', mimeType: 'image/png', buffer: png })

  await expect.poll(() => query<string | null>('*[_id == "drafts.team-02"][0].photo.asset._ref'), { timeout: 20_000 }).toBe(assetId)
  // The form previews the new image, served by the API.
  await expect(imageInput.locator(`img[src*="${sha1}"]`).first()).toBeVisible({ timeout: 20_000 })

  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled({ timeout: 20_000 })
  await publish.click()
  await expect.poll(() => query<string | null>('*[_id == "team-02"][0].photo.asset._ref'), { timeout: 20_000 }).toBe(assetId)
  await expect.poll(() => query<number>('count(*[_id == "drafts.team-02"])')).toBe(0)

  const asset = await query<{ _type: string; url: string; mimeType: string; metadata: { dimensions: { width: number; height: number } } } | null>(
    `*[_id == "${assetId}"][0]{_type, url, mimeType, metadata}`,
  )
  expect(asset).toMatchObject({ _type: 'sanity.imageAsset', mimeType: 'image/png', metadata: { dimensions: { width: 64, height: 48 } } })
  const image = await fetch(`${asset!.url}?w=32`)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toMatch(/^image\//)
  expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(32)
})

test('a story card deleted in the Studio leaves neither a published document nor a draft', async ({ page }) => {
  // A card of its own, published with a newer draft, that no page refers to.
  const id = 'story-e2e-delete'
  const image = await query<unknown>('*[_id == "story-red"][0].image')
  const card = { _id: id, _type: 'storyCard', variant: 'green', order: 9, image, title: 'Card to delete', description: 'A card made for this test.' }
  await mutate([{ createOrReplace: card }, { createOrReplace: { ...card, _id: `drafts.${id}`, title: 'Card to delete (draft)' } }])
  expect(await query<number>(`count(*[_id in ["${id}", "drafts.${id}"]])`)).toBe(2)

  await page.goto(studio.origin)
  await page.getByRole('link', { name: 'Story cards', exact: true }).click()
  const listItem = page.getByText('Card to delete (draft)')
  await expect(listItem.first()).toBeVisible({ timeout: 30_000 })
  await listItem.first().click()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Card to delete (draft)', { timeout: 30_000 })
  await expect(page.getByTestId('form-view')).not.toHaveAttribute('data-read-only', 'true', { timeout: 20_000 })

  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: /^Delete/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Are you sure you want to delete all the versions of this document?')).toBeVisible({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Delete all versions' }).click()

  await expect.poll(() => query<number>(`count(*[_id in ["${id}", "drafts.${id}"]])`), { timeout: 20_000 }).toBe(0)
  // The card is gone from the editor's list; the seed's cards are still there.
  await expect(listItem).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByText('Golfing Adventures').first()).toBeVisible()
  expect(await query<number>('count(*[_type == "storyCard"])')).toBe(4)
})
