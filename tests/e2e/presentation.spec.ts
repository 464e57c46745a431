import type { Browser, ConsoleMessage, FrameLocator, Page } from '@playwright/test'
import { type EditorialStack, startEditorialStack } from '../support/editorial-stack'
import { GOLD_PACKAGE_HISTORY, localeInput, nameInput, reviewChanges } from '../support/studio-inputs'
import { expect, test } from './fixtures'

/**
 * Visual editing in the Studio's Presentation tool (docs/decisions/031-visual-editing.md), offline: the real
 * Studio (studio/dist) on `localhost`, the built site beside it on `127.0.0.1` (another site, as in production),
 * both on the local Content API. The editor finds the page beside the form, clicks a text on it to edit that
 * field, watches the draft appear as they type, publishes, and takes the change back from the history.
 */

let stack: EditorialStack

// The Studio's first start in a fresh browser compiles and syncs a lot: minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 })

test.beforeAll(async () => {
  stack = await startEditorialStack()
})

test.afterAll(async () => {
  await stack?.close()
})

const GOLD_PATH = '/listed-itinerary-details/gold-package'

/**
 * Presentation's patience timer, not a failure: it logs this when the framed page's overlays are still connecting
 * 8 s after it loaded (5 s before it shows a status, then 3 s), which a loaded CI machine can take to hydrate the
 * page. The test proves they do connect: a click on a title opens its field, and the preview follows the Studio.
 */
const SLOW_OVERLAYS = /^Unable to connect to visual editing\. /

/** The Studio's own complaints: console errors and uncaught exceptions, wherever in the page they come from. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    if (SLOW_OVERLAYS.test(message.text()))
      console.log(`Presentation waited more than 8 s for the overlays: ${message.text()}`)
    else problems.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** The site as Presentation shows it. */
const preview = (page: Page): FrameLocator => page.frameLocator('iframe[src*="127.0.0.1"]')

async function publicHtml(pathname: string) {
  return (await fetch(`${stack.site.origin}${pathname}`)).text()
}

async function visitor(browser: Browser, pathname: string) {
  const guest = await (await browser.newContext()).newPage()
  await guest.goto(`${stack.site.origin}${pathname}`)
  return guest
}

/** Requests the Studio makes to anything but this machine (fonts, version checks, telemetry would be). */
function collectOutsideRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url())
    if (!/^(https?|wss?):$/.test(protocol)) return
    if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname) && !hostname.endsWith('.localhost'))
      outside.push(request.url())
  })
  return outside
}

test('the editor edits the Gold Package beside its page: click a title, type, watch it live, publish, restore', async ({
  page,
  browser,
}) => {
  const problems = collectProblems(page)
  const outside = collectOutsideRequests(page)
  const published = await stack.query<string>('*[_id == "package-gold-package"][0].days[0].title.en')
  const draft = await stack.query<string>('*[_id == "drafts.package-gold-package"][0].days[0].title.en')

  // Presentation opens the package's full itinerary beside its form, in preview.
  // Signed in with a one-time link, as the editor is from `npm start`'s terminal.
  await page.goto(
    stack.studio.signInLink(
      `/presentation/itineraryPackage;package-gold-package?preview=${encodeURIComponent(GOLD_PATH)}`,
    ),
  )
  const site = preview(page)
  await expect(site.getByRole('complementary', { name: 'Preview mode' })).toBeVisible({ timeout: 90_000 })
  const day1 = site.getByRole('heading', { level: 3, name: draft })
  await expect(day1).toBeVisible({ timeout: 30_000 })
  // "Used on" names the pages that show the document: its full itinerary and its quick view.
  await page.getByRole('button', { name: 'Used on 2 pages' }).click()
  await expect(page.getByText('Gold Package: full itinerary', { exact: true })).toBeVisible()
  await expect(page.getByText('Gold Package: quick view', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Used on 2 pages' }).click()

  // Hovering Day 1's title outlines it; clicking opens that field in the form, focused.
  // The overlays connect a moment after the page shows; a click before then does nothing, and the editor clicks again.
  const title = localeInput(page, 'Title')
  await expect(async () => {
    await day1.hover()
    await day1.click()
    await expect(title).toBeFocused({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await expect(title).toHaveValue(draft)

  // Typing shows the draft in the preview without a reload, while a visitor still reads the published title.
  const loads: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) loads.push(frame.url())
  })
  const addition = ' and a sundowner'
  await title.press('End')
  await title.pressSequentially(addition, { delay: 40 })
  const lastKey = Date.now()
  const typed = `${draft}${addition}`
  await expect(site.getByRole('heading', { level: 3, name: typed })).toBeVisible({ timeout: 10_000 })
  // Reported, not asserted (a wall-clock bound flakes under CI's load): npm run bench:preview holds the target.
  console.log(`keystroke → preview: about ${Date.now() - lastKey} ms (Playwright's polling included)`)
  expect(loads).toEqual([])
  const guest = await visitor(browser, GOLD_PATH)
  await expect(guest.getByRole('heading', { level: 3, name: published })).toBeVisible()
  await expect(guest.getByText(typed)).toHaveCount(0)
  await expect
    .poll(() => stack.query<string | null>('*[_id == "drafts.package-gold-package"][0].days[0].title.en'), {
      timeout: 20_000,
    })
    .toBe(typed)

  // "Review changes" lists the edit beside the published version, with who made it.
  await page.goto(`${stack.studio.origin}${GOLD_PACKAGE_HISTORY}`)
  // The form shows first and may stay read-only while the Studio is still loading (for over a minute once on a
  // loaded CI machine): the steps below wait for what they need, the changes listed, then Publish enabled.
  await expect(nameInput(page)).toBeVisible({ timeout: 60_000 })
  const changes = await reviewChanges(page, (panel) =>
    expect(panel.getByText(typed).first()).toBeVisible({ timeout: 10_000 }),
  )
  await expect(changes.getByText(draft).first()).toBeVisible()

  // Publishing: the public page shows it.
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled({ timeout: 60_000 })
  await publish.click()
  await expect
    .poll(() => stack.query<string>('*[_id == "package-gold-package"][0].days[0].title.en'), { timeout: 20_000 })
    .toBe(typed)
  await expect.poll(() => publicHtml(GOLD_PATH), { timeout: 20_000 }).toContain(typed)
  await guest.reload()
  await expect(guest.getByRole('heading', { level: 3, name: typed })).toBeVisible()

  await guest.context().close()

  // Offline, nothing is offered that needs Sanity's hosted services: no scheduled publishing.
  await page.getByTestId('action-menu-button').click()
  await expect(page.getByRole('menuitem', { name: /^Delete/ })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: /Schedule/ })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The history takes the title back to what the seed published (its oldest event), which the draft did not have.
  await page.getByRole('tab', { name: 'History' }).click()
  await page.getByText('Published', { exact: true }).last().click()
  await page
    .getByRole('button', { name: /Revert to revision|Restore/ })
    .first()
    .click()
  await expect(page.getByText('Are you sure you want to restore this document?')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect
    .poll(() => stack.query<string | null>('*[_id == "drafts.package-gold-package"][0].days[0].title.en'), {
      timeout: 20_000,
    })
    .toBe(published)

  // The Studio and the preview move together: a page the document is used on opens in the preview…
  await page.goto(
    `${stack.studio.origin}/presentation/itineraryPackage;package-gold-package?preview=` +
      `${encodeURIComponent(GOLD_PATH)}`,
  )
  await expect(site.getByRole('complementary', { name: 'Preview mode' })).toBeVisible({ timeout: 90_000 })
  await expect(site.locator('sanity-visual-editing')).toBeAttached({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Used on 2 pages' }).click()
  const framed = () =>
    page
      .frames()
      .find((frame) => frame.url().startsWith(stack.site.origin))
      ?.url() ?? ''
  // The preview takes the Studio's navigation once its channel to the Studio is up (a moment after it hydrates).
  await expect(async () => {
    await page.getByText('Gold Package: quick view', { exact: true }).click()
    await expect.poll(framed, { timeout: 3_000 }).toContain('/itinerary/gold-package')
  }).toPass({ timeout: 30_000 })
  await expect(site.getByRole('link', { name: 'Full itinerary' })).toBeVisible()
  // …and a page opened in the preview opens its document beside it.
  await site.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click()
  await expect.poll(framed, { timeout: 30_000 }).toContain('/Terms-&-Conditions')
  await expect(page).toHaveURL(/legalPage/, { timeout: 30_000 })
  await expect(localeInput(page, 'Title')).toHaveValue(
    await stack.query<string>('*[_type == "legalPage" && kind == "terms"][0].title.en'),
    { timeout: 30_000 },
  )
  // About, opened in the preview, opens its document too. Both are named by translated titles, which the locations
  // resolver reads in the editor's language: selected whole, Sanity logged "The "title" field should be a string…"
  // for each (issue 42, rule 12). It logs a second after the last, so the Studio is not reloaded from here on: the
  // check of the console at the end comes after Vision, reached by its tab, has answered a query.
  await expect(page.getByRole('button', { name: 'Used on one page' })).toBeVisible({ timeout: 30_000 })
  await page
    .frames()
    .find((frame) => frame.url().startsWith(stack.site.origin))!
    .goto(`${stack.site.origin}/about`)
  await expect(page).toHaveURL(/aboutPage/, { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Used on one page' })).toBeVisible({ timeout: 30_000 })

  // Vision, for whoever maintains the queries, answers GROQ from the local dataset.
  await page.getByRole('link', { name: 'Vision' }).click()
  const editor = page.locator('.cm-content').first()
  await expect(editor).toBeVisible({ timeout: 60_000 })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('*[_type == "itineraryPackage"] | order(name asc).name')
  await page.getByRole('button', { name: 'Fetch' }).click()
  await expect(page.getByText('5 items')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Zanzibar Package', { exact: true })).toBeVisible()

  // The Studio offered nothing that failed, and asked nothing of any other machine.
  expect(problems).toEqual([])
  expect(outside).toEqual([])
})
