// `npm run bench:images`: what a burst of new image variants does to everyone else (issue 25, decision 033). It
// starts the production server on its embedded defaults, warms a page and an image, then fires 300 requests for
// distinct junk sizes of the seed's pictures at once from 127.0.0.1, while a visitor on 127.0.0.2 asks for one
// new variant of a picture the burst leaves alone and keeps loading a cached page and a cached image. It prints
// the visitor's new image (status, time), the cached page's and image's p50/p99 before and during the burst, and
// the burst's answers by status. Target: the visitor's new image is a 200 within 2 s; the rest as before.
// Refusals are to come "at once": the bench prints how long the server took to answer them (from the site's
// request log: from a request's arrival in the app to its answer), and, as the floor a client on this machine
// sees, 300 requests at once for a static file of the same server from 127.0.0.3, measured in the same run. The
// bursts are sent by another process (bench-images/burst-client.ts), as an attacker is another machine.
import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dataPath } from '#shared/setting-defaults'
import type { BurstOrder, BurstReport } from './bench-images/burst-client'
import { connectionPool, timedGet } from './bench-images/timed-get'
import { startProductionServer } from './production-server'

const BURST = 300
const BASELINE_ROUNDS = 40
const ATTACKER = '127.0.0.1'
const VISITOR = '127.0.0.2'
const FLOOR_CLIENT = '127.0.0.3'
/** A file of the same server that no app code answers (public/, served by express.static). */
const STATIC_FILE = '/favicon.svg'

const requestLog = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-images-')), 'requests.ndjson')
const site = await startProductionServer({}, { requestLog })
const api = site.contentApi?.origin
if (!api) {
  console.error('bench:images measures the embedded defaults (the local Content API); unset SANITY_PROJECT_ID.')
  process.exit(1)
}
const port = Number(new URL(site.origin).port)
// The visitor browses as a browser does, six connections at most.
const visitorPool = connectionPool(6)
const get = (path: string) => timedGet(port, path, VISITOR, visitorPool)

/** Bursts come from another process (burst-client.ts), so sending them never holds up the visitor's clock. */
const burstClient: ChildProcess = fork(path.join(import.meta.dirname, 'bench-images', 'burst-client.ts'), [], {
  execArgv: ['--import', 'tsx'],
})
await new Promise((resolve) => burstClient.once('message', resolve))
const sendBurst = (from: string, paths: string[]) =>
  new Promise<BurstReport>((resolve) => {
    burstClient.once('message', (report) => resolve(report as BurstReport))
    burstClient.send({ port, from, paths } satisfies BurstOrder)
  })

// The seed's resizable pictures, as the site names them.
const query = encodeURIComponent(
  '*[_type == "sanity.imageAsset" && mimeType in ["image/jpeg", "image/png", "image/webp"]] | order(_id asc).path',
)
const paths = (
  (await (await fetch(`${api}${dataPath('query')}?query=${query}`)).json()) as { result: string[] }
).result.map((path) => `/${path}`)
if (paths.length < 3) throw new Error(`Expected several seed images, found ${paths.length}`)
const [cachedPath, visitorPath, ...burstPaths] = paths as [string, string, ...string[]]

// A page and an image everyone has seen: in the page cache and the image cache.
const cachedImage = `${cachedPath}?w=640&auto=format`
for (let i = 0; i < 3; i++) await Promise.all([get('/'), get(cachedImage)])

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN
}
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (n=${values.length})`

/** The visitor's cached page and cached image, one after the other, until `until` says stop. */
async function browse(rounds: number | (() => boolean)) {
  const page: number[] = []
  const image: number[] = []
  const statuses = new Map<number, number>()
  const more = typeof rounds === 'number' ? () => page.length < rounds : rounds
  while (more()) {
    const [p, i] = await Promise.all([get('/'), get(cachedImage)])
    page.push(p.ms)
    image.push(i.ms)
    for (const status of [p.status, i.status]) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  return { page, image, statuses }
}

const before = await browse(BASELINE_ROUNDS)

// The floor: the same shape of burst (300 new connections at once, from the same kind of client) for a static
// file. The first warms the path; the second is the figure.
let floor: number[] = []
for (let round = 0; round < 2; round++)
  floor = (
    await sendBurst(
      FLOOR_CLIENT,
      Array.from({ length: BURST }, () => STATIC_FILE),
    )
  ).answers.map((answer) => answer.ms)

// 300 sizes nobody asked for: widths 101–1999 and heights here and there, each pair used once.
const junk = Array.from({ length: BURST }, (_, i) => {
  const width = 101 + ((i * 617) % 1899)
  const height = i % 3 === 0 ? 67 + ((i * 389) % 1201) : null
  return `${burstPaths[i % burstPaths.length]}?w=${width}${height ? `&h=${height}&fit=crop` : ''}&auto=format`
})
let burstDone = false
const burst = sendBurst(ATTACKER, junk).then((report) => {
  burstDone = true
  return report
})
const during = browse(() => !burstDone)
// The visitor's new image: a size of a picture the burst does not touch, asked once the burst has arrived.
await new Promise((resolve) => setTimeout(resolve, 150))
const fresh = await get(`${visitorPath}?w=800&auto=format`)
const [{ answers, ms: burstMs }, duringBurst] = await Promise.all([burst, during])

// The server's own time for the burst's refusals, from its request log (written in batches every 100 ms).
await new Promise((resolve) => setTimeout(resolve, 500))
type LogEntry = { path?: string; status?: number; ms?: number }
const logged = readFileSync(requestLog, 'utf8')
  .split('\n')
  .flatMap((line): LogEntry[] => {
    try {
      return line.startsWith('{') ? [JSON.parse(line) as LogEntry] : []
    } catch {
      return []
    }
  })
  .filter((entry): entry is Required<LogEntry> => typeof entry.path === 'string' && typeof entry.ms === 'number')
const burstFiles = new Set(burstPaths)
const serverRefusals = logged
  .filter((entry) => burstFiles.has(entry.path) && (entry.status === 429 || entry.status === 503))
  .map((entry) => entry.ms)
// The cached image's requests in order: three to warm it, the baseline's, then those made during the burst.
const cachedImageFile = cachedImage.split('?')[0]
const serverCachedImageDuring = logged
  .filter((entry) => entry.path === cachedImageFile)
  .slice(3 + BASELINE_ROUNDS)
  .map((entry) => entry.ms)

// Back to normal: how long after the burst a new variant of a burst picture is made again.
const afterStarted = performance.now()
let recovered: Awaited<ReturnType<typeof get>> | null = null
for (let tries = 0; tries < 120 && recovered?.status !== 200; tries++) {
  recovered = await get(`${burstPaths[0]}?w=${2000 + tries}&h=${1001 + tries}&fit=crop&auto=format`)
  if (recovered.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
}
const recoveredMs = performance.now() - afterStarted
site.stop()
burstClient.kill()

const byLabel = new Map<string, number[]>()
for (const answer of answers) {
  const label = `${answer.status}${answer.headers['x-image-substitute'] ? ' (nearest cached size)' : ''}`
  byLabel.set(label, [...(byLabel.get(label) ?? []), answer.ms])
}
const byStatus = (map: Map<string | number, number>) =>
  [...map]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ')
const burstCounts = [...byLabel]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(
    ([label, times]) =>
      `${label}: ${times.length} (p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(0)} ms)`,
  )
  .join(', ')
const burstTimes = answers.map((answer) => answer.ms)

console.log(`\nImage burst: ${BURST} new variants from ${ATTACKER}, a visitor on ${VISITOR}`)
console.log(
  `visitor's new image (${visitorPath.split('/').pop()}?w=800): ${fresh.status} in ${fresh.ms.toFixed(0)} ms` +
    `${fresh.headers['x-image-substitute'] ? ` (substitute: ${fresh.headers['x-image-substitute']})` : ''}` +
    ' (target: 200 in ≤ 2,000 ms)',
)
console.log(`cached page /      before: ${summary(before.page)}`)
console.log(`cached page /      during: ${summary(duringBurst.page)}`)
console.log(`cached image       before: ${summary(before.image)}`)
console.log(`cached image       during: ${summary(duringBurst.image)}`)
console.log(
  'cached image       during, as the server answered them (arrival in the app → answer): ' +
    `${summary(serverCachedImageDuring)}`,
)
console.log(`visitor's statuses during: ${byStatus(duringBurst.statuses)}`)
console.log(
  `burst answers: ${burstCounts}; all within ${burstMs.toFixed(0)} ms ` +
    `(p50 ${percentile(burstTimes, 50).toFixed(0)} ms, p99 ${percentile(burstTimes, 99).toFixed(0)} ms)`,
)
console.log(
  'burst refusals as the server answered them (arrival in the app → answer): ' +
    `p50 ${percentile(serverRefusals, 50).toFixed(0)} ms, p99 ${percentile(serverRefusals, 99).toFixed(0)} ms, ` +
    `max ${Math.max(...serverRefusals).toFixed(0)} ms (n=${serverRefusals.length})`,
)
console.log(
  `the floor, ${BURST} at once for a static file (${STATIC_FILE}) from ${FLOOR_CLIENT} before the burst: ` +
    `p50 ${percentile(floor, 50).toFixed(0)} ms, p99 ${percentile(floor, 99).toFixed(0)} ms`,
)
console.log(
  `after the burst, a new variant of a burst picture: ${recovered?.status} after ${recoveredMs.toFixed(0)} ms`,
)
process.exit(0)
