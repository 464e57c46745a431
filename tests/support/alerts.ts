import type { Page } from '@playwright/test'

/**
 * Runs an action that makes the page call `window.alert`, and returns the alert's text. The alert is accepted
 * the moment it opens: a fast answer can raise it while the click that caused it is still settling, and the
 * click cannot finish until the alert is closed (waiting for the click first would deadlock).
 */
export async function alertAfter(page: Page, action: () => Promise<unknown>): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (alert) => {
      resolve(alert.message())
      void alert.accept()
    }),
  )
  await action()
  return message
}
