import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * Serves the built Studio (`studio/dist`; studio/sanity.config.ts says how it finds the local API) on loopback, signed in as
 * the local editor: its page stores the editor's token where the Studio looks for it (localStorage,
 * `__studio_auth_token_<projectId>`) and names the local API's origin, both before the Studio's own script runs.
 * The token is the local editor token, a development value that only ever travels over loopback.
 */
export type StudioHostOptions = {
  /** The built Studio (the folder holding index.html and static/). */
  distDir: string
  /** 0 picks a free port. */
  port?: number
  /** The local Content API's origin, e.g. http://localhost:3334. */
  apiOrigin: string
  /** The local editor token the API accepts. */
  token: string
  /** The site "Preview on site" opens (default: the one the Studio was built for). */
  siteUrl?: string
  /** The project id the Studio was built with (its token is stored under that id). */
  projectId?: string
  /** Print where the Studio is (default true). */
  log?: boolean
}

export type StudioHost = { origin: string; port: number; server: Server; close(): Promise<void> }

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The inline script that runs before the Studio: it signs the editor in (the token, under the key token login reads),
 * names the API's origin for the Studio's config, and gives every live listener its own host name.
 *
 * Why the last: Sanity's API speaks HTTP/2, where any number of requests share one connection. The local API
 * speaks HTTP/1.1, and Chromium opens at most six connections per host. An open document alone holds more than six
 * listeners (server-sent event streams that never end), so every later request would wait forever. Chromium
 * resolves every `*.localhost` name to loopback, and counts connections per host name, so each `/data/listen/`
 * request is sent to `listen<n>.<host>` instead: same server, same port, its own connection pool.
 * JSON-encoded values, with `<` escaped, so nothing in them can close the tag.
 */
export function signInScript(options: { projectId: string; token: string; apiOrigin: string; siteUrl?: string }): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const api = new URL(options.apiOrigin)
  const spreadListeners = `(function(){
var apiHost=${json(api.hostname)},apiPort=${json(api.port)},n=0;
function spread(u){try{var url=new URL(u,location.href);
if(url.port===apiPort&&(url.hostname===apiHost||url.hostname.slice(-apiHost.length-1)==='.'+apiHost)&&url.pathname.indexOf('/data/listen/')!==-1){
url.hostname='listen'+(++n)+'.'+url.hostname;return url.toString()}}catch(e){}return null}
var nativeFetch=window.fetch;
window.fetch=function(input,init){
var moved=typeof input==='string'||input instanceof URL?spread(String(input)):input&&input.url?spread(input.url):null;
if(moved===null)return nativeFetch.apply(this,arguments);
return nativeFetch.call(this,typeof input==='string'||input instanceof URL?moved:new Request(moved,input),init)};
if(window.EventSource){var NativeEventSource=window.EventSource;
var Spread=function(url,config){return new NativeEventSource(spread(String(url))||url,config)};
Spread.prototype=NativeEventSource.prototype;Spread.CONNECTING=0;Spread.OPEN=1;Spread.CLOSED=2;window.EventSource=Spread}
})();`
  return (
    '<script>' +
    `window.__localContentApi=${json({ apiHost: options.apiOrigin, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) })};` +
    `try{localStorage.setItem(${json(`__studio_auth_token_${options.projectId}`)},${json(JSON.stringify({ token: options.token, time: new Date(0).toISOString() }))})}catch(e){}` +
    spreadListeners.replace(/\n/g, '') +
    '</script>'
  )
}

/** index.html with the sign-in script first in <head>, and without the script Sanity's hosted dashboard injects (offline it cannot load). */
export function studioPage(html: string, options: { projectId: string; token: string; apiOrigin: string; siteUrl?: string }): string {
  const withoutBridge = html.replace(/<script[^>]*data-sanity-core[^>]*><\/script>/g, '')
  return withoutBridge.replace(/<head>/i, (head) => head + signInScript(options))
}

/**
 * The Studio puts the project id in front of the API's host name (`local.localhost`), which only works for a
 * name: a loopback address is given to it as `localhost`.
 */
export function studioApiOrigin(apiOrigin: string): string {
  const url = new URL(apiOrigin)
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost'
  return url.origin
}

export async function serveStudio(options: StudioHostOptions): Promise<StudioHost> {
  const distDir = path.resolve(options.distDir)
  const projectId = options.projectId ?? process.env.SANITY_STUDIO_PROJECT_ID ?? 'local'
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const page = studioPage(indexHtml, { projectId, token: options.token, apiOrigin: studioApiOrigin(options.apiOrigin), siteUrl: options.siteUrl })

  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' })
        return res.end()
      }
      let pathname: string
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
        return res.end('Bad path')
      }
      const file = path.join(distDir, path.normalize(pathname))
      const inside = file.startsWith(distDir + path.sep)
      const isFile = inside && !file.endsWith('index.html') && (await stat(file).then((s) => s.isFile(), () => false))
      if (!isFile) {
        // A single-page app: every other path is the Studio's page; a missing asset under /static is a 404.
        if (pathname.startsWith('/static/')) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          return res.end('Not found')
        }
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        return res.end(req.method === 'HEAD' ? undefined : page)
      }
      const body = await readFile(file)
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        // Built assets carry a content hash in their names.
        'Cache-Control': pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      console.error('Studio host:', error)
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The Studio could not be served')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 3333, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const origin = `http://localhost:${port}`
  if (options.log !== false) console.log(`Studio: ${origin}`)
  return { origin, port, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
