// The site's server, in both modes (decision 039): `npm start` runs it compiled through scripts/start.ts, `npm run
// serve` compiled alone (build/host/main.js, by scripts/build-host.ts), `npm run dev` from source with Vite.
// In production one worker per CPU core behind one port (WEB_CONCURRENCY overrides the count); with one, and in
// development, no primary at all.
import cluster from 'node:cluster'
import os from 'node:os'
import { dataPath } from '#shared/setting-defaults'
import { getServerEnv } from '#shared/site-settings.server'

const env = getServerEnv()
const workers = env.NODE_ENV === 'development' ? 1 : (env.WEB_CONCURRENCY ?? os.availableParallelism())

// On the embedded defaults the content comes from the local Content API; say so once when nothing answers there
// (`npm start` starts it; `npm run serve` alone does not), rather than leave only "try again" pages to explain.
if (cluster.isPrimary && !env.SANITY_PROJECT_ID) {
  const api = env.CONTENT_API_URL
  fetch(`${api}${dataPath('query', { apiVersion: env.SANITY_API_VERSION, dataset: env.SANITY_DATASET })}?query=1`, {
    signal: AbortSignal.timeout(2_000),
  }).catch(() =>
    console.warn(
      `[server] no local Content API answers at ${api}: pages will say to try again until one does ` +
        '(npm start starts it, or npm run content-api)',
    ),
  )
}

if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import('./primary')
  runPrimary({
    workers,
    port: env.PORT,
    memory: { heapMb: env.WORKER_HEAP_MB, nodeOptions: env.NODE_OPTIONS, mallocArenaMax: env.MALLOC_ARENA_MAX },
  })
} else {
  await import('./worker')
}
