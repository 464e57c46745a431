import type { Page } from '@playwright/test'
import { stegaClean } from '@sanity/client/stega'
import { previewPath } from '../../studio/preview/previewPath'
import { seedDoc, seedDocuments, seedDraft } from '../support/seed-data'
import { E2E_PREVIEW_SECRET } from '../support/test-secrets'
import { expect, test } from './fixtures'

const published = seedDoc('package-gold-package').days[0].title as string
const draft = seedDraft('package-gold-package').days[0].title as string
const page1 = '/itinerary/gold-package'
/** The quick view's current entry: its own heading (the page's other level-2 heading is "Dates & prices"). */
const entryTitle = (page: Page) => page.locator('#entry-title')
const enter = (secret: string, redirect = page1) =>
  `/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`

test.describe('preview of drafts', () => {
  test('a visitor never sees the draft: published text, no banner, a publicly cacheable page', async ({ page }) => {
    const response = await page.goto(page1)
    expect(published).not.toBe(draft)
    await expect(entryTitle(page)).toHaveText(published)
    await expect(page.getByText(draft)).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
    expect(response!.headers()['cache-control']).toContain('public')
  })

  test('a wrong secret is refused with a message and sets no cookie', async ({ page, context }) => {
    const response = await page.goto(enter('not-the-secret'))
    expect(response!.status()).toBe(401)
    await expect(page.getByText('This preview link is not valid')).toBeVisible()
    expect(response!.headers()['set-cookie']).toBeUndefined()
    expect(await context.cookies()).toEqual([])
    await page.goto(page1)
    await expect(entryTitle(page)).toHaveText(published)
  })

  test('the right secret turns preview on: drafts, a banner, a signed httpOnly cookie and no-store pages', async ({
    page,
    context,
  }) => {
    await page.goto(enter(E2E_PREVIEW_SECRET))
    await expect(page).toHaveURL(page1)
    const banner = page.getByRole('complementary', { name: 'Preview mode' })
    await expect(banner).toContainText('you are seeing unpublished drafts')
    // The draft's title, followed in preview by its invisible edit marks (docs/decisions/031-visual-editing.md).
    await expect.poll(async () => stegaClean(await entryTitle(page).textContent())).toBe(draft)

    const cookie = (await context.cookies()).find((c) => c.name === '__preview')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie!.value).not.toBe('drafts') // signed, not a bare flag anyone could set
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000)

    const documentResponse = await page.reload()
    expect(documentResponse!.headers()['cache-control']).toBe('private, no-store')
    // A client-side navigation's data request is just as private.
    const dataResponse = page.waitForResponse((r) => r.url().includes('.data'))
    await page.getByRole('link', { name: 'Day 2', exact: true }).click()
    expect((await dataResponse).headers()['cache-control']).toBe('private, no-store')
    await expect(banner).toBeVisible()
  })

  test('"Exit preview" returns to the same page with the published text and forgets the cookie', async ({
    page,
    context,
  }) => {
    await page.goto(enter(E2E_PREVIEW_SECRET, '/listed-itinerary-details/gold-package'))
    await expect(page.getByText(draft).first()).toBeVisible()
    await page.getByRole('button', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL('/listed-itinerary-details/gold-package')
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
    await expect(page.getByText(published).first()).toBeVisible()
    await expect(page.getByText(draft)).toHaveCount(0)
    expect((await context.cookies()).filter((c) => c.name === '__preview')).toEqual([])
  })

  test('a forged cookie does not turn preview on', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: '__preview', value: 'ImRyYWZ0cyI%3D.forged', url: baseURL! }])
    await page.goto(page1)
    await expect(entryTitle(page)).toHaveText(published)
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
  })

  test('the preview link only ever redirects within the site', async ({ page }) => {
    await page.goto(enter(E2E_PREVIEW_SECRET, '//example.com/phish'))
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toBeVisible()
  })
})

test('"Preview on site" in the Studio opens a page that exists for every kind of document in the seed', async ({
  request,
}) => {
  const paths = new Map<string, string>()
  for (const doc of seedDocuments) paths.set(`${doc._type} ${doc._id}`, previewPath(doc))
  expect(paths.get('itineraryPackage package-gold-package')).toBe('/listed-itinerary-details/gold-package')
  expect(paths.get('teamMember team-01')).toBe('/about')
  for (const [doc, path] of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), `${doc} → ${path}`).toBe(200)
  }
})
