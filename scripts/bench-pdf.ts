// `npm run bench:pdf`: "Download PDF" of a proposal (decision 065) through the production server on its embedded
// defaults, with the real Chromium: the time to a PDF the first time and once kept, p50 and p99, with 1 and with 20
// requests at once, how many came back 503 "busy" (and their Retry-After), and the peak memory meanwhile of the
// server's processes (RSS) and of their Chromium (PSS).
//   --rounds=N    proposals printed one at a time (default 10)
//   --workers=N   WEB_CONCURRENCY for the server (default: the server's own choice, one per core)
// Proposals are written into the server's own scratch Content Lake as the editor, English and Arabic in turn, each
// with its own token; their PDFs are deleted from data/pdf/ at the end.
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { DEFAULT_SANITY_API_VERSION, DEFAULT_SANITY_DATASET, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import { forgetOwner } from '../server/pdf/pdf-files'
import { FIXTURE_LANGUAGES, type ProposalFixture, proposalDocument } from '../tests/support/proposal-fixture'
import { root, startProductionServer } from './production-server'

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)
const ROUNDS = Number(arg('rounds') ?? '10')
const AT_ONCE = 20
const SAMPLE_MS = 200

const site = await startProductionServer(arg('workers') ? { WEB_CONCURRENCY: arg('workers')! } : {})
if (!site.contentApi) {
  console.error('The bench writes proposals into its own local Content API: unset SANITY_PROJECT_ID.')
  site.stop()
  process.exit(1)
}
const lake = createClient({
  projectId: EMBEDDED_PROJECT_ID,
  dataset: DEFAULT_SANITY_DATASET,
  apiVersion: DEFAULT_SANITY_API_VERSION,
  apiHost: site.contentApi.origin,
  useProjectHostname: false,
  useCdn: false,
  token: site.contentApi.token,
})
const written: ProposalFixture[] = []

/** `count` proposals not yet printed, sent and published, in each language the fixture writes, in turn. */
async function newProposals(count: number): Promise<string[]> {
  const proposals = Array.from({ length: count }, (_, index) =>
    proposalDocument({ language: FIXTURE_LANGUAGES[(written.length + index) % FIXTURE_LANGUAGES.length]! }),
  )
  const transaction = lake.transaction()
  for (const proposal of proposals) transaction.createOrReplace(proposal)
  await transaction.commit()
  written.push(...proposals)
  return proposals.map((proposal) => proposal.token)
}

type Answer = { ms: number; status: number; bytes: number; retryAfter: string | null }
async function download(token: string): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(`${site.origin}/proposal/${token}/pdf`)
  const bytes = (await response.arrayBuffer()).byteLength
  const ms = performance.now() - started
  return { ms, status: response.status, bytes, retryAfter: response.headers.get('retry-after') }
}

/** Every process's parent, from /proc. */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
    } catch {
      // gone meanwhile
    }
  }
  return children
}

const isNode = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node'
  } catch {
    return false
  }
}

/**
 * The server's own processes (the primary and its workers, or the one process when alone), each with the Chromium
 * processes under it (browser, renderers, GPU, zygote).
 */
function serverProcesses(): Map<number, number[]> {
  const children = parents()
  const primary = site.server.pid ?? 0
  const server = [primary, ...(children.get(primary) ?? []).filter(isNode)]
  const below = (from: number): number[] =>
    (children.get(from) ?? []).filter((pid) => !server.includes(pid)).flatMap((pid) => [pid, ...below(pid)])
  return new Map(server.map((pid) => [pid, below(pid)]))
}

/** A process's memory in MB from /proc (0 once it has gone): its resident set, or its proportional share. */
function memoryMb(pid: number, measure: 'Rss' | 'Pss'): number {
  try {
    const kb = new RegExp(`${measure}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : 0
  } catch {
    return 0
  }
}

type Memory = { server: number; chromium: number }
/** Samples memory while `work` runs; the peak of each sum. */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; peak: Memory }> {
  const peak: Memory = { server: 0, chromium: 0 }
  const sample = () => {
    const processes = serverProcesses()
    const server = [...processes.keys()]
    const chromium = [...processes.values()].flat()
    peak.server = Math.max(
      peak.server,
      server.reduce((sum, pid) => sum + memoryMb(pid, 'Rss'), 0),
    )
    // Chromium's processes share their libraries: summed, their PSS counts each page once; their RSS would not.
    peak.chromium = Math.max(
      peak.chromium,
      chromium.reduce((sum, pid) => sum + memoryMb(pid, 'Pss'), 0),
    )
  }
  sample()
  const timer = setInterval(sample, SAMPLE_MS)
  try {
    return { result: await work(), peak }
  } finally {
    clearInterval(timer)
    sample()
  }
}

type Row = { measure: string; answers: Answer[]; peak: Memory }
const rows: Row[] = []
async function measure(name: string, tokens: string[], atOnce: boolean) {
  const run = async () => {
    if (atOnce) return Promise.all(tokens.map(download))
    const answers: Answer[] = []
    for (const token of tokens) answers.push(await download(token))
    return answers
  }
  const { result, peak } = await sampled(run)
  rows.push({ measure: name, answers: result, peak })
}

/**
 * Each worker launches its own Chromium at its first render. Requests at once land on every worker (the primary
 * hands connections round), so unmeasured bursts start them all before the measures that follow.
 */
async function everyChromiumUp() {
  for (let tries = 0; tries < 5; tries += 1) {
    const processes = serverProcesses()
    const workers = processes.size > 1 ? [...processes.keys()].slice(1) : [...processes.keys()]
    const without = workers.filter((pid) => processes.get(pid)?.length === 0)
    if (without.length === 0) return
    await Promise.all((await newProposals(2 * workers.length)).map(download))
  }
}

try {
  const [first] = await newProposals(1)
  await measure('first PDF (Chromium launch)', [first!], false)
  await measure('the same again (kept)', [first!], false)
  await everyChromiumUp()
  await measure(`1 at a time, not yet printed`, await newProposals(ROUNDS), false)
  await measure(`${AT_ONCE} at once, not yet printed`, await newProposals(AT_ONCE), true)
  await measure(`${AT_ONCE} at once, one kept`, Array(AT_ONCE).fill(first), true)
} finally {
  site.stop()
  for (const proposal of written) await forgetOwner(path.join(root, 'data', 'pdf'), proposal._id)
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-')
const workers = arg('workers') ?? `one per core (${os.availableParallelism()})`
console.log(`\nGET /proposal/<token>/pdf, ${workers} workers; load average ${os.loadavg().map((n) => n.toFixed(1))}\n`)
console.table(
  rows.map(({ measure, answers, peak }) => {
    const made = answers.filter((answer) => answer.status === 200)
    const busy = answers.filter((answer) => answer.status === 503)
    const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 503)
    const times = made.map((answer) => answer.ms)
    return {
      measure,
      requests: answers.length,
      'made (200)': made.length,
      'busy (503)': busy.length,
      'Retry-After s': [...new Set(busy.map((answer) => answer.retryAfter))].join(' ') || '-',
      other: others.map((answer) => answer.status).join(' ') || '-',
      p50: ms(percentile(times, 50)),
      p99: ms(percentile(times, 99)),
      'PDF KB': made[0] ? Math.round(made[0].bytes / 1024) : '-',
      'server RSS MB': Math.round(peak.server),
      'Chromium PSS MB': Math.round(peak.chromium),
    }
  }),
)
console.log(
  `Memory: the peak of samples every ${SAMPLE_MS} ms during each measure, summed over the server's processes ` +
    '(RSS: primary and workers) and over all their Chromium processes (PSS).',
)
