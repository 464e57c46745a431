// One server process: a cluster worker (index.ts starts one per core in production) or the whole server when alone
// (one worker, or `npm run dev`).
import cluster from 'node:cluster'
import { installGlobals } from '@remix-run/node'
import { getServerEnv, publicSiteOrigin } from '#shared/site-settings.server'
import { createApp, parseTrustProxy } from './app'
import { everyDay, isDailyWorkMessage } from './daily-work'
import { createHttpServer } from './http-server'
import { isMailerMessage } from './mailer-worker'
import { createPageCache } from './page-cache/page-cache'
import { sitePdfs } from './pdf/site-pdfs'
import { loadSite, projectRoot } from './site-build'
import { startSiteEvents } from './site-event-relay'

// React and Remix choose their production code when first imported, so this must be settled before the app loads.
process.env.NODE_ENV ??= 'production'
const env = getServerEnv()
const development = env.NODE_ENV === 'development'
const root = projectRoot()
installGlobals({ nativeFetch: true })

// The server exists before the app so that, in development, Vite's hot reload can share its port.
let app: ReturnType<typeof createApp> | undefined
// Slow senders may not hold a connection open for ever (headers and body each get a deadline).
const server = createHttpServer((req, res) => app!(req, res))
const site = await loadSite({ root, development, httpServer: server })
const pageCache = env.PAGE_CACHE ? createPageCache({ maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 }) : null
// In development a changed source file may change any page: the cache starts afresh.
site.onSourceChange(() => pageCache?.clear())
// One Chromium for this process, launched at the first PDF asked for (decision 065).
const pdf = sitePdfs(env, root)
app = createApp({
  site,
  root,
  production: env.NODE_ENV === 'production',
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  pageCache,
  publicOrigin: publicSiteOrigin(env),
  renderAllowance: env.RATE_LIMIT_RENDER,
  pdf,
})
const events = startSiteEvents({ site, pageCache, redisUrl: env.REDIS_URL, channel: env.REDIS_CHANNEL })
const port = env.PORT
// The proposal mailer runs in one process of a server: this one when it is alone, else the worker the primary names
// (server/mailer-worker.ts).
let mailer: ReturnType<ReturnType<typeof site.seam>['startProposalMailer']> = null
const startMailer = () => {
  mailer ??= site.seam().startProposalMailer(`http://localhost:${port}`)
}
if (cluster.isWorker) process.on('message', (message) => isMailerMessage(message) && startMailer())
else startMailer()
const onListen = () => {
  // The first worker up announces the address; the others would only repeat it.
  if (!cluster.isWorker || cluster.worker?.id === 1)
    console.log(`[server] http://localhost:${port}${development ? ' (development: Vite, hot reload)' : ''}`)
}
// The day's work (server/daily-work.ts): in a cluster when the primary hands it here, alone on a schedule of its own.
// The kept PDFs of proposals that no longer exist go with them (server/pdf/); holds past their end are tidied.
const dailyWork = async () => {
  await site.seam().runPrivateRetention()
  await site.seam().tidyHolds()
  const kept = await site.seam().keptProposalIds()
  if (kept) await pdf.forgetAllBut(kept).catch(() => 0)
}
if (cluster.isWorker) process.on('message', (message) => isDailyWorkMessage(message) && void dailyWork())
else everyDay(() => void dailyWork())
if (env.HOST) server.listen(port, env.HOST, onListen)
else server.listen(port, onListen)

/** Finish what is in flight, take nothing new, then leave; a request that will not finish gets 10 s. */
let shuttingDown = false
function shutDown() {
  if (shuttingDown) return
  shuttingDown = true
  void events.stop()
  void mailer?.stop()
  void site.close()
  void pdf.close()
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
