import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A translated field in the Studio (decision 042) is a group whose text begins with the field's title (then its
 * description), holding one input per language ("English", "العربية"); these find the one an editor types into.
 */
export function localeInput(page: Page, field: string, language = 'English'): Locator {
  return page
    .getByRole('group')
    .filter({ has: page.locator('legend').filter({ hasText: new RegExp(`^\\s*${field}\\b`) }) })
    .last()
    .getByRole('textbox', { name: language, exact: true })
    .first()
}

/** A document's name: a translated one (a package, an item) or a plain one (a person). */
export function nameInput(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Name', exact: true }).or(localeInput(page, 'Name')).first()
}

/** A document's form with its history inspector open, as a Studio path (the Gold Package's). */
export const GOLD_PACKAGE_HISTORY =
  '/structure/itineraryPackage;package-gold-package%2Cinspect%3Dsanity%252Fstructure%252Fhistory'

/**
 * The inspector's "Review changes" panel, once `shows` holds for it. Its tabs are drawn again while the history loads
 * (slowly beside CI's other browsers), so the editor clicks "Review changes" until the changes show, and may reload.
 */
/**
 * Waits for a document the Studio was opened on to show `field`. A cold Studio beside CI's other browsers can take
 * over a minute (decision 054), and now and then its first load never ends: after 80 s the editor reloads, as an
 * editor would, and the address (the document, the open inspector) stays.
 */
export async function expectStudioShows(page: Page, field: Locator): Promise<void> {
  try {
    await expect(field).toBeVisible({ timeout: 80_000 })
  } catch {
    await page.reload()
    await expect(field).toBeVisible({ timeout: 120_000 })
  }
}

export async function reviewChanges(
  page: Page,
  shows: (panel: Locator) => Promise<void>,
  { reloadWhenStuck = false } = {},
): Promise<Locator> {
  const changes = page.getByRole('tabpanel')
  let tries = 0
  await expect(async () => {
    // A history whose first request the Studio gave up on (beside CI's other browsers) stays empty until the editor
    // reloads, as an editor would: every fourth try reloads the page, whose address keeps the inspector open.
    tries += 1
    if (reloadWhenStuck && tries % 4 === 0) await page.reload()
    const tab = page.getByRole('tab', { name: 'Review changes' })
    if ((await tab.getAttribute('aria-selected', { timeout: 5_000 }).catch(() => null)) !== 'true')
      await tab.click({ timeout: 5_000 }).catch(() => {})
    await shows(changes)
  }).toPass({ timeout: reloadWhenStuck ? 240_000 : 150_000 })
  return changes
}
