// One server process: a cluster worker (index.ts starts one per core) or the whole server when alone.
import cluster from 'node:cluster'
import { installGlobals } from '@remix-run/node'
import { getServerEnv, publicSiteOrigin } from '~/server/env.server'
import { createPageCache } from '../page-cache/page-cache'
import { startSiteEventRelay } from '../page-cache/site-event-relay'
import { createApp, parseTrustProxy } from './app'
import { createHttpServer } from './http-server'
import { loadSiteBuild, projectRoot } from './site-build'

// React and Remix choose their production code when first imported, so this must be settled before the build loads.
process.env.NODE_ENV ??= 'production'
const env = getServerEnv()
const root = projectRoot()
installGlobals({ nativeFetch: true })
const build = await loadSiteBuild(root)

const app = createApp({
  build,
  root,
  production: env.NODE_ENV === 'production',
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  pageCache: env.PAGE_CACHE ? createPageCache({ maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 }) : null,
  publicOrigin: publicSiteOrigin(env),
  renderAllowance: env.RATE_LIMIT_RENDER,
})
const relay = startSiteEventRelay({ siteEvents: build.entry.module.siteEvents, redisUrl: env.REDIS_URL, channel: env.REDIS_CHANNEL })
const port = env.PORT
const onListen = () => {
  // The first worker up announces the address; the others would only repeat it.
  if (!cluster.isWorker || cluster.worker?.id === 1) console.log(`[server] http://localhost:${port}`)
}
// Slow senders may not hold a connection open for ever (headers and body each get a deadline).
const server = createHttpServer(app)
if (env.HOST) server.listen(port, env.HOST, onListen)
else server.listen(port, onListen)

/** Finish what is in flight, take nothing new, then leave; a request that will not finish gets 10 s. */
let shuttingDown = false
function shutDown() {
  if (shuttingDown) return
  shuttingDown = true
  void relay.stop()
  server.close(() => process.exit(0))
  // A kept-alive connection goes idle once its last answer is out: close each as it does, not after the grace.
  server.closeIdleConnections()
  setInterval(() => server.closeIdleConnections(), 100).unref()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
// A worker whose primary is gone has nobody to hand it connections or restart it: it leaves too.
if (cluster.isWorker) process.once('disconnect', shutDown)
