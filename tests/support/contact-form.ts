import type { Page } from '@playwright/test'

export type Enquirer = { firstName: string; lastName: string; phone: string }

/**
 * Completes the contact form's details under a message already written (a prefilled enquiry) and sends it, with
 * an e-mail address no other test uses, which it returns so the test can find the enquiry in the outbox.
 */
export async function sendPrefilledEnquiry(page: Page, who: Enquirer, emailPrefix: string): Promise<string> {
  const email = `${emailPrefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
  await page.getByLabel('First name').fill(who.firstName)
  await page.getByLabel('Last name').fill(who.lastName)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Phone number').fill(who.phone)
  // With JavaScript the form says "sent" in an alert (company.spec.ts checks it). The outbox can have the
  // enquiry before the alert is answered, and the context closes then: an answer that comes too late is moot.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined))
  await page.getByRole('button', { name: 'Send message' }).click()
  return email
}
