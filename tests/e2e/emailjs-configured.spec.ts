import { type SiteServer, startSiteServer } from '../support/site-server'
import { expect, test } from './fixtures'

/**
 * A production deployment configured for EmailJS but missing some of its settings, and with no Firebase
 * project: a second server on its own port, started with only the EmailJS service id set.
 */
let server: SiteServer
let origin = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = await startSiteServer(3107, { EMAILJS_SERVICE_ID: 'service_configured', SKIP_AUTH_EMULATOR: '1' })
  origin = server.origin
})

test.afterAll(() => server?.stop())

test('a missing EmailJS setting is named to the visitor; nothing is sent or lost', async ({ page }) => {
  let sendRequests = 0
  page.on('request', (request) => {
    if (request.url().includes('/email/send-form')) sendRequests += 1
  })
  await page.goto(`${origin}/contact?message=${encodeURIComponent('Rwanda in June')}`, { waitUntil: 'networkidle' })
  await page.getByLabel('First name').fill('Amina')
  await page.getByLabel('Last name').fill('Otieno')
  await page.getByLabel('E-mail', { exact: true }).fill('amina@example.com')
  await page.getByLabel('Phone number').fill('+254 700 000 123')
  await page.getByRole('button', { name: 'Send message' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The public key is required.')
  await expect(alert).toContainText('The template ID is required.')
  await expect(alert).not.toContainText('The service ID is required.')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('amina@example.com')
  await expect(page.getByLabel('Message')).toHaveValue('Rwanda in June')
  expect(sendRequests).toBe(0)
})

test('the local outbox does not exist once EmailJS is configured', async ({ request }) => {
  const response = await request.post(`${origin}/api/v1.0/email/send-form`, {
    multipart: {
      FirstName: 'A',
      LastName: 'B',
      Email: 'a@b.co',
      PhoneNumber: '+254700000000',
      message: 'x',
      service_id: 's',
      template_id: 't',
      user_id: 'u',
    },
  })
  expect(response.status()).toBe(404)
})

test('without the public key or template, the page’s own form names them too, keeping every value', async ({
  request,
}) => {
  const form = {
    FirstName: 'Amina',
    LastName: 'Otieno',
    Email: 'amina@example.com',
    PhoneNumber: '+254 700 000 123',
    message: 'Rwanda in June',
  }
  const response = await request.post(`${origin}/contact`, { form })
  expect(response.status()).toBe(503)
  const page = await response.text()
  expect(page).toContain('The public key is required.')
  expect(page).toContain('The template ID is required.')
  expect(page).toContain('Rwanda in June')
})

test('with no Firebase settings, sign-in is hidden with a message instead of pointing at an emulator', async ({
  page,
}) => {
  const response = await page.goto(`${origin}/login`)
  await expect(page.getByText('Signing in is not available on this site at the moment.')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveCount(0)
  await expect(
    page.getByRole('navigation', { name: 'Account and cart' }).getByRole('link', { name: 'Login' }),
  ).toHaveCount(0)
  const policy = response!.headers()['content-security-policy']
  expect(policy).not.toContain('127.0.0.1:9099')
  expect(await page.content()).not.toContain('127.0.0.1:9099')
})
