// `npm run bench:pdf`: the PDF engine (decision 065) with the real Chromium, printing a page of the production server
// on its embedded defaults: the time to a PDF the first time and once kept, p50 and p99, with 1 and with 20 requests
// at once (for one document, which share a render, and for 20 documents, which queue), and the memory meanwhile.
//   --path=/listed-itinerary-details/gold-package   the page printed (default: the Gold Package's full itinerary)
//   --rounds=N   single requests per measure (default 10)
// Until a route answers "Download PDF", the engine runs in this process, as it would in a server worker: its RSS
// is this process's, plus its Chromium's processes (summed PSS); the site server (one worker) is measured apart.
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_LANG } from '#shared/languages'
import { findChromium, launchChromium } from '../server/pdf/chromium'
import { oneBrowser } from '../server/pdf/one-browser'
import { createPdfEngine } from '../server/pdf/pdf-engine'
import { printPage } from '../server/pdf/print-page'
import { startProductionServer } from './production-server'

const arg = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const PAGE = arg('path', '/listed-itinerary-details/gold-package')
const ROUNDS = Number(arg('rounds', '10'))
const AT_ONCE = 20
const WORDS = { letterhead: 'Savanna Links Golf & Safari', pageOf: 'Page {page} of {pages}' }

const executable = findChromium(process.env.CHROME_PATH)
if (!executable) {
  console.error('No Chromium: install chromium-headless-shell (Debian) or set CHROME_PATH.')
  process.exit(1)
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

/** Every process below `pid` (Chromium's browser, renderer, GPU and zygote processes under this one). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(parent, [...(parents.get(parent) ?? []), Number(name)])
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = []
  const walk = (from: number) => {
    for (const child of parents.get(from) ?? []) {
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

/** This process's children other than the site and its Content API, which it started too: Chromium's. */
function chromiumProcesses(): number[] {
  const others = [site.server.pid, site.contentApi?.process.pid].filter((pid) => pid !== undefined)
  const theirs = new Set([...others, ...others.flatMap(descendants)])
  return descendants(process.pid).filter((pid) => !theirs.has(pid))
}

type Memory = { engine: number; chromium: number; site: number }
/** Samples memory every 100 ms while `work` runs; the peak of each. */
async function sampled<T>(sitePid: number, work: () => Promise<T>): Promise<{ result: T; peak: Memory }> {
  const peak: Memory = { engine: 0, chromium: 0, site: 0 }
  const sample = () => {
    // Chromium's processes share their libraries: summed, their PSS counts each page once; their RSS would not.
    const chromium = chromiumProcesses().reduce((sum, pid) => sum + memoryMb(pid, 'Pss'), 0)
    peak.engine = Math.max(peak.engine, process.memoryUsage().rss / 2 ** 20)
    peak.chromium = Math.max(peak.chromium, chromium)
    peak.site = Math.max(peak.site, memoryMb(sitePid, 'Rss'))
  }
  sample()
  const timer = setInterval(sample, 100)
  try {
    return { result: await work(), peak }
  } finally {
    clearInterval(timer)
    sample()
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const site = await startProductionServer({ WEB_CONCURRENCY: '1' })
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pdf-'))
const browser = oneBrowser(() => launchChromium(executable))
const engine = createPdfEngine({
  dir,
  origin: site.origin,
  print: async (url, furniture) => printPage(await browser.get(), url, furniture),
  retention: { maxAgeMs: 24 * 60 * 60 * 1000, maxFiles: 10_000 },
})
let documents = 0

/** One download as a route makes it: the engine's answer, then the file read to send. */
async function download(key: string) {
  const started = performance.now()
  const outcome = await engine.pdfOf({ path: PAGE, key, owner: `bench.${key}`, lang: DEFAULT_LANG, words: WORDS })
  const bytes = outcome.made ? (await readFile(outcome.file)).byteLength : 0
  return { ms: performance.now() - started, made: outcome.made, bytes }
}

type Row = { measure: string; answers: Awaited<ReturnType<typeof download>>[]; peak: Memory }
const rows: Row[] = []
async function measure(name: string, run: () => Promise<Awaited<ReturnType<typeof download>>[]>) {
  const { result, peak } = await sampled(site.server.pid ?? 0, run)
  rows.push({ measure: name, answers: result, peak })
}
const newKey = () => {
  documents += 1
  return `document-${documents}`
}
const oneAfterAnother = async (keys: () => string) => {
  const answers = []
  for (let round = 0; round < ROUNDS; round += 1) answers.push(await download(keys()))
  return answers
}

try {
  // The browser's launch is the first PDF's alone: measured as a row of its own.
  await measure('first PDF after start (browser launch)', async () => [await download(newKey())])
  await measure('1 at a time, not yet made', () => oneAfterAnother(newKey))
  const kept = newKey()
  await download(kept)
  await measure('1 at a time, kept', () => oneAfterAnother(() => kept))
  const shared = newKey()
  await measure(`${AT_ONCE} at once, one document`, () =>
    Promise.all(Array.from({ length: AT_ONCE }, () => download(shared))),
  )
  await measure(`${AT_ONCE} at once, ${AT_ONCE} documents`, () =>
    Promise.all(Array.from({ length: AT_ONCE }, () => download(newKey()))),
  )
  await measure(`${AT_ONCE} at once, kept`, () => Promise.all(Array.from({ length: AT_ONCE }, () => download(kept))))
} finally {
  await engine.close()
  await browser.close()
  site.stop()
  await rm(dir, { recursive: true, force: true })
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-')
console.log(`\nPDF of ${PAGE} (Chromium: ${executable}; ${os.availableParallelism()} cores)\n`)
console.table(
  rows.map(({ measure, answers, peak }) => {
    const made = answers.filter((answer) => answer.made)
    return {
      measure,
      requests: answers.length,
      made: made.length,
      'busy (503)': answers.length - made.length,
      p50: ms(
        percentile(
          made.map((answer) => answer.ms),
          50,
        ),
      ),
      p99: ms(
        percentile(
          made.map((answer) => answer.ms),
          99,
        ),
      ),
      'PDF KB': made[0] ? Math.round(made[0].bytes / 1024) : '-',
      'engine RSS MB': Math.round(peak.engine),
      'Chromium PSS MB': Math.round(peak.chromium),
      'site RSS MB': Math.round(peak.site),
    }
  }),
)
console.log('Memory: the peak of samples every 100 ms during each measure; Chromium: the PSS of all its processes.')
