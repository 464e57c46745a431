// `npm run bench:write`: what one write costs the local Content API, at the seed's size and with the catalogue grown
// to 2,000 items (as `bench:server --scaled` grows it). For each size it starts an API of its own (scratch data
// directory, no Studio, no site), then sends, one after another, review drafts as the site writes them and patches of
// a package's Day 1 title as an editor's save does, and prints each kind's p50 and p99 from request to answer, and
// the bytes the API's process wrote per mutation (its `wchar` in /proc: files and sockets alike, so independent of
// the machine's speed), and the data directory's size at the end.
//   --mutations=N   of each kind per size (default 100)      --sizes=seed,2000   (default both)
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { dataPath } from '../app/logic/setting-defaults'
import { startContentApi } from './production-server'
import { scaleCatalogue } from './scaled-catalogue'

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')),
)
const MUTATIONS = Number(args.mutations ?? 100)
const SIZES = (args.sizes ?? 'seed,2000').split(',').map((size) => (size === 'seed' ? 0 : Number(size)))
// A review as long as the form allows, in plain words: the draft is about 4 KB.
const REVIEW_TEXT = 'We played Karen twice and the lodge staff knew our names by the second evening. '.repeat(48)

/** Bytes a process has passed to write() so far (files, pipes and sockets). */
const written = (pid: number) => Number(/wchar: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? NaN)

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
  const draft = (n: number | string) => ({
    create: {
      _id: `drafts.review-bench-${n}`,
      _type: 'review',
      trip: { _type: 'reference', _ref: 'item-gold' },
      firstName: 'Amina',
      country: 'Kenya',
      travelledIn: '2026-02',
      rating: 5,
      title: `A week to remember, ${n}`,
      text: REVIEW_TEXT,
      language: 'en',
      source: 'website',
      verified: false,
    },
  })
  const save = (n: number | string) => ({
    patch: { id: 'package-gold-package', set: { 'days[0].title.en': `Day 1: Arrival in Nairobi, edit ${n}` } },
  })
  // Warm up (the first writes compile code paths and open files), then let any work the scaling started settle.
  for (let n = 0; n < 10; n += 1) await mutate(n % 2 ? save(`warm-up ${n}`) : draft(`warm-up-${n}`))
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const times = { draft: [] as number[], save: [] as number[] }
  const before = written(pid)
  for (let n = 0; n < MUTATIONS; n += 1) {
    times.draft.push(await mutate(draft(n)))
    times.save.push(await mutate(save(n)))
  }
  const perMutation = (written(pid) - before) / (2 * MUTATIONS)
  const label = size ? `${size} items` : 'the seed'
  const datasetFile = statSync(path.join(api.dataDir, 'production.ndjson')).size
  for (const [kind, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b)
    console.log(
      `${label.padEnd(10)} ${kind === 'draft' ? 'review draft (create)' : "editor's save (patch)"}: ` +
        `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms over ${list.length}`,
    )
  }
  console.log(
    `${label.padEnd(10)} written per mutation ${kb(perMutation)}; dataset file ${kb(datasetFile)}, ` +
      `data directory ${kb(sizeOf(api.dataDir))} after ${2 * MUTATIONS + 10} mutations\n`,
  )
  api.stop()
}
process.exit(0)
