import { expect, test } from './fixtures'

/** Every kind of answer the server gives carries the security headers, and errors are never kept by a cache. */
const SECURITY_HEADERS: Record<string, RegExp> = {
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'content-security-policy': /frame-ancestors 'none'/,
}

test('pages, data, API answers, scripts, images and errors all carry the security headers', async ({ request }) => {
  // Read from the page as served: once hydrated, Remix drops its modulepreload links from the document.
  const html = await (await request.get('/')).text()
  const script = html.match(/<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+)"/)?.[1]
  const image = html.match(/<img src="(\/images\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
  expect(script).toBeTruthy()
  expect(image).toBeTruthy()
  const targets: Array<[string, 'GET' | 'POST' | 'PUT']> = [
    ['/', 'GET'],
    ['/itinerary/gold-package.data', 'GET'],
    ['/no-such-page', 'GET'],
    ['/api/sanity-webhook', 'GET'],
    ['/api/preview?secret=wrong', 'GET'],
    ['/api/v1.0/email/send-form', 'POST'],
    ['/api/enquiry', 'POST'],
    [script!, 'GET'],
    [image!, 'GET'],
    ['/favicon.svg', 'GET'],
    ['/about', 'PUT'],
  ]
  for (const [path, method] of targets) {
    const response = await request.fetch(path, { method, maxRedirects: 0 })
    for (const [name, shape] of Object.entries(SECURITY_HEADERS))
      expect(response.headers()[name], `${method} ${path}: ${name}`).toMatch(shape)
  }
})

test('a page’s policy is nonce-based and enforced; anything else may run nothing at all', async ({ request }) => {
  const page = await request.get('/')
  const policy = page.headers()['content-security-policy']
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/)
  expect(policy).not.toContain('unsafe-eval')
  expect(page.headers()['content-security-policy-report-only']).toBeUndefined()
  const api = await request.get('/api/preview?secret=wrong')
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
})

test('no answer says who serves it', async ({ request }) => {
  const response = await request.get('/')
  expect(response.headers()['x-powered-by']).toBeUndefined()
})
