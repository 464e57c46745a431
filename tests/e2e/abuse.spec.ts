import { type RawAnswer, type RawRequest, rawRequest } from '../support/raw-http'
import { newTestClient } from '../support/test-limits'
import { expect, test } from './fixtures'

/**
 * The site under abuse: a generated set of hostile URLs, headers, methods and form bodies against the built
 * server. Whatever is sent, the answer is a deliberate one (< 500), nothing sent comes back as live markup,
 * and no header can be injected. Sent as other clients (X-Forwarded-For) so no limit reached here touches the
 * other tests.
 */
test.describe.configure({ mode: 'parallel' })

const PAYLOADS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '..%5c..%5cwindows%5cwin.ini',
  '%00',
  'a%00.jpg',
  '%',
  '%zz',
  '%ff%fe',
  '%c0%ae%c0%ae%2f',
  '<script>alert(1)</script>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  "'%20OR%201=1--",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as written
  '{{7*7}}${7*7}',
  '$%7Bjndi:ldap://127.0.0.1/a%7D',
  '%0d%0aSet-Cookie:%20injected=1',
  '%E2%80%AE%E2%80%8B',
  'x'.repeat(4000),
  'javascript:alert(1)',
  '//evil.example/',
] as const

const BASES = [
  '/',
  '/itinerary/',
  '/listed-itinerary-details/',
  '/category/',
  '/itineraries?page=',
  '/hotels/',
  '/search?q=',
  '/images/local/production/',
  '/files/local/production/',
  '/assets/',
  '/api/preview?secret=wrong&redirect=',
  '/api/exit-preview?redirect=',
  '/contact?message=',
  '/LuxuryHotelDetails/',
] as const

/** Markup a payload would become if it were echoed into a page unescaped. */
const LIVE_MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>']

function expectHandled(answer: RawAnswer, what: string) {
  expect(answer.status, `${what} answered ${answer.status}`).toBeGreaterThanOrEqual(200)
  expect(answer.status, `${what} answered ${answer.status}`).toBeLessThan(500)
  for (const markup of LIVE_MARKUP) expect(answer.body.includes(markup), `${what} reflected ${markup}`).toBe(false)
  expect(
    answer.headers['set-cookie']?.some((cookie) => cookie.includes('injected')) ?? false,
    `${what} let a header be injected`,
  ).toBe(false)
}

/** Runs requests a few at a time, as a crawler would, and checks each answer. */
async function sendAll(baseURL: string, requests: Array<Omit<RawRequest, 'origin'>>) {
  const clients = Array.from({ length: 40 }, newTestClient)
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const index = next++
      const request = requests[index]!
      const headers = { 'X-Forwarded-For': clients[index % clients.length]!, ...request.headers }
      const answer = await rawRequest({ origin: baseURL, ...request, headers })
      expectHandled(answer, `${request.method ?? 'GET'} ${request.path.slice(0, 80)}`)
    }
  }
  // Three at a time: enough to overlap requests, not so many that the browser tests beside it starve.
  await Promise.all(Array.from({ length: 3 }, worker))
}

type Hostile = Omit<RawRequest, 'origin'>

const HOSTILE_URLS: Hostile[] = [
  ...BASES.flatMap((base) => PAYLOADS.map((payload) => ({ path: `${base}${payload}` }))),
  ...[
    '/..',
    '/./',
    '/%2e%2e/',
    '/.env',
    '/.git/config',
    '/assets/../package.json',
    '/assets/%2e%2e/package.json',
    '/node_modules/.bin/remix',
    '/server/app.ts',
    '/data/outbox.ndjson',
  ].map((path) => ({ path })),
]

test('hostile URLs: traversal, encodings, script payloads and giant segments', async ({ baseURL }) => {
  // Hundreds of answers, nearly all uncached 404 renders: about 12 s alone, over 30 s beside the other browser tests on
  // 2 busy cores.
  test.slow()
  await sendAll(baseURL!, HOSTILE_URLS)
})

test('the files beside the site are never served', async ({ baseURL }) => {
  for (const path of [
    '/assets/../package.json',
    '/../data/outbox.ndjson',
    '/%2e%2e/.env',
    '/public/../build/host/main.js',
    '/data/outbox.ndjson',
  ]) {
    const answer = await rawRequest({ origin: baseURL!, path })
    expect(answer.status, path).toBe(404)
    expect(answer.body).not.toContain('"dependencies"')
    expect(answer.body).not.toContain('receivedAt')
  }
})

const ODD_METHODS: Hostile[] = [
  ...[
    '/',
    '/contact',
    '/login',
    '/subscribe',
    '/api/sanity-webhook',
    '/api/v1.0/email/send-form',
    '/api/enquiry',
    '/itinerary/gold-package',
    '/reviews/gold-package',
    '/assets/nothing.js',
  ].flatMap((path) =>
    ['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'OPTIONS', 'MKCOL', 'LOCK', 'FOO'].map((method) => ({
      method,
      path,
    })),
  ),
  ...['*', 'http://evil.example/', 'evil', '/?%'].map((path) => ({ method: 'GET', path })),
]

test('odd methods and request targets', async ({ baseURL }) => {
  await sendAll(baseURL!, ODD_METHODS)
})

const HEADER_VARIANTS: Array<Record<string, string>> = [
  { Host: 'evil.example' },
  { Host: 'evil example' },
  { Host: '127.0.0.1:99999' },
  { 'X-Forwarded-Host': 'evil.example/<script>' },
  { 'X-Forwarded-Proto': 'javascript' },
  { Cookie: `__preview=${'A'.repeat(6000)}` },
  { Cookie: '__preview=eyJ2IjoxfQ%3D%3D.forged' },
  { Cookie: '%%%%; ;;; =' },
  { Accept: '<script>alert(1)</script>' },
  { 'Accept-Encoding': 'gzip;q=<script>, br, zstd, identity;q=0' },
  { 'Accept-Language': 'x'.repeat(3000) },
  { 'User-Agent': 'Googlebot <script>alert(1)</script>' },
  { Range: 'bytes=999999999-' },
  { Range: 'bytes=-1,-2,-3,-4,-5,-6,-7,-8,-9,-10' },
  { 'If-None-Match': '"<script>"' },
  { 'If-Modified-Since': 'not a date' },
  { 'Content-Type': 'application/x-www-form-urlencoded' },
  { 'X-Remix-Response': 'yes' },
  { Referer: 'javascript:alert(1)' },
  { 'Sec-Fetch-Site': 'cross-site' },
]
const HOSTILE_HEADERS: Hostile[] = [
  '/',
  '/itinerary/gold-package',
  '/search?q=golf',
  '/images/local/production/nothing-10x10.jpg',
  '/_root.data',
  '/api/preview?secret=x',
].flatMap((path) => HEADER_VARIANTS.map((headers) => ({ path, headers })))

test('hostile headers', async ({ baseURL }) => {
  await sendAll(baseURL!, HOSTILE_HEADERS)
})

const form = 'application/x-www-form-urlencoded'
const BODIES: Array<{ body: string | Buffer; type?: string }> = [
  { body: '' },
  { body: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]), type: form },
  { body: '{"FirstName":"<script>alert(1)</script>"}', type: 'application/json' },
  { body: `message=${'x'.repeat(120_000)}`, type: form },
  { body: Array.from({ length: 2000 }, (_, index) => `f${index}=1`).join('&'), type: form },
  {
    body:
      'FirstName=%3Cscript%3Ealert(1)%3C%2Fscript%3E&LastName=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E' +
      '&Email=a%40b.co&PhoneNumber=1234567&message=%3Csvg%20onload%3Dalert(1)%3E',
    type: form,
  },
  { body: 'email=%3Cscript%3Ealert(1)%3C%2Fscript%3E%40example.com&password=secret', type: form },
  {
    body: '--x\r\nContent-Disposition: form-data; name="f"; filename="a.svg"\r\n\r\n<svg onload=alert(1)>\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
  { body: 'a=1', type: 'multipart/form-data' },
  { body: 'redirect=%2F%2Fevil.example', type: form },
  { body: '%%%=%%%&&&', type: `${form}; charset=utf-7` },
]
const HOSTILE_BODIES: Hostile[] = [
  '/contact',
  '/reviews/gold-package',
  '/login',
  '/subscribe',
  '/api/exit-preview',
  '/api/v1.0/email/send-form',
  '/api/enquiry',
  '/api/sanity-webhook',
  '/search',
  '/',
  '/itinerary/gold-package',
  '/contact?_data=routes%2Fcontact',
  '/contact.data',
].flatMap((path) =>
  BODIES.map(({ body, type }) => ({
    method: 'POST',
    path,
    body,
    headers: type ? { 'Content-Type': type } : ({} as Record<string, string>),
  })),
)

test('the suite sends at least 500 hostile requests', () => {
  const count =
    HOSTILE_URLS.length + ODD_METHODS.length + HOSTILE_HEADERS.length + HOSTILE_BODIES.length + CHUNKED_ENDPOINTS.length
  console.log(`abuse suite: ${count} hostile requests`)
  expect(count).toBeGreaterThanOrEqual(500)
})

test('hostile form bodies to every endpoint that takes a POST', async ({ baseURL }) => {
  await sendAll(baseURL!, HOSTILE_BODIES)
  for (const answer of await Promise.all(
    ['/api/exit-preview', '/api/exit-preview?redirect=%2F..%2F%2Fevil.example'].map((path) =>
      rawRequest({
        origin: baseURL!,
        method: 'POST',
        path,
        body: 'redirect=%2F.%2F%2Fevil.example',
        headers: { 'Content-Type': form },
      }),
    ),
  )) {
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe('/')
  }
})

const CHUNKED_ENDPOINTS: Array<[string, string]> = [
  ['/contact', 'application/x-www-form-urlencoded'],
  ['/reviews/gold-package', 'application/x-www-form-urlencoded'],
  ['/login', 'application/x-www-form-urlencoded'],
  ['/subscribe', 'application/x-www-form-urlencoded'],
  ['/api/exit-preview', 'application/x-www-form-urlencoded'],
  ['/api/v1.0/email/send-form', 'multipart/form-data; boundary=x'],
  ['/api/enquiry', 'application/x-www-form-urlencoded'],
  ['/api/sanity-webhook', 'application/json'],
]

test('chunked bodies far over every cap are refused before they are read', async ({ baseURL }) => {
  const endpoints = CHUNKED_ENDPOINTS
  // 64 MB offered to each; the server answers after the first kilobytes and the rest is never sent.
  const chunk = Buffer.alloc(64 * 1024, 'a')
  const answers = await Promise.all(
    endpoints.map(([path, type]) =>
      rawRequest({
        origin: baseURL!,
        method: 'POST',
        path,
        headers: { 'Content-Type': type, 'X-Forwarded-For': newTestClient(), Origin: baseURL! },
        stream: { chunk, chunks: 1024 },
      }),
    ),
  )
  answers.forEach((answer, index) => {
    const path = endpoints[index]![0]
    // Exit-preview still ends preview (a redirect) when its form cannot be read; the rest refuse, with a 4xx
    // or, when the server's close overtakes its answer, a reset.
    if (!answer.reset) {
      expect(answer.status, path).toBeGreaterThanOrEqual(path === '/api/exit-preview' ? 300 : 400)
      expect(answer.status, path).toBeLessThan(500)
    }
    expect(answer.bodyBytesSent, `${path} read on`).toBeLessThan(16 * 1024 * 1024)
  })
})
