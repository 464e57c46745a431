import type { Locator, Page } from '@playwright/test'

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
