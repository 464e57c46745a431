// The production server: `npm start` runs it through scripts/start.mjs; `npm run serve` runs it alone.
// One worker per CPU core behind one port (WEB_CONCURRENCY overrides the count); with one, no primary at all.
import cluster from 'node:cluster'
import os from 'node:os'

const requested = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10)
const workers = Number.isSafeInteger(requested) && requested > 0 ? requested : os.availableParallelism()

// On the embedded defaults the content comes from the local Content API; say so once when nothing answers there
// (`npm start` starts it; `npm run serve` alone does not), rather than leave only "try again" pages to explain.
if (cluster.isPrimary && !process.env.SANITY_PROJECT_ID) {
  const api = process.env.CONTENT_API_URL || 'http://127.0.0.1:3334'
  fetch(`${api}/v2025-02-19/data/query/production?query=1`, { signal: AbortSignal.timeout(2_000) }).catch(() =>
    console.warn(`[server] no local Content API answers at ${api}: pages will say to try again until one does (npm start starts it, or npm run content-api)`),
  )
}

if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import('./primary.mjs')
  runPrimary({ workers })
} else {
  await import('./worker.mjs')
}
