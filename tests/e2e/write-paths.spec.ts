import { rawRequest } from '../support/raw-http'
import { allowance, newTestClient } from '../support/test-limits'
import { E2E_PREVIEW_SECRET } from '../support/test-secrets'
import { expect, test } from './fixtures'

/** The endpoints that write or unlock something, tried as an abuser would: wrong origin, ids, sizes, rates. */
const OUTBOX = '/api/v1.0/email/send-form'
const enquiry = (email: string) => ({
  FirstName: 'Amina',
  LastName: 'Otieno',
  Email: email,
  PhoneNumber: '+254 700 000 123',
  message: 'Gold Package in March?',
  service_id: 'local-outbox',
  template_id: 'contact-enquiry',
  user_id: 'local-outbox',
})

test.describe('the local outbox', () => {
  test('takes enquiries only from the site’s own pages, with the site’s own ids', async ({
    request,
    baseURL,
    outbox,
  }) => {
    const client = newTestClient()
    const email = `outbox.${Date.now()}@example.com`
    const sameSite = { Origin: baseURL!, 'X-Forwarded-For': client }
    const noOrigin = await request.post(OUTBOX, { multipart: enquiry(email), headers: { 'X-Forwarded-For': client } })
    expect(noOrigin.status()).toBe(403)
    const otherSite = await request.post(OUTBOX, {
      multipart: enquiry(email),
      headers: { Origin: 'https://evil.example', 'X-Forwarded-For': client },
    })
    expect(otherSite.status()).toBe(403)
    const otherIds = await request.post(OUTBOX, {
      multipart: { ...enquiry(email), service_id: 'service_someone_else' },
      headers: sameSite,
    })
    expect(otherIds.status()).toBe(400)
    expect(outbox.records().some((record) => record.Email === email)).toBe(false)
    const fromSite = await request.post(OUTBOX, { multipart: enquiry(email), headers: sameSite })
    expect(fromSite.status()).toBe(200)
    expect(await fromSite.text()).toBe('OK')
    expect(outbox.records().filter((record) => record.Email === email)).toHaveLength(1)
  })

  test('refuses an incomplete enquiry or one that is not a form', async ({ request, baseURL }) => {
    const client = newTestClient()
    const headers = { Origin: baseURL!, 'X-Forwarded-For': client }
    const incomplete = await request.post(OUTBOX, {
      multipart: {
        FirstName: 'A',
        service_id: 'local-outbox',
        template_id: 'contact-enquiry',
        user_id: 'local-outbox',
      },
      headers,
    })
    expect(incomplete.status()).toBe(400)
    expect(await incomplete.text()).toContain('Please enter your last name.')
    const notAForm = await request.post(OUTBOX, {
      data: 'garbage',
      headers: { ...headers, 'Content-Type': 'text/plain' },
    })
    expect(notAForm.status()).toBe(415)
  })

  test('counts the bytes of a chunked body and stops at its cap', async ({ baseURL, outbox }) => {
    const client = newTestClient()
    const answer = await rawRequest({
      origin: baseURL!,
      method: 'POST',
      path: OUTBOX,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: baseURL!, 'X-Forwarded-For': client },
      stream: {
        chunk: Buffer.from(`--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'y'.repeat(60_000)}\r\n`),
        chunks: 2000,
      },
    })
    // A 413, or (when the server's close overtakes its answer) a reset: either way the server stopped reading.
    if (!answer.reset) expect(answer.status).toBe(413)
    expect(answer.bodyBytesSent).toBeLessThan(20_000_000)
    expect(outbox.records().some((record) => record.message?.startsWith('yyyyyyyy'))).toBe(false)
  })

  test('answers 429 with Retry-After once a client has sent its share', async ({ request, baseURL }) => {
    const client = newTestClient()
    const headers = { Origin: baseURL!, 'X-Forwarded-For': client }
    for (let sent = 0; sent < allowance('RATE_LIMIT_ENQUIRY'); sent += 1) {
      expect((await request.post(OUTBOX, { multipart: enquiry(`rate.${sent}@example.com`), headers })).status()).toBe(
        200,
      )
    }
    const refused = await request.post(OUTBOX, { multipart: enquiry('one.too.many@example.com'), headers })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    // Another visitor is not held up by this one.
    expect(
      (
        await request.post(OUTBOX, {
          multipart: enquiry('someone.else@example.com'),
          headers: { ...headers, 'X-Forwarded-For': newTestClient() },
        })
      ).status(),
    ).toBe(200)
  })
})

test('a form posted from another site is refused', async ({ request }) => {
  const client = newTestClient()
  for (const path of ['/contact', '/subscribe', '/login', '/api/exit-preview']) {
    const response = await request.post(path, {
      form: { email: 'amina@example.com' },
      headers: { Origin: 'https://evil.example', 'X-Forwarded-For': client },
      maxRedirects: 0,
    })
    expect(response.status(), path).toBe(403)
  }
})

test('the contact page’s own form is limited per client as well', async ({ request }) => {
  const client = newTestClient()
  const form = {
    FirstName: 'Amina',
    LastName: 'Otieno',
    Email: 'amina@example.com',
    PhoneNumber: '+254 700 000 123',
    message: 'Hello',
  }
  const headers = { 'X-Forwarded-For': client }
  for (let sent = 0; sent < allowance('RATE_LIMIT_ENQUIRY'); sent += 1)
    expect((await request.post('/contact', { form, headers })).status()).toBe(200)
  const refused = await request.post('/contact', { form, headers })
  expect(refused.status()).toBe(429)
  const page = await refused.text()
  expect(page).toContain('You have sent several enquiries in a short time')
  // What was typed comes back.
  expect(page).toContain('value="amina@example.com"')
  // The page and its data (a form sent with JavaScript) both say when to come back, and that nobody may keep them.
  const data = await request.post('/contact.data', { form, headers })
  for (const answer of [refused, data]) {
    expect(answer.status()).toBe(429)
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0)
    expect(answer.headers()['cache-control']).toBe('no-store')
  }
})

test('the newsletter box’s refusal says when to come back, on the page and in its data', async ({ request }) => {
  const headers = { 'X-Forwarded-For': newTestClient() }
  for (let sent = 0; sent < allowance('RATE_LIMIT_SUBSCRIBE'); sent += 1) {
    expect(
      (await request.post('/subscribe', { form: { email: `reader.${sent}@example.com` }, headers })).status(),
    ).toBe(200)
  }
  for (const path of ['/subscribe', '/subscribe.data']) {
    const refused = await request.post(path, { form: { email: 'one.more@example.com' }, headers })
    expect(refused.status(), path).toBe(429)
    expect(Number(refused.headers()['retry-after']), path).toBeGreaterThan(0)
    expect(refused.headers()['cache-control'], path).toBe('no-store')
  }
})

test('wrong preview secrets are limited per client, and then even the right one waits', async ({ request }) => {
  const client = newTestClient()
  const headers = { 'X-Forwarded-For': client }
  for (let guess = 0; guess < allowance('RATE_LIMIT_PREVIEW_GUESS'); guess += 1) {
    expect(
      (await request.get(`/api/preview?secret=guess-${guess}&redirect=/`, { headers, maxRedirects: 0 })).status(),
    ).toBe(401)
  }
  const blocked = await request.get('/api/preview?secret=guess-again&redirect=/', { headers, maxRedirects: 0 })
  expect(blocked.status()).toBe(429)
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0)
  const rightSecret = await request.get(`/api/preview?secret=${encodeURIComponent(E2E_PREVIEW_SECRET)}&redirect=/`, {
    headers,
    maxRedirects: 0,
  })
  expect(rightSecret.status()).toBe(429)
  expect(rightSecret.headers()['set-cookie']).toBeUndefined()
})
