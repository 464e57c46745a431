import http from 'node:http'
import net from 'node:net'
import { expect, type Frame, type Page, test } from '@playwright/test'
import { seedDoc, seedDraft } from '../support/seed-data'
import { type SiteServer, startSiteServer } from '../support/site-server'

/**
 * Preview inside the Studio's frame (Sanity's Presentation tool; docs/decisions/030-preview-in-the-studio-frame.md).
 * The "Studio" here is a tiny page on http://localhost:<port> whose iframe shows a site server of this spec's own
 * on http://127.0.0.1:<port>: two different sites, as *.sanity.studio and the site are in production. Chromium
 * blocks third-party cookies there (DevTools' third-party-cookie restriction, as in Chrome with them blocked), so
 * only a partitioned (CHIPS) cookie can keep preview on in the frame.
 */

const SECRET = 'preview-framing-secret'
const published = seedDoc('package-gold-package').days[0].title as string
const draft = seedDraft('package-gold-package').days[0].title as string
const BANNER = { name: 'Preview mode' } as const

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

let studio: http.Server
let studioOrigin: string
/** The same server by its other name: a cross-site frame of the Studio page, for the third-party-cookie control. */
let otherSiteOrigin: string
let site: SiteServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const studioPort = await freePort()
  studioOrigin = `http://localhost:${studioPort}`
  otherSiteOrigin = `http://127.0.0.1:${studioPort}`
  studio = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', studioOrigin)
    if (url.pathname === '/frame') {
      // The Studio's Presentation tool, reduced to its iframe.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><title>Studio</title><iframe src="${escapeHtml(url.searchParams.get('src') ?? '')}" ` +
          'width="1280" height="900"></iframe>',
      )
    } else if (url.pathname === '/set-control') {
      // An ordinary (unpartitioned) cross-site cookie: what third-party-cookie blocking stops.
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Set-Cookie': 'control=1; Path=/; Secure; SameSite=None' })
      res.end('set')
    } else if (url.pathname === '/blank') {
      // Another site's page (as http://127.0.0.1:<port>, an origin of its own), from which the attacks are run.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end('<!doctype html><title>Another site</title><p>Another site</p>')
    } else if (url.pathname === '/echo') {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.end(`cookies: ${req.headers.cookie ?? ''}`)
    } else {
      res.writeHead(404).end()
    }
  })
  // Every address, so `localhost` reaches it whether Chromium tries ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => studio.listen(studioPort, resolve))

  site = await startSiteServer(await freePort(), {
    // The embedded defaults, on the test server's local Content API (CONTENT_API_URL, from playwright.config.ts).
    SANITY_PROJECT_ID: '',
    SANITY_PREVIEW_SECRET: SECRET,
    SANITY_STUDIO_URL: studioOrigin,
    SKIP_AUTH_EMULATOR: '1',
  })
})

test.afterAll(async () => {
  site?.stop()
  await site?.exited
  await new Promise((resolve) => studio?.close(resolve))
})

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const enter = (secret: string, redirect: string) =>
  `${site.origin}/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`

/**
 * Third-party cookies blocked for this page and its frames, partitioned ones still allowed: what Chrome does
 * with third-party cookies blocked. Chromium 156 has no command-line switch that does it (its
 * `--test-third-party-cookie-phaseout` and the ForceThirdPartyCookieBlocking feature change nothing here;
 * the first test below is the control that would notice), so it is DevTools' cookie controls.
 */
async function blockThirdPartyCookies(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Network.enable')
  await devtools.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true })
}

/** Opens the "Studio" with the site's `src` in its frame; the frame, once it has loaded whatever it was allowed to. */
async function framed(page: Page, src: string): Promise<Frame> {
  await blockThirdPartyCookies(page)
  await page.goto(`${studioOrigin}/frame?src=${encodeURIComponent(src)}`)
  await page.waitForFunction(() => {
    const frame = document.querySelector('iframe')
    return frame !== null && frame.contentWindow !== null
  })
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!
  await frame.waitForLoadState('load')
  return frame
}

/** The preview cookie a browser would send back, got the way any browser gets it. */
async function previewCookieFromTheSite() {
  const response = await fetch(enter(SECRET, '/about'), { redirect: 'manual' })
  expect(response.status).toBe(302)
  return response.headers.getSetCookie()[0]!.split(';')[0]!
}

async function headersOf(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  })
  expect(response.status, path).toBe(200)
  await response.arrayBuffer()
  return response.headers
}

test.describe('framing headers', () => {
  test('public answers deny framing; preview answers name the Studio alone and send no X-Frame-Options', async () => {
    const cookie = await previewCookieFromTheSite()
    const forged = `${cookie.slice(0, cookie.lastIndexOf('.'))}.${'A'.repeat(43)}`
    for (const path of ['/about', '/about.data', '/itinerary/gold-package']) {
      for (const [who, sent] of [
        ['nobody', undefined],
        ['a forged cookie', forged],
        ['a cookie with no signature', '__preview=eyJ2IjoxfQ%3D%3D'],
      ] as const) {
        const headers = await headersOf(path, sent)
        expect(headers.get('x-frame-options'), `${path}, ${who}`).toBe('DENY')
        expect(headers.get('content-security-policy'), `${path}, ${who}`).toContain("frame-ancestors 'none'")
        expect(headers.get('cache-control'), `${path}, ${who}`).not.toContain('private')
      }
      const preview = await headersOf(path, cookie)
      expect(preview.get('cache-control'), path).toBe('private, no-store')
      // A window another site opened on a preview page loses its handle on it.
      expect(preview.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(preview.get('x-frame-options'), path).toBeNull()
      const policy = preview.get('content-security-policy')!
      expect(policy, path).toContain(`frame-ancestors ${studioOrigin};`)
      expect(policy, path).not.toContain("frame-ancestors 'none'")
    }
  })

  test('a preview page lets style elements in only with its nonce; a public page keeps its old policy', async () => {
    const preview = (await headersOf('/about', await previewCookieFromTheSite())).get('content-security-policy')!
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(preview)![1]
    expect(preview).toContain(`style-src 'self' 'nonce-${nonce}';`)
    const publicPolicy = (await headersOf('/about')).get('content-security-policy')!
    expect(publicPolicy).toMatch(/; style-src 'self'; style-src-attr 'unsafe-inline'; /)
    const withoutNonce = (policy: string) => policy.replace(/'nonce-[^']+'/g, "'nonce'")
    expect(
      withoutNonce(preview).replace(`style-src 'self' 'nonce'`, "style-src 'self'").replace(studioOrigin, "'none'"),
    ).toBe(withoutNonce(publicPolicy))
  })
})

test.describe('in the Studio’s frame, with third-party cookies blocked', () => {
  test('the browser really blocks third-party cookies here: an ordinary cross-site cookie is not kept', async ({
    page,
  }) => {
    const frame = await framed(page, `${otherSiteOrigin}/set-control`)
    await expect(frame.locator('body')).toHaveText('set')
    await frame.goto(`${otherSiteOrigin}/echo`)
    await expect(frame.locator('body')).toHaveText('cookies:')
  })

  test('preview opens in the frame and stays on across navigations: the partitioned cookie is kept and sent', async ({
    page,
    context,
  }) => {
    const frame = await framed(page, enter(SECRET, '/about'))
    expect(frame.url()).toBe(`${site.origin}/about`)
    await expect(frame.getByRole('complementary', BANNER)).toBeVisible()

    const cookie = (await context.cookies(site.origin)).find((c) => c.name === '__preview')
    // Secure on http://127.0.0.1: Chromium counts loopback as potentially trustworthy and keeps it.
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/' })
    expect((cookie as { partitionKey?: string }).partitionKey ?? 'http://localhost').toBe('http://localhost')

    // A link in the framed page: a client-side navigation whose data request carries the cookie.
    await frame.locator('html[data-hydrated="true"]').waitFor()
    const data = page.waitForResponse((r) => r.url().startsWith(`${site.origin}/search.data`))
    await frame.getByRole('link', { name: 'Search', exact: true }).click()
    expect((await data).headers()['cache-control']).toBe('private, no-store')
    await expect.poll(() => frame.url()).toBe(`${site.origin}/search`)
    await expect(frame.getByRole('complementary', BANNER)).toBeVisible()

    // A whole new document in the frame: drafts, the banner, and a policy that lets the Studio frame it.
    const document = await frame.goto(`${site.origin}/itinerary/gold-package`)
    expect(document!.headers()['content-security-policy']).toContain(`frame-ancestors ${studioOrigin};`)
    await expect(frame.getByRole('complementary', BANNER)).toBeVisible()
    // Contains: in preview the text may carry visual editing's invisible source markers after it.
    await expect(frame.locator('#entry-title')).toContainText(draft)
  })

  test('"Exit preview" in the frame clears the partitioned cookie', async ({ page, context }) => {
    const frame = await framed(page, enter(SECRET, '/itinerary/gold-package'))
    await expect(frame.getByRole('complementary', BANNER)).toBeVisible()
    await frame.locator('html[data-hydrated="true"]').waitFor()
    const exit = page.waitForResponse((r) => r.url().startsWith(`${site.origin}/api/exit-preview`))
    await frame.getByRole('button', { name: 'Exit preview' }).click()
    await exit
    // Back on a public page, which the Studio may no longer frame.
    await expect
      .poll(async () => (await context.cookies(site.origin)).filter((c) => c.name === '__preview'))
      .toEqual([])
  })

  test('a public page in the frame is refused by the browser', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url() === `${site.origin}/about`)
    const frame = await framed(page, `${site.origin}/about`)
    const response = await answered
    expect(response.status()).toBe(200)
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(frame.url()).not.toBe(`${site.origin}/about`)
    await expect(frame.getByRole('heading')).toHaveCount(0)
    await expect(frame.getByRole('complementary', BANNER)).toHaveCount(0)
  })

  test('a wrong secret in the frame gets the refusal, no cookie, and never drafts', async ({ page, context }) => {
    const answered = page.waitForResponse((r) => r.url().startsWith(`${site.origin}/api/preview`))
    const frame = await framed(page, enter('wrong', '/itinerary/gold-package'))
    const refusal = await answered
    expect(refusal.status()).toBe(401)
    // The refusal is an answer like any other outside preview: nobody may frame it.
    expect(refusal.headers()['x-frame-options']).toBe('DENY')
    expect(refusal.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(frame.getByText('This preview link is not valid')).toHaveCount(0)
    expect((await context.cookies(site.origin)).filter((c) => c.name === '__preview')).toEqual([])

    // The page it would have gone to is public, so not even framed, and published only.
    const document = await frame.goto(`${site.origin}/itinerary/gold-package`).catch(() => null)
    if (document) expect(document.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(frame.getByText(draft)).toHaveCount(0)
    const outside = await context.newPage()
    await outside.goto(`${site.origin}/itinerary/gold-package`)
    await expect(outside.locator('#entry-title')).toHaveText(published)
    await expect(outside.getByRole('complementary', BANNER)).toHaveCount(0)
  })
})

/**
 * What an open Studio and a preview page say to each other goes through Sanity's channels (@sanity/comlink), which
 * complete a handshake with any window that asks. Another site that gets a handle on the preview page (by opening
 * it, or by opening the Studio and reaching into its frame) must get no handshake, and nothing it sends may change
 * the page. The control: the Studio's own origin does get one.
 */
test.describe('another site and the preview’s visual editing', () => {
  const INJECTED = 'IBAN XX00 EVIL'

  /**
   * Runs in a page: posts Presentation's handshake to `target` (the window `open(url)` returns, or its first frame)
   * for `ms`, then the acknowledgement and a change of the page's texts, and resolves with every Sanity message
   * that came back from that window.
   */
  const knock = ({ url, frame, ms, injected }: { url: string; frame: boolean; ms: number; injected: string }) =>
    new Promise<unknown[]>((resolve) => {
      const opened = window.open(url)!
      const replies: unknown[] = []
      window.addEventListener('message', (event) => {
        if (typeof event.data === 'object' && event.data && String(event.data.domain).startsWith('sanity/'))
          replies.push(event.data)
      })
      const to = () => (frame ? opened.frames[0] : opened)
      const send = (message: Record<string, unknown>) => {
        try {
          to()?.postMessage({ domain: 'sanity/comlink', from: 'presentation', channelId: 'probe', ...message }, '*')
        } catch {
          // The handle may have been cut (Cross-Origin-Opener-Policy): nothing to send to.
        }
      }
      const timer = setInterval(() => {
        for (const node of ['visual-editing', 'loaders'])
          send({ to: node, type: 'comlink/handshake/syn', id: `syn-${node}-${Date.now()}` })
      }, 250)
      setTimeout(() => {
        clearInterval(timer)
        for (const node of ['visual-editing', 'loaders'])
          send({ to: node, type: 'comlink/handshake/ack', id: `ack-${node}` })
        send({
          to: 'loaders',
          type: 'loader/query-change',
          id: 'change',
          data: { result: [{ _id: 'package-gold-package', days: [{ title: injected }] }] },
        })
        setTimeout(() => resolve(replies), 1_000)
      }, ms)
    })

  test('the Studio’s origin gets a handshake from the preview in its frame (the control); no error is raised', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const frame = await framed(page, enter(SECRET, '/itinerary/gold-package'))
    await frame.locator('html[data-hydrated="true"]').waitFor()
    const replies = await page.evaluate(
      (ms) =>
        new Promise<unknown[]>((resolve) => {
          const replies: unknown[] = []
          window.addEventListener('message', (event) => replies.push(event.data))
          const timer = setInterval(
            () =>
              document.querySelector('iframe')!.contentWindow!.postMessage(
                {
                  domain: 'sanity/comlink',
                  from: 'presentation',
                  to: 'visual-editing',
                  channelId: 'probe',
                  type: 'comlink/handshake/syn',
                  id: `syn-${Date.now()}`,
                },
                '*',
              ),
            250,
          )
          setTimeout(() => {
            clearInterval(timer)
            resolve(replies)
          }, ms)
        }),
      5_000,
    )
    // Visual editing answers in comlink's protocol or, for an older Studio, in the channels protocol before it.
    expect(replies).toContainEqual(
      expect.objectContaining({ type: expect.stringMatching(/handshake\/syn-ack$/), to: 'presentation' }),
    )
    await expect(frame.locator('sanity-visual-editing')).toHaveCount(1)
    // Moving around in the frame, as an editor does in Presentation.
    await frame.getByRole('link', { name: 'Next', exact: true }).click()
    await expect.poll(() => frame.url()).toMatch(/day=2$/)
    expect(errors).toEqual([])
  })

  test('a preview page the Studio opens in its own window ("Preview on site"): no error, no visual editing', async ({
    page,
    context,
  }) => {
    await page.goto(`${studioOrigin}/blank`)
    const opened = context.waitForEvent('page')
    await page.evaluate((url) => void window.open(url), enter(SECRET, '/itinerary/gold-package'))
    const preview = await opened
    const errors: string[] = []
    preview.on('pageerror', (error) => errors.push(error.message))
    await expect(preview.getByRole('complementary', BANNER)).toBeVisible()
    await preview.locator('html[data-hydrated="true"]').waitFor()
    await preview.getByRole('link', { name: 'Next', exact: true }).click()
    await expect(preview).toHaveURL(/day=2$/)
    // Sanity's overlays draw into an element of their own once mounted: there is none.
    await expect(preview.locator('sanity-visual-editing')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('another origin’s page opening the Studio, reaching into its frame, gets no handshake, changes nothing', async ({
    page,
    context,
  }) => {
    await page.goto(`${otherSiteOrigin}/blank`)
    await blockThirdPartyCookies(page)
    const studioWindow = context.waitForEvent('page')
    const replies = page.evaluate(knock, {
      url: `${studioOrigin}/frame?src=${encodeURIComponent(enter(SECRET, '/itinerary/gold-package'))}`,
      frame: true,
      ms: 6_000,
      injected: INJECTED,
    })
    const studio = await studioWindow
    await blockThirdPartyCookies(studio)
    expect(await replies).toEqual([])
    const preview = studio.frames().find((candidate) => candidate !== studio.mainFrame())!
    await expect(preview.getByRole('complementary', BANNER)).toBeVisible()
    await expect(preview.locator('#entry-title')).toContainText(draft)
    await expect(preview.getByText(INJECTED)).toHaveCount(0)
  })

  test('another origin’s page opening a preview page gets no handshake and no handle on it, changes nothing', async ({
    page,
    context,
  }) => {
    // The editor is in preview in this browser (a top-level preview page set the cookie).
    const editor = await context.newPage()
    await editor.goto(enter(SECRET, '/about'))
    await expect(editor.getByRole('complementary', BANNER)).toBeVisible()

    await page.goto(`${otherSiteOrigin}/blank`)
    const popup = context.waitForEvent('page')
    const replies = page.evaluate(knock, {
      url: `${site.origin}/itinerary/gold-package`,
      frame: false,
      ms: 6_000,
      injected: INJECTED,
    })
    const preview = await popup
    expect(await replies).toEqual([])
    await expect(preview.getByRole('complementary', BANNER)).toBeVisible()
    await expect(preview.locator('#entry-title')).toContainText(draft)
    await expect(preview.getByText(INJECTED)).toHaveCount(0)
    // The page the other site opened is no longer its to reach: the opener relationship is cut both ways.
    expect(await preview.evaluate(() => window.opener)).toBeNull()
  })
})
