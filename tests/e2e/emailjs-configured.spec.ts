import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { expect, test } from './fixtures'

/**
 * A deployment configured for EmailJS but missing some of its settings: a second server on its own port,
 * started with only the service id set.
 */
const port = 3107
const origin = `http://127.0.0.1:${port}`
let server: ChildProcess

const listening = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = spawn('node_modules/.bin/remix-serve', ['build/index.js'], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', EMAILJS_SERVICE_ID: 'service_configured' },
    stdio: 'ignore',
  })
  for (let waited = 0; !(await listening()); waited += 100) {
    if (waited > 20_000) throw new Error('the configured server did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

test.afterAll(() => {
  server?.kill()
})

test('a missing EmailJS setting is named to the visitor; nothing is sent or lost', async ({ page }) => {
  let sendRequests = 0
  page.on('request', (request) => request.url().includes('/email/send-form') && (sendRequests += 1))
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
    multipart: { FirstName: 'A', LastName: 'B', Email: 'a@b.co', PhoneNumber: '+254700000000', message: 'x', service_id: 's', template_id: 't', user_id: 'u' },
  })
  expect(response.status()).toBe(404)
})
