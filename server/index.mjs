// The production server (`npm start` runs it through scripts/start.mjs; `npm run serve` runs it alone).
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { installGlobals } from '@remix-run/node'
import { createApp, parseTrustProxy } from './app.mjs'

// React and Remix choose their production code when first imported, so this must be settled before the build loads.
process.env.NODE_ENV ??= 'production'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
installGlobals({ nativeFetch: true })
const build = await import(pathToFileURL(path.join(root, 'build', 'index.js')).href)

const app = createApp({
  build,
  root,
  production: process.env.NODE_ENV === 'production',
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
})
const port = Number(process.env.PORT ?? 3000)
const onListen = () => console.log(`[server] http://localhost:${port}`)
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen)
// Slow senders may not hold a connection open for ever (headers and body each get a deadline).
server.headersTimeout = 20_000
server.requestTimeout = 30_000

/** Finish what is in flight, take nothing new, then leave; a request that will not finish gets 10 s. */
function shutDown() {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', shutDown)
process.once('SIGINT', shutDown)
