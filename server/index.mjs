// The production server: `npm start` runs it through scripts/start.mjs; `npm run serve` runs it alone.
// One worker per CPU core behind one port (WEB_CONCURRENCY overrides the count); with one, no primary at all.
import cluster from 'node:cluster'
import os from 'node:os'

const requested = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10)
const workers = Number.isSafeInteger(requested) && requested > 0 ? requested : os.availableParallelism()

if (cluster.isPrimary && workers > 1) {
  const { runPrimary } = await import('./primary.mjs')
  runPrimary({ workers })
} else {
  await import('./worker.mjs')
}
