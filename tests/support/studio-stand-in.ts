import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page, Route } from '@playwright/test'
import { evaluate, parse } from 'groq-js'

/**
 * What the built Studio needs to open in a test without the internet: a static server for studio/dist on
 * loopback, and answers, inside the browser, for the Sanity API calls it makes (a signed-in editor, the
 * seed's documents for its GROQ queries). Nothing leaves the machine; every other outside request is aborted.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const studioDist = path.join(root, 'studio', 'dist')

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

export async function serveStudio(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    const file = path.join(studioDist, path.normalize(pathname))
    let body: Buffer
    try {
      if (!file.startsWith(studioDist)) throw new Error('outside dist')
      body = readFileSync(file)
    } catch {
      // The Studio is a single-page app: every other path is its index.
      res.setHeader('Content-Type', 'text/html')
      return res.end(readFileSync(path.join(studioDist, 'index.html')))
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

const seed = readFileSync(path.join(root, 'seed', 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Record<string, unknown>)

async function runGroq(query: string, params: Record<string, unknown>) {
  const tree = parse(query, { params })
  return (await evaluate(tree, { dataset: seed, params })).get()
}

function queryParams(url: URL) {
  const params: Record<string, unknown> = {}
  for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  return params
}

/** Answers the Studio's calls to *.sanity.io the way the Content Lake would for one signed-in administrator. */
export async function standInForSanity(page: Page, studioOrigin: string) {
  // Live updates arrive over a WebSocket; offline there are none, so the socket is closed at once.
  await page.routeWebSocket(/^wss?:\/\/(?!127\.0\.0\.1)/, (socket) => socket.close())
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route: Route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (!url.hostname.endsWith('.api.sanity.io')) return route.abort()
    const json = (body: unknown) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': studioOrigin, 'access-control-allow-credentials': 'true' },
        body: JSON.stringify(body),
      })
    if (url.pathname.endsWith('/users/me')) {
      return json({
        id: 'pEditor',
        name: 'Offline Editor',
        email: 'editor@example.com',
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
      })
    }
    if (url.pathname.includes('/data/query/')) {
      let query = url.searchParams.get('query')
      let params = queryParams(url)
      if (request.method() === 'POST')
        ({ query, params = {} } = request.postDataJSON() as { query: string; params?: Record<string, unknown> })
      try {
        return json({ ms: 1, query, result: await runGroq(query ?? '', params) })
      } catch {
        return json({ ms: 1, query, result: null })
      }
    }
    if (url.pathname.includes('/data/doc/')) {
      const ids = url.pathname.split('/data/doc/')[1]!.split('/').slice(1).join('/').split(',')
      return json({ documents: seed.filter((doc) => ids.includes(doc._id as string)) })
    }
    return json({})
  })
}
