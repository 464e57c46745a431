import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { localEditorToken } from '#shared/local-editor-token.server'
import { DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import { actionsRoute } from './actions-route'
import { assetServeRoutes } from './assets-serve'
import { assetUploadRoute } from './assets-upload'
import { EDITOR_IDENTITY } from './auth'
import type { ApiContext } from './context'
import { applyCors } from './cors'
import { readRoutes } from './data-routes'
import { createDatasetStore, type DatasetStore } from './dataset-store'
import { createHistory } from './history'
import { type Listener, listenRoute } from './listen-route'
import { refuseForeignHost, refuseForeignHostUpgrade } from './loopback-host'
import { mutateRoute } from './mutate-route'
import { keepPreviewSecretsTidy } from './preview-secrets'
import { createQueryPool, DEFAULT_QUERY_LIMITS, type QueryLimits } from './query-pool'
import { DEFAULT_DATA_DIR } from './reset-data'
import { ApiError, type Route, sendJson } from './route'
import { createSourceIndexes } from './source-indexes'
import { createPresenceSockets } from './studio-api/presence-socket'
import { studioRoutes } from './studio-api/routes'
import { sessionRecordFile } from './studio-session-record'
import { createStudioSessions, type StudioSessions } from './studio-sessions'
import { createWebhookSender, type WebhookTarget } from './webhook'

export { DEFAULT_DATA_DIR }

export type ContentApiOptions = {
  /** Where datasets and uploaded assets are kept. Default `data/content-lake`. */
  dataDir?: string
  /** The seed a dataset starts from when nothing is persisted yet. Default `seed`. */
  seedDir?: string
  /** Default: EMBEDDED_PROJECT_ID. */
  projectId?: string
  /** Default: the one dataset DEFAULT_SANITY_DATASET. */
  datasets?: string[]
  /**
   * The local editor token. Default: the one made for this install (data/content-api-token); `npm run content-api`
   * passes CONTENT_API_TOKEN when it is set.
   */
  token?: string
  /** The site's publish webhook, called after each transaction that changed published content. */
  webhook?: WebhookTarget
  /** Largest JSON body (queries, mutations, actions). Default 4 MB. */
  maxBodyBytes?: number
  /** Largest asset upload. Default 32 MB. */
  maxAssetBytes?: number
  /** Routes tried after the built-in ones. */
  extraRoutes?: Route[]
  /** Mount the Studio's endpoints (content-api/studio-api). Default true. */
  studio?: boolean
  /** A query's deadline, a query worker's memory, how many workers (default 5 s, 256 MB, 2). */
  queryLimits?: Partial<QueryLimits>
  /** Fold a dataset's write log into its file past this many bytes (default: the file's size, at least 1 MB). */
  foldLogAt?: number
}

export type ContentApi = {
  server: Server
  store: DatasetStore
  /** The editor token it accepts (for the Studio it serves). */
  token: string
  /**
   * The Studio's sessions, whose tokens it takes as the editor's until they end (`<dataDir>/studio-sessions.json`):
   * the Studio host opens them (content-api/studio-host.ts), "Sign out" (`/auth/logout`) ends one.
   */
  studioSessions: StudioSessions
  listen(port: number, host?: string): Promise<{ origin: string }>
  /** Resolves once every write begun is on disk: the write logs, a fold of one running, the history. */
  idle(): Promise<void>
  close(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])
/** How long an idle keep-alive connection stays open: longer than any client's pool keeps one (4–5 s in Node). */
export const IDLE_CONNECTION_MS = 65_000

function sendError(req: IncomingMessage, res: ServerResponse, error: unknown) {
  const known = error instanceof ApiError
  if (!known)
    console.error(
      `Content API: ${req.method} ${(req.url ?? '').split('?')[0]} failed: ${(error as Error)?.stack ?? String(error)}`,
    )
  if (res.headersSent) {
    res.destroy()
    return
  }
  const status = known ? error.statusCode : 500
  const description = known ? error.message : 'Internal server error'
  const type = known ? error.type : 'internalError'
  // A body that was refused part-way is still arriving: close the connection rather than read the rest.
  if (status === 413) res.setHeader('Connection', 'close')
  sendJson(res, status, { error: { description, type, ...(known ? error.details : {}) }, statusCode: status })
}

/**
 * The local stand-in for Sanity's Content Lake HTTP API: a development and test service on loopback only.
 * docs/decisions/023-local-content-api.md says what it covers and where it differs from the real one.
 */
export function createContentApi(options: ContentApiOptions = {}): ContentApi {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR)
  const projectId = options.projectId ?? EMBEDDED_PROJECT_ID
  const datasets = options.datasets ?? [DEFAULT_SANITY_DATASET]
  const token = options.token ?? localEditorToken()
  if (token.length < 8) throw new Error('The local editor token must be at least 8 characters long')
  // History is read before the store writes a fresh dataset out, so a log never outlives the dataset it describes.
  const history = createHistory({ dataDir, datasets, current: (name, id) => store.getDocument(name, id) })
  const store = createDatasetStore({
    dataDir,
    seedDir: path.resolve(options.seedDir ?? 'seed'),
    projectId,
    datasets,
    identity: EDITOR_IDENTITY,
    foldLogAt: options.foldLogAt,
  })

  const studioSessions = createStudioSessions({ token, file: sessionRecordFile(dataDir) })
  let origin = ''
  const queries = createQueryPool(store, { ...DEFAULT_QUERY_LIMITS, ...options.queryLimits })
  const ctx: ApiContext = {
    store,
    queries,
    sourceIndexes: createSourceIndexes(store),
    projectId,
    token,
    studioSessions,
    maxBodyBytes: options.maxBodyBytes ?? 4 * 1024 * 1024,
    maxAssetBytes: options.maxAssetBytes ?? 32 * 1024 * 1024,
    origin: () => origin,
    imageCacheDir: path.join(dataDir, 'image-cache'),
  }
  const listeners = new Set<Listener>()
  const coreRoutes: Route[] = [
    ...readRoutes(ctx),
    mutateRoute(ctx),
    actionsRoute(ctx),
    listenRoute(ctx, listeners),
    assetUploadRoute(ctx),
    ...assetServeRoutes(ctx),
  ]
  // The Studio's routes name the server's origin, so they are made once it is known.
  let mounted: Route[] = [...coreRoutes, ...(options.extraRoutes ?? [])]

  store.subscribe((txn) => history.record(txn))
  keepPreviewSecretsTidy(store)
  const webhook = options.webhook ? createWebhookSender(options.webhook, projectId) : null
  if (webhook) store.subscribe((txn) => webhook.notify(txn))

  const server = createServer(async (req, res) => {
    try {
      // Before anything else, CORS preflights included: a page that rebinds its name to loopback gets nothing.
      if (refuseForeignHost(req, res)) return
      if (applyCors(req, res)) return
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      let wrongMethod = false
      for (const route of mounted) {
        const match = route.path.exec(url.pathname)
        if (!match) continue
        if (route.method !== '*' && route.method !== req.method) {
          wrongMethod = true
          continue
        }
        await route.handle({ req, res, url, params: { ...match.groups } })
        return
      }
      throw wrongMethod
        ? new ApiError(405, `Method ${req.method} is not allowed here`, 'methodNotAllowedError')
        : new ApiError(404, 'Not found', 'notFoundError')
    } catch (error) {
      sendError(req, res, error)
    }
  })
  // The Studio's presence socket is accepted and answered quietly (content-api/studio-api/presence-socket.ts); nothing
  // else upgrades.
  const presence = createPresenceSockets()
  server.on('upgrade', (req, socket, head: Buffer) => {
    if (refuseForeignHostUpgrade(req, socket)) return
    if (options.studio === false) return socket.destroy()
    presence.upgrade(req, socket, head)
  })
  // Slow or stalled uploads are not held open forever.
  server.requestTimeout = 120_000
  server.headersTimeout = 30_000
  // An idle connection is closed by its client, not by the API. Node's own client pool drops an idle socket after 5 s,
  // which is also Node's default here: when both closed at once, a request sent on the dying socket failed with
  // "socket hang up" (seen in a clean-clone CI run of content-api/query-limits.test.ts).
  server.keepAliveTimeout = IDLE_CONNECTION_MS

  return {
    server,
    store,
    token,
    studioSessions,
    async listen(port, host = '127.0.0.1') {
      if (!LOOPBACK.has(host)) throw new Error(`The local Content API only listens on loopback, not ${host}`)
      await Promise.all([store.ready, queries.ready()])
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          resolve()
        })
      })
      const address = server.address()
      const actualPort = typeof address === 'object' && address ? address.port : port
      origin = `http://${host === '::1' ? '[::1]' : '127.0.0.1'}:${actualPort}`
      if (options.studio !== false) {
        mounted = [
          ...coreRoutes,
          ...studioRoutes({ projectId, datasets, token, studioSessions, origin, history }),
          ...(options.extraRoutes ?? []),
        ]
      }
      return { origin }
    },
    async idle() {
      await store.idle()
      await history.flush()
    },
    async close() {
      for (const listener of [...listeners]) listener.close()
      presence.close()
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      await queries.close()
      await store.flush()
      await history.flush()
      await webhook?.settle()
    },
  }
}
