import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import type { AppLoadContext } from '@remix-run/node'
import { createRequestHandler as createFetchHandler } from '@remix-run/node'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Request } from 'express'
import expressStaticGzip from 'express-static-gzip'
import type { DestinationStream } from 'pino'
import type { PdfMaker } from '~/platform/pdf-maker'
import { canonicalSpellings } from './canonical-spelling'
import { cachedPages, isCacheCandidate, type RecordingPageTags } from './page-cache/cached-pages'
import { createPageCache, type PageCache } from './page-cache/page-cache'
import { requestGuard } from './request-guard'
import { requestLog } from './request-log'
import { securityHeaders } from './security-headers'
import { sendPlainText } from './send-plain-text'
import type { Site } from './site-build'
import { dropUntrustedForwarding } from './untrusted-forwarding'

type TrustProxy = boolean | number | string[]

type AppOptions = {
  site: Site
  root: string
  production?: boolean
  trustProxy?: TrustProxy
  /** Where the request log goes (standard output, batched, when left out). */
  log?: DestinationStream
  pageCache?: PageCache | null
  /** PUBLIC_SITE_URL's origin: the one origin pages are cached under (a request's Host then adds no entries). */
  publicOrigin?: string | null
  /** Under pressure, the heaviest clients' allowance of new renders (page-cache/render-budget.ts). */
  renderAllowance?: { points: number; duration: number }
  /** The PDF engine (server/pdf/), handed to the app in every load context as `pdf`. */
  pdf?: PdfMaker | null
}

/** A path ending in a file extension (a route's `.data` aside): the only kind public/ can answer. */
const NAMES_A_FILE = /\.(?!data$)[A-Za-z0-9]+$/
/** The image and file routes (the CDN's URL shape), answered by the app: nothing of theirs is in public/. */
const ASSET_ROUTES = /^\/(?:images|files)\//

/**
 * The site's HTTP server: the built Remix app behind security headers, a request log without query strings,
 * compression and the static files. `trustProxy` says which proxies' X-Forwarded-For to believe (Express's
 * "trust proxy": false, "loopback", a list of addresses or a hop count), so per-client limits count visitors,
 * not the proxy.
 */
export function createApp({
  site,
  root,
  production = true,
  trustProxy = false,
  log,
  pageCache = createPageCache(),
  publicOrigin = null,
  renderAllowance,
  pdf = null,
}: AppOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)
  app.use(dropUntrustedForwarding())
  app.use(requestLog(log ? { destination: log } : {}))
  app.use(securityHeaders({ production }))
  app.use(requestGuard())
  // A page the cache answers is already encoded: the page cache applies the compression layer itself to what it
  // does not answer that way, and everything else passes through the layer here, as before.
  const compress = compression()
  const cacheAnswers = (req: Request) => pageCache && !NAMES_A_FILE.test(req.path) && isCacheCandidate(req)
  app.use((req, res, next) => (cacheAnswers(req) ? next() : compress(req, res, next)))
  // Fingerprinted build output never changes under its name; everything else in public/ may. The build writes
  // brotli and gzip copies beside each script and stylesheet (scripts/precompress-assets.ts): sent as they are.
  // In development Vite serves the app's modules and its own client instead, behind the same headers and guard.
  if (site.assets) {
    app.use(
      `${site.assets.publicPath}assets`,
      expressStaticGzip(site.assets.dir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    )
  }
  if (site.vite) app.use(site.vite.middlewares)
  // Only a path that names a file looks on disk: asking the file system (and building serve-static's 404) for
  // every page cost about a tenth of a cached page's time, and about half of each proxied image's (the image
  // and file routes, which public/ never holds, go straight on).
  const publicFiles = express.static(path.join(root, 'public'), { maxAge: '1h', index: false })
  const inPublic = (req: Request) => NAMES_A_FILE.test(req.path) && !ASSET_ROUTES.test(req.path)
  app.use((req, res, next) => (inPublic(req) ? publicFiles(req, res, next) : next()))
  // One address per page: another spelling of it (letter case, a trailing or doubled slash) is sent to its own.
  app.use(canonicalSpellings(site))
  const mode = production ? 'production' : 'development'
  const getLoadContext = (req: Request): AppLoadContext => ({
    clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
    ...(pdf ? { pdf } : {}),
  })
  if (pageCache) {
    // A publish drops the pages that showed what changed: server/site-event-relay.ts, the one place events take effect.
    const handle = createFetchHandler(site.build, mode)
    // Through the current build's seam: in development a reload brings a new one.
    const recordingPageTags: RecordingPageTags = (tags, render) => site.seam().recordingPageTags(tags, render)
    const hasPreviewSession = (cookie: string) => site.seam().hasPreviewSession(cookie)
    const refusalWords = (pathname: string) => site.seam().refusalWords(pathname)
    app.use(
      cachedPages({
        handle,
        recordingPageTags,
        hasPreviewSession,
        refusalWords,
        publicOrigin,
        cache: pageCache,
        getLoadContext,
        compress,
        renderAllowance,
      }),
    )
  }
  app.all('*', createRequestHandler({ build: site.build, mode, getLoadContext }))
  // Whatever escaped the app: a plain 500 that shows nothing of the error (which the log keeps).
  const lastResort: ErrorRequestHandler = (error, req, res, next) => {
    console.error('Unhandled error answering', req.method, (req.originalUrl ?? '').split('?')[0], error)
    if (res.headersSent) return next(error)
    sendPlainText(res, 500, 'Something went wrong on our side. Please try again.')
  }
  app.use(lastResort)
  return app
}

/**
 * TRUST_PROXY as Express understands it: unset → trust nobody; "true" → every hop (only behind a proxy that overwrites
 * the header).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(',').map((part) => part.trim())
}
