// @starts-processes: child processes, so only npm test runs it (decision 058)
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { exchange, requestHead, statusOf } from '../tests/support/raw-exchange'
import { pickEncoding, type StudioHost, serveStudio, studioPage } from './studio-host'
import { sessionRecordFile } from './studio-session-record'
import { createStudioSessions } from './studio-sessions'

/** The page that serves the built Studio: signed in before the Studio starts, an app's fallback, safe paths. */
const distDir = mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'))
/** The Content API's data folder, where the sessions' record is kept (the API itself is not needed here). */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-data-'))
const sessions = createStudioSessions({ token: 'a-local-token', file: sessionRecordFile(dataDir) })
let host: StudioHost
/** The `Cookie` header of a browser that followed a sign-in link. */
let session: string

/** Follows a sign-in link as a browser would (without following the redirect); the answer and the cookie it set. */
async function follow(link: string): Promise<{ answer: Response; cookie: string | undefined }> {
  const answer = await fetch(link, { redirect: 'manual' })
  const cookie = answer.headers.get('set-cookie')?.split(';')[0]
  return { answer, cookie }
}

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'static'))
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><html><head><title>Studio</title><style>@font-face{font-family:Inter;src:url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2")}</style></head><body><script src="/static/app.js"></script></body></html>`,
  )
  writeFileSync(path.join(distDir, 'static', 'app.js'), 'console.log("studio")')
  writeFileSync(
    path.join(distDir, 'static', 'sanity-DJz88Bn5.js'),
    `export const big = ${JSON.stringify('a studio bundle '.repeat(4000))}\n`,
  )
  writeFileSync(path.join(distDir, 'static', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>')
  host = await serveStudio({
    distDir,
    port: 0,
    apiOrigin: 'http://127.0.0.1:3999',
    editor: { token: 'a-local-token', studioSessions: sessions },
    projectId: 'local',
    siteUrl: 'http://localhost:3000',
    log: false,
  })
  session = (await follow(host.signInLink())).cookie!
})
afterAll(async () => {
  await host.close()
  rmSync(distDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

/** The token a Studio page stores for the Studio. */
const storedToken = (html: string) => /\\"token\\":\\"([^"\\]+)\\"/.exec(html)?.[1]

describe('the Studio host', () => {
  it('signs the editor in and names the API and site before the Studio’s own script, on every app path', async () => {
    for (const route of ['/', '/structure/itineraryPackage;package-gold-package']) {
      const html = await (await fetch(host.origin + route, { headers: { Cookie: session } })).text()
      const head = html.slice(0, html.indexOf('/static/app.js'))
      expect(head).toContain('"__studio_auth_token_local"')
      // The session's own token, which "Sign out" ends; never the editor token.
      expect(sessions.fromToken(storedToken(head) ?? '')).toBeDefined()
      expect(head).not.toContain('a-local-token')
      // The Studio puts the project id in front of the API's host, which needs a name, not an address.
      expect(head).toContain('"apiHost":"http://localhost:3999"')
      expect(head).toContain('"siteUrl":"http://localhost:3000"')
    }
  })

  it('serves built files, and answers a missing one, a bad path or a write with a 4xx', async () => {
    const script = await fetch(`${host.origin}/static/app.js`)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toBe('console.log("studio")')
    expect((await fetch(`${host.origin}/static/missing.js`)).status).toBe(404)
    expect((await fetch(`${host.origin}/%E0%A4%A`)).status).toBe(400)
    expect((await fetch(`${host.origin}/`, { method: 'POST', body: 'x' })).status).toBe(405)
    const outside = await fetch(`${host.origin}/..%2F..%2Fetc%2Fpasswd`)
    expect(await outside.text()).not.toContain('root:')
  })
})

describe('signing in to the Studio (a one-time link, then a session cookie)', () => {
  const appPaths = ['/', '/structure/itineraryPackage;package-gold-package', '/vision']

  it('without a session, answers a short page that says where the link is, and carries no token', async () => {
    for (const route of appPaths) {
      const answer = await fetch(host.origin + route)
      expect(answer.status, route).toBe(403)
      expect(answer.headers.get('cache-control'), route).toContain('no-store')
      const html = await answer.text()
      expect(html).toContain('npm start')
      expect(html).toContain('npm run studio:link')
      expect(html).not.toContain('a-local-token')
      expect(html).not.toContain('__studio_auth_token')
      expect(html).not.toContain('/static/app.js')
    }
  })

  it('signs in once: an httpOnly, SameSite=Strict cookie for the Studio, then to it; used again, refused', async () => {
    const link = host.signInLink()
    expect(link).toMatch(new RegExp(`^${host.origin}/sign-in\\?code=[A-Za-z0-9_-]{40,}$`))
    const first = await follow(link)
    expect(first.answer.status).toBe(303)
    expect(first.answer.headers.get('location')).toBe('/')
    const setCookie = first.answer.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/; SameSite=Strict/i)
    expect(setCookie).toMatch(/; Path=\/(;|$)/i)
    expect(setCookie).not.toContain('a-local-token')
    const page = await fetch(`${host.origin}/`, { headers: { Cookie: first.cookie! } })
    expect(page.status).toBe(200)
    const token = storedToken(await page.text())
    expect(sessions.fromToken(token ?? '')).toBeDefined()
    // Each browser has a session, and a token, of its own.
    const other = await (await fetch(`${host.origin}/`, { headers: { Cookie: session } })).text()
    expect(storedToken(other)).not.toBe(token)

    const again = await follow(link)
    expect(again.answer.status).toBe(403)
    expect(again.cookie).toBeUndefined()
    const refusal = await again.answer.text()
    expect(refusal).toContain('npm run studio:link')
    expect(refusal).not.toContain('a-local-token')
  })

  it('goes where the link names in the Studio, never to another site', async () => {
    expect((await follow(host.signInLink('/structure/team;team-01'))).answer.headers.get('location')).toBe(
      '/structure/team;team-01',
    )
    // Issue 41: the last three passed the old check and resolved to //evil.example.
    const away = ['//evil.example/x', 'https://evil.example/', '/\\evil.example']
    const resolvedAway = ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example']
    for (const target of [...away, ...resolvedAway]) {
      expect((await follow(host.signInLink(target))).answer.headers.get('location'), target).toBe('/')
    }
  })

  it('takes no made-up, altered or missing code, and no made-up or altered session', async () => {
    for (const code of ['', 'made-up', `${host.signInLink().split('code=')[1]!.slice(0, -1)}x`]) {
      const { answer, cookie } = await follow(`${host.origin}/sign-in?code=${code}`)
      expect(answer.status, code).toBe(403)
      expect(cookie).toBeUndefined()
    }
    const [name, value] = session.split('=') as [string, string]
    for (const forged of [`${name}=1.2.3`, `${name}=${value.slice(0, -2)}xy`, `${name}=`, `other=${value}`]) {
      const answer = await fetch(`${host.origin}/`, { headers: { Cookie: forged } })
      expect(answer.status, forged).toBe(403)
      expect(await answer.text()).not.toContain('a-local-token')
    }
  })

  it('hands a new link to whoever holds the editor token (npm run studio:link), and to nobody else', async () => {
    const ask = (authorization?: string) =>
      fetch(`${host.origin}/sign-in-links`, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      })
    expect((await ask()).status).toBe(401)
    expect((await ask('Bearer not-the-token')).status).toBe(401)
    // A session's token opens no new session: one that is ended stays ended.
    const page = await (await fetch(`${host.origin}/`, { headers: { Cookie: session } })).text()
    expect((await ask(`Bearer ${storedToken(page)}`)).status).toBe(401)
    const granted = await ask('Bearer a-local-token')
    expect(granted.status).toBe(201)
    expect(granted.headers.get('cache-control')).toContain('no-store')
    const { link } = (await granted.json()) as { link: string }
    expect((await follow(link)).answer.status).toBe(303)
  })
})

/**
 * `npm run studio:link` for the Studio on `port` (run beside this process, whose host must go on answering), with
 * the Content API's data in `data`.
 */
function studioLink(
  port: string,
  args: string[] = [],
  data = dataDir,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['content-api/studio-link.ts', ...args], {
    env: { ...process.env, STUDIO_PORT: port, CONTENT_API_TOKEN: 'a-local-token', CONTENT_API_DATA_DIR: data },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })))
}

describe('the sign-in link in the terminal', () => {
  it('is printed when the host starts, beside its origin', async () => {
    const printed: string[] = []
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)))
    const loud = await serveStudio({
      distDir,
      port: 0,
      apiOrigin: 'http://127.0.0.1:3999',
      editor: { token: 'a-local-token', studioSessions: sessions },
      projectId: 'local',
    }).finally(() => log.mockRestore())
    try {
      expect(printed).toContain(`Studio: ${loud.origin}`)
      const link = printed.join('\n').match(new RegExp(`${loud.origin}/sign-in\\?code=\\S+`))?.[0]
      expect((await follow(link!)).answer.status).toBe(303)
      expect(printed.join('\n')).toContain('npm run studio:link')
    } finally {
      await loud.close()
    }
  })

  it('is printed again, a new one, by npm run studio:link for the Studio running on STUDIO_PORT', async () => {
    const run = await studioLink(new URL(host.origin).port)
    expect(run.status, run.stderr).toBe(0)
    const link = run.stdout.match(new RegExp(`${host.origin}/sign-in\\?code=\\S+`))?.[0]
    expect((await follow(link!)).answer.status).toBe(303)
    expect(run.stdout).not.toContain('a-local-token')
    // Nothing listening there: it says how to start the Studio, and fails.
    const nobody = await studioLink('9')
    expect(nobody.status).not.toBe(0)
    expect(nobody.stderr).toContain('npm start')
  }, 60_000)
})

describe('the Studio host, framed by nobody else (clickjacking)', () => {
  it('lets only its own pages frame it: the Studio, the sign-in page, assets and errors alike', async () => {
    for (const route of [
      '/',
      '/structure/itineraryPackage;package-gold-package',
      '/sign-in?code=used',
      '/static/app.js',
      '/static/missing.js',
    ]) {
      for (const headers of [{ Cookie: session }, {}] as Record<string, string>[]) {
        const answer = await fetch(host.origin + route, { headers, redirect: 'manual' })
        expect(answer.headers.get('content-security-policy'), route).toMatch(/(^|; )frame-ancestors 'self'(;|$)/)
        expect(answer.headers.get('x-frame-options'), route).toBe('SAMEORIGIN')
      }
    }
  })
})

describe('the Studio host, for pages on this machine only (DNS rebinding)', () => {
  const port = () => new URL(host.origin).port

  it('refuses a request naming another host, or none, with 421 and without the token', async () => {
    const attempts = [
      // A rebound page would carry the session cookie too (cookies do not look at ports): it is refused all the same.
      requestHead(['GET / HTTP/1.1', `Host: rebind.evil.example:${port()}`, `Cookie: ${session}`, 'Connection: close']),
      requestHead([
        'GET /structure HTTP/1.1',
        `Host: rebind.evil.example:${port()}`,
        'Accept-Encoding: br, gzip',
        'Connection: close',
      ]),
      requestHead(['HEAD / HTTP/1.1', `Host: localhost.evil.example:${port()}`, 'Connection: close']),
      requestHead(['GET /static/app.js HTTP/1.1', `Host: 127.0.0.1.nip.io:${port()}`, 'Connection: close']),
      requestHead(['GET / HTTP/1.0']),
      requestHead([
        'GET / HTTP/1.1',
        `Host: rebind.evil.example:${port()}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ]),
    ]
    for (const attempt of attempts) {
      const answer = await exchange(host.origin, attempt)
      const [head = ''] = answer.split('\r\n\r\n')
      expect(statusOf(answer), attempt.split('\r\n')[0]).toBe(421)
      expect(head).toMatch(/^Cache-Control: no-store/im)
      expect(head).toMatch(/^Content-Type: text\/plain/im)
      expect(answer).not.toContain('a-local-token')
      expect(answer).not.toContain('__studio_auth_token')
    }
    // HTTP/1.1 requires Host: Node refuses it itself (400) before the host sees it.
    const nameless = await exchange(host.origin, requestHead(['GET / HTTP/1.1', 'Connection: close']))
    expect([400, 421]).toContain(statusOf(nameless))
    expect(nameless).not.toContain('a-local-token')
  })

  it('serves the page to loopback names, with any port', async () => {
    for (const name of [
      `localhost:${port()}`,
      `127.0.0.1:${port()}`,
      `[::1]:${port()}`,
      `studio.localhost:${port()}`,
      'localhost',
    ]) {
      const answer = await exchange(
        host.origin,
        requestHead(['GET / HTTP/1.1', `Host: ${name}`, `Cookie: ${session}`, 'Connection: close']),
      )
      expect(statusOf(answer), name).toBe(200)
      expect(answer, name).toContain('__studio_auth_token')
    }
  })
})

describe('the Studio host, fast for a cold Studio', () => {
  const raw = (route: string, encoding?: string, cookie?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const url = new URL(host.origin + route)
        import('node:http').then(({ get }) =>
          get(
            {
              host: '127.0.0.1',
              port: url.port,
              path: url.pathname,
              headers: { ...(encoding ? { 'Accept-Encoding': encoding } : {}), ...(cookie ? { Cookie: cookie } : {}) },
            },
            (res) => {
              const chunks: Buffer[] = []
              res.on('data', (chunk: Buffer) => chunks.push(chunk))
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              )
            },
          ).on('error', reject),
        )
      },
    )

  it('answers hashed assets brotli- or gzip-compressed and immutable, the page no-cache', async () => {
    await host.ready
    const original = readFileSync(path.join(distDir, 'static', 'sanity-DJz88Bn5.js'))
    const br = await raw('/static/sanity-DJz88Bn5.js', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(br.body.length).toBeLessThan(original.length / 10)
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true)
    const gz = await raw('/static/sanity-DJz88Bn5.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(original)).toBe(true)
    const plain = await raw('/static/sanity-DJz88Bn5.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)
    // Names without a content hash are revalidated; the page (it carries the token) is never cached.
    expect((await raw('/static/favicon.svg')).headers['cache-control']).toBe('no-cache')
    const page = await raw('/structure', 'br', session)
    expect(page.headers['cache-control']).toContain('no-cache')
    expect(page.headers['content-encoding']).toBe('br')
  })

  it('loads no web fonts from Sanity and answers outside fetches in the page', async () => {
    const html = await (await fetch(`${host.origin}/`)).text()
    expect(html).not.toContain('studio-static.sanity.io')
    expect(studioPage('<head></head>', { projectId: 'p', token: 't', apiOrigin: 'http://localhost:1' })).toContain(
      '/v1/modules/',
    )
  })

  it('picks the encoding from Accept-Encoding', () => {
    expect(pickEncoding('gzip, br')).toBe('br')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
  })
})

describe('ending Studio sessions (decision 049)', () => {
  const page = (cookie: string) => fetch(`${host.origin}/structure`, { headers: { Cookie: cookie } })

  it('a signed-out session no longer opens the Studio, and the browser is told to forget its cookie', async () => {
    const leaving = (await follow(host.signInLink())).cookie!
    const token = storedToken(await (await page(leaving)).text())!
    // "Sign out" reaches the Content API with the session's token; the API, another reader of the record, ends it.
    const api = createStudioSessions({ token: 'a-local-token', file: sessionRecordFile(dataDir) })
    api.end(api.fromToken(token)!)
    const refused = await page(leaving)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toMatch(new RegExp(`^${leaving.split('=')[0]}=; Max-Age=0;`))
    const html = await refused.text()
    expect(html).toContain('Sign in to the Studio')
    expect(html).not.toContain('__studio_auth_token')
    // Another browser's session goes on.
    expect((await page(session)).status).toBe(200)
  })

  it('npm run studio:link -- --revoke-all ends every session while the Studio runs, and says so', async () => {
    const cookies = [session, (await follow(host.signInLink())).cookie!]
    const run = await studioLink(new URL(host.origin).port, ['--revoke-all'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('ended every session')
    expect(run.stdout).toContain(`the Studio at ${host.origin} refuses them now`)
    for (const cookie of cookies) expect((await page(cookie)).status).toBe(403)
    // A new link signs in again.
    session = (await follow(host.signInLink())).cookie!
    expect((await page(session)).status).toBe(200)
  }, 60_000)

  it('--revoke-all works with no Studio running too: its next start refuses the sessions', async () => {
    const stopped = mkdtempSync(path.join(os.tmpdir(), 'studio-data-'))
    try {
      const before = createStudioSessions({ token: 'a-local-token', file: sessionRecordFile(stopped) }).open()
      const run = await studioLink('9', ['--revoke-all'], stopped)
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout).toContain('ended every session')
      expect(run.stdout).toContain('no Studio runs at http://localhost:9')
      const restarted = createStudioSessions({ token: 'a-local-token', file: sessionRecordFile(stopped) })
      expect(restarted.fromCookie(before.cookie)).toBeUndefined()
    } finally {
      rmSync(stopped, { recursive: true, force: true })
    }
  }, 60_000)
})
