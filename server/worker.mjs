// One server process: a cluster worker (server/index.mjs starts one per core) or the whole server when alone.
import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { installGlobals } from '@remix-run/node'
import { createApp, parseTrustProxy } from './app.mjs'
import { createPageCache } from './page-cache.mjs'
import { startSiteEventRelay } from './site-event-relay.mjs'

// React and Remix choose their production code when first imported, so this must be settled before the build loads.
process.env.NODE_ENV ??= 'production'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
installGlobals({ nativeFetch: true })
const build = await import(pathToFileURL(path.join(root, 'build', 'server', 'index.js')).href)

const app = createApp({
  build,
  root,
  production: process.env.NODE_ENV === 'production',
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  pageCache: process.env.PAGE_CACHE === 'off' ? null : createPageCache({ maxBytes: Number(process.env.PAGE_CACHE_MAX_MB ?? 64) * 1024 * 1024 }),
})
const relay = startSiteEventRelay({ siteEvents: build.entry.module.siteEvents })
const port = Number(process.env.PORT ?? 3000)
const onListen = () => {
  // The first worker up announces the address; the others would only repeat it.
  if (!cluster.isWorker || cluster.worker.id === 1) console.log(`[server] http://localhost:${port}`)
}
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen)
// Slow senders may not hold a connection open for ever (headers and body each get a deadline).
server.headersTimeout = 20_000
server.requestTimeout = 30_000

/** Finish what is in flight, take nothing new, then leave; a request that will not finish gets 10 s. */
let shuttingDown = false
function shutDown() {
  if (shuttingDown) return
  shuttingDown = true
  relay.stop()
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
