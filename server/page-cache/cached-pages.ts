import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { AppLoadContext } from '@remix-run/node'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { clientKey } from '#shared/client-key'
import type { RefusalWords } from '~/host-seam'
import { type Compress, createAppTurns } from './app-turns'
import { createBrotliCopies } from './brotli-copies'
import { canonicalPageUrl } from './cache-key'
import { type CacheEntry, type PageCache, renderEntry } from './page-cache'
import { createRenderAdmission, type RenderAdmission, RenderShed } from './render-admission'
import { createRenderBudget, type RenderBudget } from './render-budget'
import { createRenderFlights, type RecordingPageTags } from './render-flights'
import { createRenderPressure, type RenderPressure } from './render-pressure'

export type { RecordingPageTags }

/**
 * Answers public GETs from the page cache and renders (once, however many visitors ask at the same moment)
 * what it does not hold. Every render passes one admission (decision 050): a page the cache does not hold, an
 * editor's preview and a form post (which renders a page too, or a `.data` answer) alike wait for a turn, are shed
 * past the backlog, and under pressure count against the client's allowance. The API routes, the image and file
 * routes and a proposal's PDF (decision 065) go on to the app untouched. Decision 019.
 */

const PREVIEW_COOKIE = /(?:^|;\s*)__preview=/
// Routes that are never a page a visitor shares: secrets in the query, signed webhooks, asset bytes (the image
// route keeps its own resized copies), and Remix's route manifest, which renders nothing (it answers from the build
// alone) and which Remix's client cannot do without: refused, a visitor's next click ended on its error screen.
// A proposal's PDF (decision 065) waits on its own queue for Chromium to load the proposal's page from this worker:
// held as a render, two downloads took both turns that page load needed, and every print ran out its 30 s.
const NEVER_CACHED = /^\/(?:(?:api|images|files)\/|__manifest$|(?:[a-z]{2}\/)?proposal\/[^/]+\/pdf$)/
// What a render may see of the request besides its URL: its host alone. Nothing personal (cookies, credentials),
// nothing a visitor could use to change a page other visitors will be shown (forwarding headers), and no
// user agent, so a crawler's first visit and a browser's give the one page everyone is shown.
const RENDER_HEADERS = ['host']

/**
 * A GET or HEAD of a page: the cache answers it unless it carries a valid preview session (checked by the
 * handler). A junk preview cookie, any other cookie or an Authorization header changes nothing a render sees,
 * so they are answered from the cache like any visitor.
 */
export function isCacheCandidate(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  return !NEVER_CACHED.test(req.path)
}

/** A POST to a page (a form's action): never cached, but rendered, so admitted like a render. */
const isFormPost = (req: Request) => req.method === 'POST' && !NEVER_CACHED.test(req.path)

/**
 * `handle(request, loadContext)` renders with the app (Remix's fetch-style handler); `recordingPageTags(tags,
 * fn)` runs it while the app records the documents it shows. `compress` is the compression layer, when the app
 * leaves it to this handler: an answer sent already encoded from the cache skips it (it would only wrap the
 * response to find nothing to do), everything else (a plain copy, a render that is not kept, what goes on to
 * the app) goes through it.
 */
type CachedPagesOptions = {
  handle: (request: globalThis.Request, loadContext: AppLoadContext) => Promise<globalThis.Response>
  recordingPageTags?: RecordingPageTags
  cache: PageCache
  getLoadContext: (req: Request) => AppLoadContext
  compress?: Compress
  /** Whether a Cookie header holds a preview session this site signed and still honours (the app's own check). */
  hasPreviewSession?: (cookieHeader: string) => Promise<boolean>
  /** The words of a refusal, in the language of the page asked for (the app's, through the seam). */
  refusalWords: (pathname: string) => RefusalWords
  /** The origin pages are kept under: PUBLIC_SITE_URL's when set, so a request's Host cannot add entries. */
  publicOrigin?: string | null
  admission?: RenderAdmission
  /** Whether the worker is under pressure from renders (render-pressure.ts). */
  pressure?: Pick<RenderPressure, 'underPressure' | 'noteRefusal'>
  /** Under pressure, each client's allowance of new renders (render-budget.ts). */
  renderAllowance?: { points: number; duration: number }
  /** Who may start a render (render-budget.ts); made from the two above unless given. */
  renderBudget?: RenderBudget
}

export function cachedPages({
  handle,
  recordingPageTags = (_tags, fn) => fn(),
  cache,
  getLoadContext,
  compress = (_req, _res, next) => next(),
  hasPreviewSession = async () => false,
  refusalWords,
  publicOrigin = null,
  admission = createRenderAdmission(),
  pressure = createRenderPressure({ renders: admission }),
  renderAllowance,
  renderBudget = createRenderBudget({ pressure, allowance: renderAllowance }),
}: CachedPagesOptions): RequestHandler {
  const flights = createRenderFlights({ handle, recordingPageTags, cache, admission })
  const turns = createAppTurns({ admission, pressure, renderBudget, getLoadContext, compress, refusalWords })
  const buildBrotli = createBrotliCopies(cache)

  return function pageCacheHandler(req, res, next) {
    if (isFormPost(req)) return turns.admitFormPost(req, res, next)
    if (!isCacheCandidate(req)) return compress(req, res, next)
    if (PREVIEW_COOKIE.test(req.headers.cookie ?? '')) return previewOrCached(req, res, next)
    return answer(req, res, next)
  }

  function answer(req: Request, res: Response, next: NextFunction) {
    const key = canonicalPageUrl(publicOrigin ?? requestOrigin(req), req.originalUrl)
    const found = cache.lookup(key)
    if (found) {
      if (found.state === 'stale') flights.refresh(found.entry)
      else buildBrotli(found.entry)
      return sendEntry(req, res, found.entry, 200, found.state === 'fresh' ? 'HIT' : 'STALE', found.age, compress)
    }
    return renderAndSend(req, res, next, key)
  }

  /** An editor's preview is rendered for them alone (in turn with other renders); a junk cookie is a visitor. */
  async function previewOrCached(req: Request, res: Response, next: NextFunction) {
    try {
      if (!(await hasPreviewSession(req.headers.cookie ?? ''))) return answer(req, res, next)
    } catch (error) {
      return next(error)
    }
    turns.answerInTurn(req, res, next).catch(next)
  }

  async function renderAndSend(req: Request, res: Response, next: NextFunction, key: string) {
    try {
      const loadContext = getLoadContext(req)
      // Starting a render spends from the client's allowance; waiting on one under way, or the first render of a
      // page a publish dropped (the site owes everyone that one), does not.
      if (!flights.isRendering(key) && !cache.droppedByPublish(key)) {
        const decision = await renderBudget(clientKey(loadContext))
        // Someone else's render of this page may have started while the allowance was asked: joining costs nothing.
        if (!decision.allowed && !flights.isRendering(key))
          return turns.tooManyRenders(req, res, decision.retryAfterSeconds)
      }
      // The render's headers are built on a miss only: a hit needs none of them.
      const started = flights.renderOnce(key, { url: key, headers: renderHeaders(req) }, loadContext)
      if (!started) return turns.shed(req, res)
      const { pending, first } = started
      const rendered = await pending
      if (rendered.entry) {
        const state = rendered.entry.freshMs > 0 ? 'MISS' : 'BYPASS'
        return sendEntry(req, res, rendered.entry, rendered.status, state, 0, compress)
      }
      if (first) return compress(req, res, () => sendResponse(req, res, rendered.response))
      // Its first visitor's alone (it set a cookie): a visitor who waited on it takes a turn to render like anyone.
      await turns.answerInTurn(req, res, next)
    } catch (error) {
      // Given up while it waited, for a client with fewer renders waiting: the first visitor and any who joined.
      if (error instanceof RenderShed) return turns.shed(req, res)
      next(error)
    }
  }
}

/**
 * The origin the app sees, built as Remix's Express adapter builds it (forwarding headers count only from a
 * trusted proxy: host/untrusted-forwarding.ts removes them otherwise). Without PUBLIC_SITE_URL it is in the cache
 * key: a page that prints its own address must not be shown to another host's visitors.
 */
function requestOrigin(req: Request): string {
  const port = [req.get('x-forwarded-host'), req.get('host')]
    .map((host) => Number.parseInt(host?.split(':')[1] ?? '', 10))
    .find(Number.isSafeInteger)
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}`
}

function renderHeaders(req: Request): Headers {
  const headers = new Headers()
  for (const name of RENDER_HEADERS) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

// Nonces are cut from a pool of random bytes: one call to the system's generator per 256 answers.
let noncePool = Buffer.alloc(0)
let nonceOffset = 0
function freshNonce() {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(16 * 256)
    nonceOffset = 0
  }
  nonceOffset += 16
  return noncePool.toString('base64', nonceOffset - 16, nonceOffset)
}

function sendEntry(
  req: Request,
  res: Response,
  entry: CacheEntry,
  status: number,
  state: 'HIT' | 'STALE' | 'MISS' | 'BYPASS',
  ageMs: number,
  compress: Compress,
) {
  const accepts = (encoding: string) => req.acceptsEncodings(encoding) === encoding
  const { headers, encoding, body } = renderEntry(entry, accepts, freshNonce())
  res.statusCode = status
  for (const [name, value] of headers) res.setHeader(name, value)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('X-Cache', state)
  res.setHeader('Age', String(Math.floor(ageMs / 1000)))
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(body.reduce((sum, part) => sum + part.length, 0)))
  if (req.method === 'HEAD') return res.end()
  // A client that takes neither gzip nor brotli gets the page through the compression layer (which may find an
  // encoding it does take). That layer waits for 'drain' between chunks, which a corked response never emits:
  // one buffer for it. Already encoded, the parts go out in one write (writev) without being copied together.
  if (!encoding) return compress(req, res, () => res.end(Buffer.concat(body)))
  res.cork()
  for (const part of body) res.write(part)
  res.end()
}

/** A rendered Response that may not be shared, sent as the app made it (the compression layer still applies). */
function sendResponse(req: Request, res: Response, response: globalThis.Response) {
  res.status(response.status)
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.append(name, value)
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie)
  res.setHeader('X-Cache', 'BYPASS')
  if (!response.body || req.method === 'HEAD') return res.end()
  Readable.fromWeb(response.body as WebReadableStream).pipe(res)
}
