import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { DEFAULT_STUDIO_PORT, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import { refuseForeignHost } from './loopback-host'
import type { StudioSession, StudioSessions } from './studio-sessions'
import { createStudioSignIn, type StudioSignIn } from './studio-sign-in'
import { answerSignIn, sendSignInPage, signInLink } from './studio-sign-in-routes'

/**
 * Serves the built Studio (`studio/dist`; studio/sanity.config.ts says how it finds the local API) on loopback, signed
 * in as the local editor once a browser has followed a sign-in link: its page stores that browser's session token
 * where the Studio looks for a token (localStorage, `__studio_auth_token_<projectId>`) and names the local API's
 * origin, both before the Studio's own script runs. The session token is the API's for as long as the session lasts
 * (studio-sessions.ts: "Sign out" ends it); the page is served only to a browser that signed in with a one-time link
 * the host prints (studio-sign-in.ts), and only to requests addressed to a loopback name
 * (content-api/loopback-host.ts).
 */
export type StudioHostOptions = {
  /** The built Studio (the folder holding index.html and static/). */
  distDir: string
  /** 0 picks a free port. Default: the Studio's usual port (DEFAULT_STUDIO_PORT). */
  port?: number
  /** The local Content API's origin, e.g. http://localhost:3334. */
  apiOrigin: string
  /**
   * The Content API's (`ContentApi`): its editor token, for which the host hands out a new sign-in link (`npm run
   * studio:link`), and its Studio sessions, which a sign-in link opens and whose tokens it takes.
   */
  editor: { token: string; studioSessions: StudioSessions }
  /** The site "Preview on site" opens (default: the one the Studio was built for). */
  siteUrl?: string
  /**
   * The project id the Studio was built with (its token is stored under that id). Default: the local Content API's
   * (EMBEDDED_PROJECT_ID).
   */
  projectId?: string
  /** Print where the Studio is (default true). */
  log?: boolean
}

/**
 * Only the Studio's own pages may frame it: a page elsewhere that showed the signed-in Studio in a frame could trick
 * one click out of the editor (publish, delete). Presentation frames the site, never the other way round.
 * `X-Frame-Options` is for browsers that predate `frame-ancestors`.
 */
const FRAMING_HEADERS = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' }

/** `name-<hash>.ext`, as the Studio's build names what it bundles. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

export type StudioHost = {
  origin: string
  port: number
  server: Server
  /** Resolves once every built asset is compressed and kept in memory. */
  ready: Promise<void>
  /** A new one-time sign-in link, which leads to `next` (a path of the Studio) once followed. */
  signInLink(next?: string): string
  close(): Promise<void>
}

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
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.wasm': 'application/wasm',
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
export function signInScript(options: {
  projectId: string
  token: string
  apiOrigin: string
  siteUrl?: string
}): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const api = new URL(options.apiOrigin)
  const spreadListeners = `(function(){
var apiHost=${json(api.hostname)},apiPort=${json(api.port)},n=0;
function spread(u){try{var url=new URL(u,location.href);
if(url.port===apiPort&&(url.hostname===apiHost||url.hostname.slice(-apiHost.length-1)==='.'+apiHost)&&
url.pathname.indexOf('/data/listen/')!==-1){
url.hostname='listen'+(++n)+'.'+url.hostname;return url.toString()}}catch(e){}return null}
function outside(u){try{var url=new URL(u,location.href);var h=url.hostname;
return (url.protocol==='http:'||url.protocol==='https:')&&
!(h==='localhost'||h==='127.0.0.1'||h==='[::1]'||h.slice(-10)==='.localhost')?url:null}catch(e){return null}}
var nativeFetch=window.fetch;
window.fetch=function(input,init){
var away=outside(typeof input==='string'||input instanceof URL?String(input):input&&input.url);
if(away)return Promise.resolve(away.pathname.indexOf('/v1/modules/')===0?
new Response('{}',{status:200,headers:{'content-type':'application/json'}}):
new Response('{"error":"offline"}',{status:404,headers:{'content-type':'application/json'}}));
var moved=typeof input==='string'||input instanceof URL?spread(String(input)):input&&input.url?spread(input.url):null;
if(moved===null)return nativeFetch.apply(this,arguments);
return nativeFetch.call(this,typeof input==='string'||input instanceof URL?moved:new Request(moved,input),init)};
if(window.EventSource){var NativeEventSource=window.EventSource;
var Spread=function(url,config){return new NativeEventSource(spread(String(url))||url,config)};
Spread.prototype=NativeEventSource.prototype;Spread.CONNECTING=0;Spread.OPEN=1;Spread.CLOSED=2;
window.EventSource=Spread}
})();`
  const apiSettings = json({ apiHost: options.apiOrigin, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) })
  const tokenKey = json(`__studio_auth_token_${options.projectId}`)
  const storedToken = json(JSON.stringify({ token: options.token, time: new Date(0).toISOString() }))
  return (
    '<script>' +
    `window.__localContentApi=${apiSettings};` +
    `try{localStorage.setItem(${tokenKey},${storedToken})}catch(e){}` +
    spreadListeners.replace(/\n/g, '') +
    '</script>'
  )
}

/**
 * index.html with the sign-in script first in <head>, without the script Sanity's hosted dashboard injects, and
 * without the `@font-face` rules that load Inter from studio-static.sanity.io (offline nothing leaves loopback: the
 * Studio's font stack falls back to the system's sans-serif).
 */
export function studioPage(
  html: string,
  options: { projectId: string; token: string; apiOrigin: string; siteUrl?: string },
): string {
  const withoutBridge = html.replace(/<script[^>]*data-sanity-core[^>]*><\/script>/g, '')
  const withoutFonts = withoutBridge.replace(/@font-face\s*\{[^}]*https?:\/\/[^}]*\}/g, '')
  return withoutFonts.replace(/<head>/i, (head) => head + signInScript(options))
}

/** Files worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.webmanifest'])

type Encoded = { identity: Buffer; br?: Buffer; gzip?: Buffer }
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined
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
  const projectId = options.projectId ?? EMBEDDED_PROJECT_ID
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const pageOptions = { projectId, apiOrigin: studioApiOrigin(options.apiOrigin), siteUrl: options.siteUrl }
  /**
   * Each served file, read and compressed once (brotli and gzip) on its first request and kept: the built Studio is a
   * few MB of JavaScript that never changes while the host runs, and a cold Studio waits on it.
   */
  const encoded = new Map<string, Promise<Encoded>>()
  const compress = async (body: Buffer, ext: string): Promise<Encoded> =>
    COMPRESSIBLE.has(ext) && body.length > 1024
      ? {
          identity: body,
          br: await brotliAsync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzip: await gzipAsync(body, { level: 9 }),
        }
      : { identity: body }
  const load = (file: string): Promise<Encoded> => {
    let body = encoded.get(file)
    if (!body) {
      body = readFile(file).then((bytes) => compress(bytes, path.extname(file)))
      encoded.set(file, body)
      body.catch(() => encoded.delete(file))
    }
    return body
  }
  /**
   * The page, made for one session (it carries that session's token), in the encoding the browser takes. Brotli at
   * quality 5: about 0.2 ms for the page, where quality 9 took 9 ms.
   */
  const pageFor = async (req: IncomingMessage, session: StudioSession): Promise<Encoded> => {
    const token = options.editor.studioSessions.apiToken(session)
    const identity = Buffer.from(studioPage(indexHtml, { ...pageOptions, token }), 'utf8')
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (encoding === 'br')
      return { identity, br: await brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) }
    return encoding === 'gzip' ? { identity, gzip: await gzipAsync(identity) } : { identity }
  }
  // Compressed once, in the background, as soon as the host starts (off the main thread), so the first Studio to load
  // does not wait for it.
  const warm = (async () => {
    const staticDir = path.join(distDir, 'static')
    const names = await readdir(staticDir).catch(() => [] as string[])
    for (const name of names) await load(path.join(staticDir, name)).catch(() => undefined)
  })()
  const send = (
    req: IncomingMessage,
    res: import('node:http').ServerResponse,
    body: Encoded,
    headers: Record<string, string>,
  ) => {
    const encoding = body.br || body.gzip ? pickEncoding(req.headers['accept-encoding']) : undefined
    const bytes = (encoding && body[encoding]) || body.identity
    const vary = [headers.Vary, body.br || body.gzip ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ')
    res.writeHead(200, {
      ...headers,
      'Content-Length': String(bytes.length),
      ...(vary ? { Vary: vary } : {}),
      ...(encoding && body[encoding] ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : bytes)
  }

  // Made once the host listens (links name its origin, the session cookie its port).
  let signIn: StudioSignIn
  let origin = ''
  const server = createServer(async (req, res) => {
    try {
      // No upgrade handler: an upgrade request comes here too, and is refused alike.
      if (refuseForeignHost(req, res)) return
      for (const [name, value] of Object.entries(FRAMING_HEADERS)) res.setHeader(name, value)
      let url: URL
      let pathname: string
      try {
        url = new URL(req.url ?? '/', 'http://localhost')
        pathname = decodeURIComponent(url.pathname)
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
        return res.end('Bad path')
      }
      if (answerSignIn(req, res, url, { signIn, token: options.editor.token, origin })) return
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' })
        return res.end()
      }
      const file = path.join(distDir, path.normalize(pathname))
      const inside = file.startsWith(distDir + path.sep)
      const isFile =
        inside &&
        !file.endsWith('index.html') &&
        (await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ))
      if (!isFile) {
        // A single-page app: every other path is the Studio's page; a missing asset under /static is a 404.
        if (pathname.startsWith('/static/')) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          return res.end('Not found')
        }
        const session = signIn.sessionOf(req)
        if (!session) {
          // A session that ended (signed out, revoked, expired): the browser may forget its cookie.
          if (signIn.hasCookie(req)) res.setHeader('Set-Cookie', signIn.dropCookie())
          return sendSignInPage(req, res)
        }
        // The page carries the session's token: never kept by a cache.
        return send(req, res, await pageFor(req, session), {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache, no-store',
          Vary: 'Cookie',
        })
      }
      send(req, res, await load(file), {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        // Built assets carry a content hash in their names (the few that do not, e.g. favicons, are revalidated).
        'Cache-Control': HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    } catch (error) {
      console.error('Studio host:', error)
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The Studio could not be served')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_STUDIO_PORT, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  origin = `http://localhost:${port}`
  // Named by port: cookies do not tell ports apart, and two Studios on one machine (the tests') must not mix.
  signIn = createStudioSignIn({ sessions: options.editor.studioSessions, cookieName: `studio-session-${port}` })
  const newLink = (next?: string) => signInLink(origin, signIn.newCode(), next)
  if (options.log !== false) {
    console.log(`Studio: ${origin}`)
    console.log(`Studio: sign in with this one-time link: ${newLink()} (npm run studio:link prints a new one)`)
  }
  return {
    origin,
    port,
    server,
    ready: warm,
    signInLink: newLink,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
