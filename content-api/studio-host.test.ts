import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStudio, type StudioHost } from './studio-host'

/** The page that serves the built Studio: signed in before the Studio starts, an app's fallback, safe paths. */
const distDir = mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'))
let host: StudioHost
beforeAll(async () => {
  mkdirSync(path.join(distDir, 'static'))
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>Studio</title></head><body><script src="/static/app.js"></script></body></html>')
  writeFileSync(path.join(distDir, 'static', 'app.js'), 'console.log("studio")')
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
    expect(script.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${host.origin}/static/missing.js`)).status).toBe(404)
    expect((await fetch(`${host.origin}/%E0%A4%A`)).status).toBe(400)
    expect((await fetch(`${host.origin}/`, { method: 'POST', body: 'x' })).status).toBe(405)
    const outside = await fetch(`${host.origin}/..%2F..%2Fetc%2Fpasswd`)
    expect(await outside.text()).not.toContain('root:')
  })
})
