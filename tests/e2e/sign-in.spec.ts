import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Signing in and out on /login, against the Firebase Auth emulator that `npm start` runs when no Firebase
 * project is configured (the `authEmulator` fixture waits for it and sets production-like answers to wrong
 * credentials). The tests run in order: one account is created, then used.
 */
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ authEmulator }) => {
  // Waits for the emulator. No account is deleted: other specs sign in at the same time, and this run's
  // address is its own.
  void authEmulator
})

const email = `golfer-${Date.now()}@example.com`
const password = 'fairway-2026'

async function submit(
  page: Page,
  button: 'Sign In' | 'Create your Account',
  credentials: { email: string; password: string },
) {
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: button }).click()
}

test('the sign-in page has its title, fields, notice and both buttons', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('type', 'email')
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password')
  await expect(page.getByText('By continuing, you agree to the Conditions of Use and Privacy Notice')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create your Account' })).toBeVisible()
})

test('a 5-character password is refused with the provider message', async ({ page, alertAfter }) => {
  await page.goto('/login', { waitUntil: 'networkidle' })
  const message = await alertAfter(() => submit(page, 'Create your Account', { email, password: 'short' }))
  expect(message).toBe('Password should be at least 6 characters.')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
})

test('creating an account signs in, goes home and shows the e-mail; Sign Out signs out', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' })
  await submit(page, 'Create your Account', { email, password })
  await expect(page).toHaveURL('/')
  const header = page.getByRole('banner')
  await expect(header.getByText(email)).toBeVisible()
  await page.reload({ waitUntil: 'networkidle' })
  await expect(header.getByText(email)).toBeVisible()
  await header.getByRole('button', { name: 'Sign Out' }).click()
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(header.getByText(email)).toHaveCount(0)
})

test('signing in goes home; the checkout thanks the user by name', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'networkidle' })
  await submit(page, 'Sign In', { email, password })
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByText(email)).toBeVisible()
  await page
    .getByRole('region', { name: 'Itineraries', exact: true })
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Add to cart' })
    .click()
  await page.goto('/checkout', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page.getByRole('dialog', { name: 'Purchased' })).toContainText(`Thank you, ${email}!`)
})

test('a wrong password shows the provider message and keeps the e-mail', async ({ page, alertAfter }) => {
  await page.goto('/login', { waitUntil: 'networkidle' })
  const message = await alertAfter(() => submit(page, 'Sign In', { email, password: 'not-the-password' }))
  expect(message).toBe('The e-mail address or password is incorrect.')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await expect(page).toHaveURL('/login')
})
