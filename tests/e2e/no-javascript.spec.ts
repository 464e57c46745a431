import { expect, test } from './fixtures'

/**
 * A visitor whose JavaScript never runs (or has not run yet, on a slow phone): the enquiry is still delivered,
 * sign-in explains itself, and nothing typed ends up in the address bar.
 */
test.use({ javaScriptEnabled: false })

const uniqueEmail = () => `nojs.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`

test('the enquiry is delivered by the page’s own form, with the success message and nothing in the URL', async ({
  page,
  outbox,
}) => {
  const email = uniqueEmail()
  await page.goto('/contact')
  await page.getByLabel('First name').fill('Wanjiru')
  await page.getByLabel('Last name').fill('Kamau')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Phone number').fill('+254 711 000 222')
  await page.getByLabel('Message').fill('Two golfers, Karen and Muthaiga, early March.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Message sent successfully!')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact')
  expect(outbox.records().find((record) => record.Email === email)).toMatchObject({
    templateId: 'contact-enquiry',
    FirstName: 'Wanjiru',
    LastName: 'Kamau',
    PhoneNumber: '+254 711 000 222',
    message: 'Two golfers, Karen and Muthaiga, early March.',
  })
  // The form is empty again, ready for another enquiry.
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('')
})

test('an enquiry the server cannot accept comes back with each problem and every value kept', async ({
  page,
  outbox,
}) => {
  await page.goto('/contact?message=Gold%20Package%2C%203%20golfers')
  // The form is noValidate: the server's answer says what is wrong, in the page's language.
  await page.getByLabel('First name').fill('Wanjiru')
  await page.getByLabel('E-mail', { exact: true }).fill('wanjiru@example')
  await page.getByLabel('Phone number').fill('call me')
  await page.getByRole('button', { name: 'Send message' }).click()
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('Please enter your last name.')
  await expect(alert).toContainText('Please enter an e-mail address, like name@example.com.')
  await expect(alert).toContainText('Please enter a phone number')
  await expect(alert).toContainText('Nothing you typed is lost.')
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toHaveValue('Wanjiru')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('wanjiru@example')
  await expect(page.getByLabel('Phone number')).toHaveValue('call me')
  await expect(page.getByLabel('Message')).toHaveValue('Gold Package, 3 golfers')
  expect(page.url()).not.toContain('wanjiru')
  expect(outbox.records().some((record) => record.Email === 'wanjiru@example')).toBe(false)
})

test('sign-in says it needs JavaScript, keeps the e-mail and never shows the password', async ({ page }) => {
  const password = 'correct-horse-battery'
  await page.goto('/login')
  await page.getByLabel('E-mail', { exact: true }).fill('traveller@example.com')
  await page.getByLabel('Password').fill(password)
  const posted = page.waitForResponse((response) => response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const response = await posted
  expect(response.request().url()).toMatch(/\/login$/)
  await expect(page.getByRole('alert')).toContainText('Signing in needs JavaScript')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('traveller@example.com')
  await expect(page.getByLabel('Password')).toHaveValue('')
  expect(page.url()).not.toContain(password)
  expect(page.url()).not.toContain('traveller')
  expect(await response.text()).not.toContain(password)
})
