import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickEncoding, serveStudio, studioPage, type StudioHost } from './studio-host'
import { exchange, requestHead, statusOf } from '../tests/support/raw-exchange'

/** The page that serves the built Studio: signed in before the Studio starts, an app's fallback, safe paths. */
const distDir = mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'))
let host: StudioHost
beforeAll(async () => {
  mkdirSync(path.join(distDir, 'static'))
  writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html><head><title>Studio</title><style>@font-face{font-family:Inter;src:url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2")}</style></head><body><script src="/static/app.js"></script></body></html>`)
  writeFileSync(path.join(distDir, 'static', 'app.js'), 'console.log("studio")')
  writeFileSync(path.join(distDir, 'static', 'sanity-DJz88Bn5.js'), `export const big = ${JSON.stringify('a studio bundle '.repeat(4000))}\n`)
  writeFileSync(path.join(distDir, 'static', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>')
  host = await serveStudio({ distDir, port: 0, apiOrigin: 'http://127.0.0.1:3999', token: 'a-local-token', projectId: 'local', siteUrl: 'http://localhost:3000', log: false })
})
afterAll(async () => {
  await host.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('the Studio host', () => {
  it('signs the editor in and names the API and the site before the Studio’s own script, on every app path', async () => {
    for (const route of ['/', '/structure/itineraryPackage;package-gold-package']) {
      const html = await (await fetch(host.origin + route)).text()
      const head = html.slice(0, html.indexOf('/static/app.js'))
      expect(head).toContain('"__studio_auth_token_local"')
      expect(head).toContain('a-local-token')
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

describe('the Studio host, framed by nobody else (clickjacking)', () => {
  it('lets only its own pages frame it, page, assets and errors alike', async () => {
    for (const route of ['/', '/structure/itineraryPackage;package-gold-package', '/static/app.js', '/static/missing.js']) {
      const answer = await fetch(host.origin + route)
      expect(answer.headers.get('content-security-policy'), route).toBe("frame-ancestors 'self'")
      expect(answer.headers.get('x-frame-options'), route).toBe('SAMEORIGIN')
    }
  })
})

describe('the Studio host, for pages on this machine only (DNS rebinding)', () => {
  const port = () => new URL(host.origin).port

  it('refuses a request naming another host, or none, with 421 and without the token', async () => {
    const attempts = [
      requestHead(['GET / HTTP/1.1', `Host: rebind.evil.example:${port()}`, 'Connection: close']),
      requestHead(['GET /structure HTTP/1.1', `Host: rebind.evil.example:${port()}`, 'Accept-Encoding: br, gzip', 'Connection: close']),
      requestHead(['HEAD / HTTP/1.1', `Host: localhost.evil.example:${port()}`, 'Connection: close']),
      requestHead(['GET /static/app.js HTTP/1.1', `Host: 127.0.0.1.nip.io:${port()}`, 'Connection: close']),
      requestHead(['GET / HTTP/1.0']),
      requestHead(['GET / HTTP/1.1', `Host: rebind.evil.example:${port()}`, 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==']),
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
    for (const name of [`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`, `studio.localhost:${port()}`, 'localhost']) {
      const answer = await exchange(host.origin, requestHead(['GET / HTTP/1.1', `Host: ${name}`, 'Connection: close']))
      expect(statusOf(answer), name).toBe(200)
      expect(answer, name).toContain('a-local-token')
    }
  })
})

describe('the Studio host, fast for a cold Studio', () => {
  const raw = (route: string, encoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const url = new URL(host.origin + route)
      import('node:http').then(({ get }) =>
        get({ host: '127.0.0.1', port: url.port, path: url.pathname, headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject),
      )
    })

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
    const page = await raw('/structure', 'br')
    expect(page.headers['cache-control']).toContain('no-cache')
    expect(page.headers['content-encoding']).toBe('br')
  })

  it('loads no web fonts from Sanity and answers outside fetches in the page', async () => {
    const html = await (await fetch(host.origin + '/')).text()
    expect(html).not.toContain('studio-static.sanity.io')
    expect(studioPage('<head></head>', { projectId: 'p', token: 't', apiOrigin: 'http://localhost:1' })).toContain('/v1/modules/')
  })

  it('picks the encoding from Accept-Encoding', () => {
    expect(pickEncoding('gzip, br')).toBe('br')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
  })
})
