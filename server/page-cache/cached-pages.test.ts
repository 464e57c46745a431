// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import { createHash } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { AppLoadContext } from '@remix-run/node'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refusalWords } from '~/i18n/refusal-words'
import { cachedPages } from './cached-pages'
import { createPageCache } from './page-cache'
import { createRenderAdmission } from './render-admission'
import { createRenderBudget } from './render-budget'

type FakePage = {
  body?: string
  nonceBody?: (nonce: string) => string
  type?: string
  cacheControl?: string
  tags?: string
  headers?: Record<string, string>
  status?: number
}

const PUBLIC = 'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400'

/** A stand-in for the app: counts renders per path and answers what `pages` says, with a fresh nonce each time. */
function fakeApp(pages: Record<string, FakePage>, { renderMs = 0 } = {}) {
  const renders = new Map<string, number>()
  const seen: Request[] = []
  // While held, renders wait until the test lets them finish (to be sure that every request has arrived first).
  const held = { until: null as Promise<void> | null }
  const handle = async (request: Request) => {
    const { pathname } = new URL(request.url)
    seen.push(request)
    renders.set(pathname, (renders.get(pathname) ?? 0) + 1)
    if (held.until) await held.until
    if (renderMs) await new Promise((resolve) => setTimeout(resolve, renderMs))
    const page = pages[pathname]
    if (!page)
      return new Response('<h1>Not found</h1>', {
        status: 404,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=60' },
      })
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
    const body =
      page.nonceBody?.(nonce) ??
      page.body ??
      `<html><body><p>${pathname} rendered ${renders.get(pathname)}</p>${'<p>filler text</p>'.repeat(200)}` +
        `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></body></html>`
    const headers = {
      'Content-Type': page.type ?? 'text/html; charset=utf-8',
      'Cache-Control': page.cacheControl ?? PUBLIC,
      'Cache-Tag': page.tags ?? `type:page,${pathname.slice(1) || 'home'}`,
      ...(page.type ? {} : { 'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'` }),
      ...page.headers,
    }
    return new Response(body, { status: page.status ?? 200, headers })
  }
  /** Holds every render until the returned function is called. */
  const hold = () => {
    let release = () => {}
    held.until = new Promise<void>((resolve) => {
      release = () => {
        held.until = null
        resolve()
      }
    })
    return release
  }
  /** Resolves once the renders are no longer held (at once when they are not). */
  const whileHeld = () => held.until ?? Promise.resolve()
  return { handle, renders: (path: string) => renders.get(path) ?? 0, seen, hold, whileHeld }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

type ServeOptions = {
  renderMs?: number
  admission?: Parameters<typeof createRenderAdmission>[0]
  renderAllowance?: { points: number; duration: number }
}

/** The one preview session the stand-in app has signed. */
const SIGNED_SESSION = '__preview=signed-session'

async function serve(
  pages: Record<string, FakePage>,
  cacheOptions?: Parameters<typeof createPageCache>[0],
  { renderMs, admission, renderAllowance }: ServeOptions = {},
) {
  const app = fakeApp(pages, { renderMs })
  const cache = createPageCache(cacheOptions)
  // Whether the worker is under pressure is the test's to say; it counts the refusals made for it.
  const pressure = {
    underPressure: false,
    refusals: 0,
    noteRefusal() {
      pressure.refusals += 1
    },
  }
  const renderBudget = createRenderBudget({ pressure, allowance: renderAllowance })
  // What reaches the app directly (preview, or a visitor who may not share another's render), counted like renders.
  let direct = 0
  let arrived = 0
  const reachedApp: string[] = []
  const web = express()
  web.use((_req, _res, next) => {
    arrived += 1
    next()
  })
  const hasPreviewSession = async (cookie: string) => cookie.split(/;\s*/).includes(SIGNED_SESSION)
  // The client is whoever the X-Test-Client header names (the site keys clients by address).
  const getLoadContext = (req: express.Request) =>
    ({ clientAddress: req.get('x-test-client') ?? '127.0.0.1' }) as AppLoadContext
  web.use(
    cachedPages({
      refusalWords,
      handle: app.handle,
      cache,
      hasPreviewSession,
      getLoadContext,
      admission: admission ? createRenderAdmission(admission) : undefined,
      pressure,
      renderBudget,
    }),
  )
  web.use(async (req, res) => {
    direct += 1
    reachedApp.push(`${req.method} ${req.get('x-test-client') ?? '127.0.0.1'}`)
    await app.whileHeld()
    if (renderMs) await new Promise((resolve) => setTimeout(resolve, renderMs))
    res.status(200).send('handled by the app directly')
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = web.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  const base = `http://127.0.0.1:${portOf(server)}`
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } })
  /** A form sent as a browser without JavaScript sends it. */
  const post = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      body: 'rating=9',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'identity', ...headers },
    })
  return { ...app, cache, get, post, pressure, reachedApp, directRenders: () => direct, arrived: () => arrived }
}

/**
 * `count` requests for `path` that all reach the server while the first render is held: "at the same moment" on a
 * machine where a few hundred requests take longer to arrive than a render takes.
 */
async function allAtOnce(site: Awaited<ReturnType<typeof serve>>, count: number, path: string) {
  const release = site.hold()
  const before = site.arrived()
  const answers = Array.from({ length: count }, () => site.get(path))
  await vi.waitFor(() => expect(site.arrived() - before).toBe(count), { timeout: 20_000 })
  release()
  return Promise.all(answers)
}

const portOf = (server: Server) => (server.address() as AddressInfo).port
const nonceOf = (html: string) => html.match(/nonce="([^"]+)"/)?.[1]
const cspNonceOf = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

describe('the page cache', () => {
  it('answers the second request for a page without rendering it again', async () => {
    const site = await serve({ '/about': {} })
    const first = await site.get('/about')
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await site.get('/about')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toContain('/about rendered 1')
    expect(site.renders('/about')).toBe(1)
  })

  it('gives every cached answer its own nonce, the same in the page and in its CSP header', async () => {
    const site = await serve({ '/': {} })
    await site.get('/')
    const answers = await Promise.all([site.get('/'), site.get('/', { 'accept-encoding': 'gzip, br' })])
    const nonces = []
    for (const answer of answers) {
      expect(answer.headers.get('x-cache')).toBe('HIT')
      const html = await answer.text() // fetch decodes gzip itself
      const nonce = nonceOf(html)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(cspNonceOf(answer)).toBe(nonce)
      expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`])
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
    expect(site.renders('/')).toBe(1)
  })

  it('sends a cached page gzip-compressed when the browser takes it; the bytes decompress to the page', async () => {
    const site = await serve({ '/': {} })
    const plain = await (await site.get('/')).text()
    const raw = await fetch(`http://127.0.0.1:${portOf(servers[0]!)}/`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(raw.headers.get('content-encoding')).toBe('gzip')
    expect(raw.headers.get('vary')).toBe('Accept-Encoding')
    // Undici has already decoded it: compare what the two answers say apart from their nonces.
    const html = await raw.text()
    expect(html.replaceAll(nonceOf(html)!, 'N')).toBe(plain.replaceAll(nonceOf(plain)!, 'N'))
    expect(Number(raw.headers.get('content-length'))).toBeLessThan(plain.length / 4)
  })

  it('keeps a data answer gzipped once, and in brotli once asked for again (off the worker’s thread)', async () => {
    const site = await serve({
      '/itineraries.data': { type: 'text/x-script', body: JSON.stringify({ items: Array(200).fill('gold package') }) },
    })
    await site.get('/itineraries.data')
    const port = portOf(servers[0]!)
    const ask = () =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve) => {
        import('node:http').then(({ get }) =>
          get(`http://127.0.0.1:${port}/itineraries.data`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          }),
        )
      })
    // Asked again: answered at once from the stored gzip, while the brotli copy is made on the thread pool.
    const again = await ask()
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(again.body).toString()).items).toHaveLength(200)
    let br = await ask()
    for (let tries = 0; br.headers['content-encoding'] !== 'br' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      br = await ask()
    }
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['x-cache']).toBe('HIT')
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).items).toHaveLength(200)
    expect(site.renders('/itineraries.data')).toBe(1)
  })

  it('never keeps an error, a page with Set-Cookie, a private page, or a preview visitor’s page', async () => {
    const site = await serve({
      '/broken': { status: 500, cacheControl: 'no-store' },
      '/cookie': { headers: { 'Set-Cookie': 'a=b' } },
      '/private': { cacheControl: 'private, no-store' },
      '/shared': {},
    })
    for (const path of ['/broken', '/cookie', '/private', '/missing']) {
      await site.get(path)
      const again = await site.get(path)
      expect(again.headers.get('x-cache'), path).toBe('BYPASS')
      expect(site.renders(path), path).toBe(2)
    }
    expect((await site.get('/cookie')).headers.get('set-cookie')).toBe('a=b')
    // A visitor in preview never reaches the cache: the app answers them itself.
    await site.get('/shared')
    const preview = await site.get('/shared', { cookie: `theme=dark; ${SIGNED_SESSION}` })
    expect(preview.headers.get('x-cache')).toBeNull()
    expect(await preview.text()).toBe('handled by the app directly')
  })

  it('answers junk preview cookies, other cookies and Authorization from the cache, like any visitor', async () => {
    const site = await serve({ '/services': {} })
    await site.get('/services')
    const visitors: Record<string, string>[] = [
      { cookie: '__preview=x' },
      { cookie: '__preview=forged.signature; theme=dark' },
      { cookie: 'session=abc' },
      { authorization: 'Bearer junk' },
    ]
    for (const headers of visitors) {
      const answer = await site.get('/services', headers)
      expect(answer.headers.get('x-cache'), JSON.stringify(headers)).toBe('HIT')
    }
    expect(site.renders('/services')).toBe(1)
  })

  it('keeps one entry per page: invented parameters, their order and their encoding make no new entry', async () => {
    const site = await serve({ '/hotels': {}, '/search': {} })
    await site.get('/hotels')
    for (const junk of ['?utm_source=mail', '?x=1&y=2', '?', '?fbclid=123'])
      expect((await site.get(`/hotels${junk}`)).headers.get('x-cache')).toBe('HIT')
    expect(site.renders('/hotels')).toBe(1)
    await site.get('/search?q=lake%20nakuru&page=2')
    expect((await site.get('/search?page=2&zz=1&q=lake+nakuru')).headers.get('x-cache')).toBe('HIT')
    // The render saw the canonical URL, so what it shows matches the key it is kept under.
    expect(site.seen.map((request) => new URL(request.url).search)).toEqual(['', '?q=lake+nakuru&page=2'])
  })

  it('lets no number of made-up searches, each asked for twice, push a page visitors keep asking for out', async () => {
    const site = await serve({ '/services': {}, '/hotels': {}, '/search': {} }, { maxBytes: 400_000 })
    for (const path of ['/services', '/hotels']) {
      await site.get(path)
      await site.get(path)
    }
    for (let index = 0; index < 300; index += 1) {
      await site.get(`/search?q=junk-${index}`)
      await site.get(`/search?q=junk-${index}`)
    }
    expect((await site.get('/services')).headers.get('x-cache')).toBe('HIT')
    expect((await site.get('/hotels')).headers.get('x-cache')).toBe('HIT')
  })

  it('renders without the visitor’s user agent or cookies: a crawler’s first visit makes everyone’s page', async () => {
    const site = await serve({ '/about': {} })
    await site.get('/about', {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      cookie: 'a=b',
      'accept-language': 'sw',
    })
    const rendered = site.seen[0]!
    expect([...rendered.headers.keys()]).toEqual(['host'])
  })

  it('sheds renders past its backlog with 503, Retry-After and no-store, still answering cached pages', async () => {
    const pages = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`/page-${index}`, {}]))
    const site = await serve({ ...pages, '/services': {} }, undefined, {
      renderMs: 1_000,
      admission: { concurrency: 1, backlog: 2 },
    })
    await site.get('/services')
    let rendered = 0
    const burst = Promise.all(
      Object.keys(pages).map((path) =>
        site.get(path).then((answer) => {
          if (answer.status === 200) rendered += 1
          return answer
        }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const cached = await site.get('/services')
    expect(cached.headers.get('x-cache')).toBe('HIT')
    // The cached page does not queue behind the renders: it is answered before the first of them ends.
    expect(rendered).toBe(0)
    const answers = await burst
    const shed = answers.filter((answer) => answer.status === 503)
    expect(shed.length).toBe(5)
    for (const answer of shed) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBe(3)
  })

  it('never refuses a client for its pace while the worker is calm: many visitors share one address', async () => {
    const site = await serve({ '/search': {} }, undefined, { renderAllowance: { points: 3, duration: 60 } })
    const answers = []
    for (let index = 0; index < 40; index += 1) answers.push(await site.get(`/search?q=visitor-${index}`))
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200))
    expect(site.renders('/search')).toBe(40)
  })

  it('under pressure, gives every client one allowance: past it a 429; cached pages and others answered', async () => {
    const site = await serve({ '/services': {}, '/search': {} }, undefined, {
      renderAllowance: { points: 3, duration: 60 },
    })
    await site.get('/services')
    // Before the pressure, nothing counts.
    for (let index = 0; index < 6; index += 1) expect((await site.get(`/search?q=junk-${index}`)).status).toBe(200)
    site.pressure.underPressure = true
    for (let index = 6; index < 9; index += 1) expect((await site.get(`/search?q=junk-${index}`)).status).toBe(200)
    const refused = await site.get('/search?q=junk-9')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await refused.text()).toMatch(/many new pages/)
    expect(site.renders('/search')).toBe(9)
    // Cached pages cost it nothing, and another visitor's search is rendered.
    expect((await site.get('/services')).headers.get('x-cache')).toBe('HIT')
    expect((await site.get('/search?q=junk-1')).headers.get('x-cache')).toBe('HIT')
    expect((await site.get('/search?q=lodge', { 'x-test-client': '198.51.100.7' })).status).toBe(200)
    // Once the pressure has passed, it is a visitor like any other again.
    site.pressure.underPressure = false
    expect((await site.get('/search?q=junk-10')).status).toBe(200)
  })

  it('lets no decoy lift the limit from a second address: each is held to its own allowance (issue 41)', async () => {
    const site = await serve({ '/search': {} }, undefined, { renderAllowance: { points: 3, duration: 60 } })
    site.pressure.underPressure = true
    const decoy = { 'x-test-client': '192.0.2.1' }
    const second = { 'x-test-client': '192.0.2.2' }
    const statuses = async (count: number, client: Record<string, string>, word: string) => {
      const answers = []
      for (let index = 0; index < count; index += 1)
        answers.push((await site.get(`/search?q=${word}-${index}`, client)).status)
      return answers
    }
    // The decoy asks for ten times as much as the second address: under the old rule, only the heaviest was held.
    const decoyAnswers = await statuses(60, decoy, 'decoy')
    const secondAnswers = await statuses(6, second, 'second')
    expect(decoyAnswers.filter((status) => status === 429)).toHaveLength(57)
    expect(secondAnswers).toEqual([200, 200, 200, 429, 429, 429])
    expect(site.pressure.refusals).toBe(60)
  })

  it('admits a form post like a render: under pressure it spends the allowance; a person is told so', async () => {
    const site = await serve({ '/reviews/gold': {} }, undefined, { renderAllowance: { points: 2, duration: 60 } })
    site.pressure.underPressure = true
    expect((await site.post('/reviews/gold')).status).toBe(200)
    expect((await site.post('/reviews/gold')).status).toBe(200)
    const refused = await site.post('/reviews/gold', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const html = await refused.text()
    expect(html).toContain('has not been sent')
    expect(html).toContain('Back')
    // It must not send the form again by itself: no refresh.
    expect(html).not.toContain('http-equiv="refresh"')
    // A script's post (a `.data` action) is told in plain text; the page's own code sends it again.
    const scripted = await site.post('/reviews/gold.data')
    expect(scripted.status).toBe(429)
    expect(scripted.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(site.reachedApp).toEqual(['POST 127.0.0.1', 'POST 127.0.0.1'])
  })

  it('never refuses Remix’s route manifest: it renders nothing, and refused it became an error screen', async () => {
    const site = await serve({ '/search': {} }, undefined, { renderAllowance: { points: 1, duration: 60 } })
    site.pressure.underPressure = true
    expect((await site.get('/search?q=one')).status).toBe(200)
    expect((await site.get('/search?q=two')).status).toBe(429)
    for (let index = 0; index < 3; index += 1) {
      const manifest = await site.get(`/__manifest?p=%2Fabout&p=%2Fitineraries&version=${index}`)
      expect(manifest.status).toBe(200)
      expect(await manifest.text()).toBe('handled by the app directly')
    }
    expect(site.renders('/__manifest')).toBe(0)
  })

  it('leaves a proposal’s PDF to its own queue: no render turn (its print’s page load needs one), no 429', async () => {
    const site = await serve({ '/search': {} }, undefined, { renderAllowance: { points: 1, duration: 60 } })
    site.pressure.underPressure = true
    expect((await site.get('/search?q=one')).status).toBe(200)
    expect((await site.get('/search?q=two')).status).toBe(429)
    for (const path of ['/proposal/a-token/pdf', '/ar/proposal/a-token/pdf']) {
      const pdf = await site.get(path)
      expect(pdf.status, path).toBe(200)
      expect(await pdf.text()).toBe('handled by the app directly')
      expect(site.renders(path), path).toBe(0)
    }
  })

  it('lets form posts wait for a turn and sheds them past the backlog, as it does renders (issue 41)', async () => {
    const site = await serve({}, undefined, { admission: { concurrency: 1, backlog: 2 } })
    // Every post reaches the server while the first is still being answered.
    const release = site.hold()
    const before = site.arrived()
    const answering = Array.from({ length: 8 }, () => site.post('/reviews/gold'))
    await vi.waitFor(() => expect(site.arrived() - before).toBe(8))
    release()
    const answers = await Promise.all(answering)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const shed = answers.filter((answer) => answer.status === 503)
    expect(shed).toHaveLength(5)
    expect(shed.every((answer) => answer.headers.get('retry-after') === '2')).toBe(true)
    expect(site.directRenders()).toBe(3)
  })

  it('gives a visitor a turn before a flood’s backlog: the flood’s newest render is shed instead', async () => {
    const pages = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`/flood-${index}`, {}]))
    const site = await serve({ ...pages, '/visitor': {} }, undefined, { admission: { concurrency: 1, backlog: 4 } })
    // The flood's first render runs (held), four wait, the sixth is shed: the backlog is full when the visitor asks.
    const release = site.hold()
    const before = site.arrived()
    const flood = Object.keys(pages).map((path) => site.get(path, { 'x-test-client': '192.0.2.66' }))
    await vi.waitFor(() => expect(site.arrived() - before).toBe(6))
    const visitor = site.get('/visitor', { 'x-test-client': '198.51.100.2' })
    await vi.waitFor(() => expect(site.arrived() - before).toBe(7))
    release()
    expect((await visitor).status).toBe(200)
    const floodStatuses = (await Promise.all(flood)).map((answer) => answer.status)
    expect(floodStatuses.filter((status) => status === 503)).toHaveLength(2)
    // Turns go round the clients: the visitor's render came after one more of the flood's, not after all four.
    const order = site.seen.map((request) => new URL(request.url).pathname)
    expect(order.indexOf('/visitor')).toBe(2)
  })

  it('answers a refused page a person asked for with a short page that tries again by itself', async () => {
    const site = await serve({ '/search': {} }, undefined, { renderAllowance: { points: 1, duration: 60 } })
    for (let index = 0; index < 3; index += 1) await site.get(`/search?q=junk-${index}`)
    site.pressure.underPressure = true
    await site.get('/search?q=junk-3')
    const refused = await site.get('/search?q=junk-4', {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    const retryAfter = refused.headers.get('retry-after')
    const html = await refused.text()
    expect(html).toContain(`<meta http-equiv="refresh" content="${retryAfter}">`)
    expect(html).toContain('many new pages')
    // Its one style element is allowed by its hash, and nothing else may load or run.
    const style = html.match(/<style>([^<]*)<\/style>/)![1]!
    const policy = refused.headers.get('content-security-policy')!
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`)
    expect(policy).toContain("default-src 'none'")
  })

  it('refuses in the language of the page asked for: an Arabic page’s refusal is Arabic, right to left', async () => {
    const site = await serve({ '/ar/search': {} }, undefined, { renderAllowance: { points: 1, duration: 60 } })
    site.pressure.underPressure = true
    await site.get('/ar/search?q=one')
    const person = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
    const refused = await site.get('/ar/search?q=two', person)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-language')).toBe('ar')
    const html = await refused.text()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('الموقع مشغول، وقد طُلبت صفحات جديدة كثيرة من شبكتك.')
    // Not one of the English words of these pages.
    const english = refusalWords('/')
    for (const text of [english.busyTitle, english.busyFromYourNetwork, english.tryAgainNow, english.triesAgain(1)])
      expect(html).not.toContain(text)
    const form = await site.post('/ar/reviews/gold', person)
    expect(await form.text()).toContain('لم يُرسل بعد')
  })

  it('charges no one for the first render of a page a publish dropped: a visitor reloading sees new text', async () => {
    const site = await serve({ '/about': { tags: 'team-01' }, '/search': {} }, undefined, {
      renderAllowance: { points: 1, duration: 60 },
    })
    await site.get('/about')
    await site.get('/search?q=lodge')
    site.pressure.underPressure = true
    await site.get('/search?q=lake')
    expect((await site.get('/search?q=mara')).status).toBe(429)
    site.cache.evictTagged(['team-01'])
    const republished = await site.get('/about')
    expect(republished.status).toBe(200)
    expect(await republished.text()).toContain('/about rendered 2')
    // Once stored again it is an ordinary page: dropped by nothing, so another render would be charged.
    expect(site.cache.droppedByPublish(new URL(republished.url).href)).toBe(false)
  })

  it('renders a page that may not be kept once for 200 visitors at once, each answer with its own nonce', async () => {
    const site = await serve({ '/contact': { cacheControl: 'private, no-store' } })
    for (const path of ['/missing', '/contact?trip=gold-package']) {
      const answers = await allAtOnce(site, 200, path)
      expect(new Set(answers.map((answer) => answer.status)), path).toEqual(new Set([path === '/missing' ? 404 : 200]))
      expect(
        answers.every((answer) => answer.headers.get('x-cache') === 'BYPASS'),
        path,
      ).toBe(true)
      expect(site.renders(new URL(path, 'http://x').pathname), path).toBe(1)
      expect(answers[0]!.headers.get('cache-control'), path).toMatch(/no-store|max-age=60/)
    }
    const pages = await Promise.all(
      Array.from({ length: 3 }, () => site.get('/contact?trip=gold-package').then((answer) => answer.text())),
    )
    expect(new Set(pages.map(nonceOf)).size).toBe(3)
    // Once the render is done, the next visitor gets one of their own: nothing was kept.
    await site.get('/missing')
    expect(site.renders('/missing')).toBe(2)
  })

  it('gives waiters on a cookie-setting render a turn each: 200 at once render within admission', async () => {
    const site = await serve({ '/cookie': { headers: { 'Set-Cookie': 'a=b' } } }, undefined, {
      renderMs: 50,
      admission: { concurrency: 2, backlog: 24 },
    })
    const answers = await allAtOnce(site, 200, '/cookie')
    const rendered = site.renders('/cookie') + site.directRenders()
    // The first render, then two running and 24 waiting: the rest are shed.
    expect(rendered).toBe(1 + 2 + 24)
    const shed = answers.filter((answer) => answer.status === 503)
    expect(shed.length).toBe(200 - rendered)
    expect(
      shed.every((answer) => answer.headers.get('retry-after') && answer.headers.get('cache-control') === 'no-store'),
    ).toBe(true)
    // The cookie went to the visitor whose render set it, and to nobody else.
    expect(answers.filter((answer) => answer.headers.get('set-cookie') === 'a=b')).toHaveLength(1)
  })

  it('renders a page once when many visitors ask for it at the same moment', async () => {
    const site = await serve({ '/itinerary/gold-package': {} })
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.get('/itinerary/gold-package')))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(site.renders('/itinerary/gold-package')).toBe(1)
  })

  it('drops exactly the pages tagged with a published document, and keeps out a render begun before it', async () => {
    const site = await serve({
      '/about': { tags: 'type:siteSettings,team-01' },
      '/contact': { tags: 'type:siteSettings,office-ke' },
    })
    await site.get('/about')
    await site.get('/contact')
    expect(site.cache.evictTagged(['team-01'])).toBe(1)
    expect((await site.get('/contact')).headers.get('x-cache')).toBe('HIT')
    expect((await site.get('/about')).headers.get('x-cache')).toBe('MISS')
    expect(site.cache.evictTagged(['type:siteSettings'])).toBe(2)
  })

  it('serves a page past its s-maxage while one render refreshes it behind', async () => {
    let now = 1_000_000
    const site = await serve({ '/about': {} }, { now: () => now })
    await site.get('/about')
    now += 301_000
    const stale = await site.get('/about')
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(await stale.text()).toContain('/about rendered 1')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const refreshed = await site.get('/about')
    expect(refreshed.headers.get('x-cache')).toBe('HIT')
    expect(await refreshed.text()).toContain('/about rendered 2')
  })

  it('does not let a stream of invented URLs push out a page visitors keep asking for', async () => {
    // A budget of about twelve pages, most of it for pages asked for more than once.
    const site = await serve({ '/': {}, '/about': {} }, { maxBytes: 12 * 6_000 })
    await site.get('/')
    await site.get('/')
    for (let index = 0; index < 200; index += 1) await site.get(`/about?utm_campaign=${index}`)
    expect((await site.get('/')).headers.get('x-cache')).toBe('HIT')
    expect(site.renders('/')).toBe(1)
    // An unknown page is answered 404 each time and never takes a place.
    await site.get('/no-such-page')
    expect((await site.get('/no-such-page')).status).toBe(404)
    expect(site.cache.stats().entries).toBeLessThan(20)
  })

  it('answers HEAD from the cache without a body', async () => {
    const site = await serve({ '/about': {} })
    await site.get('/about')
    const head = await fetch(`http://127.0.0.1:${portOf(servers[0]!)}/about`, { method: 'HEAD' })
    expect(head.headers.get('x-cache')).toBe('HIT')
    expect(await head.text()).toBe('')
  })

  it('decodes to the same page under gzip for every nonce (the spliced stream is valid gzip)', async () => {
    const { createEntry, renderEntry } = await import('./page-cache')
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA=='
    const body = Buffer.from(
      `<p>${'x'.repeat(70_000)}</p><script nonce="${nonce}">a</script>tail<script nonce="${nonce}">b</script>`,
    )
    const headers = new Headers({ 'content-security-policy': `script-src 'nonce-${nonce}'`, 'cache-control': PUBLIC })
    const entry = createEntry({ key: 'k', headers, body, policy: { freshMs: 1, staleMs: 0 }, tags: [], now: 0 })
    const fresh = 'zyxwvutsrqponmlkjihgfe=='
    const out = renderEntry(entry, () => true, fresh)
    expect(out.encoding).toBe('gzip')
    expect(gunzipSync(Buffer.concat(out.body)).toString()).toBe(body.toString().replaceAll(nonce, fresh))
    expect(out.headers.find(([name]) => name === 'content-security-policy')?.[1]).toBe(`script-src 'nonce-${fresh}'`)
  })
})

describe('a client that takes brotli but not gzip', () => {
  it('gets a page asked for twice from its stored brotli copy, with a fresh nonce, compressing it once', async () => {
    const app = fakeApp({ '/': {} })
    const cache = createPageCache()
    let compressed = 0
    const web = express()
    web.use(
      cachedPages({
        refusalWords,
        handle: app.handle,
        cache,
        getLoadContext: () => ({}) as AppLoadContext,
        compress: (_req, _res, next) => {
          compressed += 1
          next()
        },
      }),
    )
    web.use((_req, res) => res.status(500).send('the compression layer was asked'))
    const server = await new Promise<Server>((resolve) => {
      const listening = web.listen(0, '127.0.0.1', () => resolve(listening))
    })
    servers.push(server)
    const { request } = await import('node:http')
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: portOf(server), path: '/', headers: { 'accept-encoding': acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          },
        )
        req.on('error', reject)
        req.end()
      })
    await get('gzip')
    await get('gzip')
    // The copy is built behind the answers (on the thread pool): until it is there, brotli goes through the layer.
    let answer = await get('br')
    for (let tries = 0; answer.headers['content-encoding'] !== 'br' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      answer = await get('br')
    }
    const before = compressed
    const fresh = await get('br')
    expect(fresh.headers['content-encoding']).toBe('br')
    expect(fresh.headers['x-cache']).toBe('HIT')
    const html = brotliDecompressSync(fresh.body).toString()
    const cspNonce = (fresh.headers['content-security-policy'] as string).match(/'nonce-([^']+)'/)?.[1]
    expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${cspNonce}"`, `nonce="${cspNonce}"`])
    expect(html).toContain('<p>/ rendered 1</p>')
    expect(Number(fresh.headers['content-length'])).toBe(fresh.body.length)
    // A browser that takes both gets brotli too.
    expect((await get('gzip, deflate, br')).headers['content-encoding']).toBe('br')
    expect(compressed).toBe(before)
    expect(app.renders('/')).toBe(1)
  })

  it.each([
    ['in front of the page cache', 'outside'],
    ['handed to the page cache', 'handed'],
  ])('still gets the whole cached page, compressed by the compression layer %s', async (_, where) => {
    const { default: compression } = await import('compression')
    // A page whose compressed output fills the response's buffer many times over (random text hardly compresses).
    const noise = (await import('node:crypto')).randomBytes(150_000).toString('base64')
    const app = fakeApp({
      '/': { nonceBody: (nonce: string) => `<p>${noise}</p><script nonce="${nonce}">1</script><p>the end</p>` },
    })
    const cache = createPageCache()
    const web = express()
    let compressed = 0
    const layer = compression()
    const compress: express.RequestHandler = (req, res, next) => {
      compressed += 1
      return layer(req, res, next)
    }
    if (where === 'outside') web.use(compress)
    web.use(
      cachedPages({
        refusalWords,
        handle: app.handle,
        cache,
        getLoadContext: () => ({}) as AppLoadContext,
        ...(where === 'handed' ? { compress } : {}),
      }),
    )
    const server = await new Promise<Server>((resolve) => {
      const listening = web.listen(0, '127.0.0.1', () => resolve(listening))
    })
    servers.push(server)
    const { request } = await import('node:http')
    const get = () =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: portOf(server),
            path: '/',
            headers: { 'accept-encoding': 'gzip;q=0, br' },
            timeout: 3_000,
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
          },
        )
        req.on('timeout', () => req.destroy(new Error('no complete answer within 3 s')))
        req.on('error', reject)
        req.end()
      })
    await get()
    const answer = await get()
    expect(answer.encoding).toBe('br')
    expect(brotliDecompressSync(answer.body).toString()).toContain(`${noise}</p><script nonce=`)
    expect(compressed).toBe(2)
    if (where === 'handed') {
      // A client that takes gzip gets the stored segments as they are: the layer is not even asked.
      const gzip = await fetch(`http://127.0.0.1:${portOf(server)}/`, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      expect(await gzip.text()).toContain('<p>the end</p>')
      expect(compressed).toBe(2)
    }
  })
})
