// `npm run bench:write`: what one write costs the local Content API, at the seed's size and with the catalogue grown
// to 2,000 items (as `bench:server --scaled` grows it). For each size it starts an API of its own (scratch data
// directory, no Studio, no site), then sends, one after another, review drafts as the site writes them and patches of
// a package's Day 1 title as an editor's save does, and prints each kind's p50 and p99 from request to answer, and
// the bytes the API's process wrote per mutation (its `wchar` in /proc: files and sockets alike, so independent of
// the machine's speed), and the data directory's size and the API's resident memory at the end.
//   --mutations=N   of each kind per size (default 100)      --sizes=seed,2000   (default both)
import { once } from 'node:events'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LANG } from '#shared/languages'
import { dataPath } from '#shared/setting-defaults'
import { longReviewDraft } from '../tests/support/review-draft'
import { startContentApi } from './production-server'
import { scaleCatalogue } from './scaled-catalogue'

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')),
)
const MUTATIONS = Number(args.mutations ?? 100)
const SIZES = (args.sizes ?? 'seed,2000').split(',').map((size) => (size === 'seed' ? 0 : Number(size)))

/** Bytes a process has passed to write() so far (files, pipes and sockets). */
const written = (pid: number) => Number(/wchar: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? NaN)

/** A process's resident memory, in KB. */
const resident = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)

const sizeOf = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'image-cache' ? sum : sum + sizeOf(file)
    return sum + statSync(file).size
  }, 0)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

for (const size of SIZES) {
  const api = await startContentApi({ ...process.env })
  // A failure ends the benchmark, never leaves its API running.
  process.on('exit', api.stop)
  const pid = api.process.pid!
  if (size) await scaleCatalogue({ apiOrigin: api.origin, token: api.token, total: size })
  const mutate = async (mutation: Record<string, unknown>): Promise<number> => {
    const started = performance.now()
    const response = await fetch(`${api.origin}${dataPath('mutate')}?returnIds=true&visibility=sync`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ mutations: [mutation] }),
    })
    if (!response.ok) throw new Error(`A mutation was refused: ${response.status} ${await response.text()}`)
    await response.arrayBuffer()
    return performance.now() - started
  }
  const draft = (n: number | string) => ({ create: longReviewDraft(`bench-${n}`, `A week to remember, ${n}`) })
  const save = (n: number | string) => ({
    patch: {
      id: 'package-gold-package',
      set: { [`days[0].title.${DEFAULT_LANG}`]: `Day 1: Arrival in Nairobi, edit ${n}` },
    },
  })
  // Warm up (the first writes compile code paths and open files), then let any work the scaling started settle.
  for (let n = 0; n < 10; n += 1) await mutate(n % 2 ? save(`warm-up ${n}`) : draft(`warm-up-${n}`))
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const kinds = {
    'review draft (create)': { make: draft, times: [] as number[], bytes: 0 },
    "editor's save (patch)": { make: save, times: [] as number[], bytes: 0 },
  }
  for (let n = 0; n < MUTATIONS; n += 1) {
    for (const kind of Object.values(kinds)) {
      const before = written(pid)
      kind.times.push(await mutate(kind.make(n)))
      // A fold of the write log running in the background counts against the mutation it runs beside.
      kind.bytes += written(pid) - before
    }
  }
  const label = size ? `${size} items` : 'the seed'
  for (const [name, { times, bytes }] of Object.entries(kinds)) {
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `${label.padEnd(10)} ${name}: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ${kb(bytes / times.length)} written, over ${times.length}`,
    )
  }
  const datasetFile = statSync(path.join(api.dataDir, 'production.ndjson')).size
  console.log(
    `${label.padEnd(10)} dataset file ${kb(datasetFile)}, data directory ${kb(sizeOf(api.dataDir))}, ` +
      `API resident memory ${(resident(pid) / 1024).toFixed(0)} MB after ${2 * MUTATIONS + 10} mutations\n`,
  )
  // Stopped, it folds its write log into the dataset file: its folder goes once it has.
  const exited = once(api.process, 'exit')
  api.process.kill('SIGTERM')
  await exited
  api.stop()
}
process.exit(0)
