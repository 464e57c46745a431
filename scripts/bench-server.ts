// `npm run bench:server`: loads the production server on its embedded defaults and prints, for each main page and
// one hashed CSS file of the same server, req/s, p50, p99 and errors, each page's throughput as a share of the CSS
// file's (the one figure that does not drift with the machine), then each server process's memory.
//   --duration=S   seconds per target (default 20)    --connections=N   (default 64)
//   --workers=N    WEB_CONCURRENCY for the server (default: the server's own choice, one per core)
//   --scaled[=N]   a catalogue of N items (default 2,000: the seed's 28 copied about 70 times, on the scratch
//                  dataset), with the search pages added to the targets: what grows with the catalogue
// The load generator runs on the same machine, so for each target it also prints the cores used by the server,
// by the load generator and by everything else: tail latency means little when other work shared the cores.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import { OTHER_LANG_IDS } from '#shared/languages'
import { startProductionServer } from './production-server'

/** Cores used while one target was loaded, by the server, by the load generator and by everything else. */
interface Cores {
  server: number
  load: number
  other: number
}

interface LoadResult {
  rps: number
  p50: number
  p99: number
  errors: number
  cores: Cores
}

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')),
)
const duration = Number(args.duration ?? 20)
const connections = Number(args.connections ?? 64)
// Linux counts CPU time in /proc in clock ticks, 100 a second on every platform Node supports.
const TICKS_PER_SECOND = 100
const scaled = 'scaled' in args ? Number(args.scaled || 2000) : 0
const SEARCH_PAGES = ['/search', '/search?q=golf', '/search?q=golf&page=2']
const PAGES = [
  '/',
  // Each other edition beside the default one (decisions 042 and 055): its home and a trip's page.
  ...OTHER_LANG_IDS.map((lang) => `/${lang}`),
  '/itineraries',
  '/itinerary/gold-package',
  '/listed-itinerary-details/gold-package',
  ...OTHER_LANG_IDS.map((lang) => `/${lang}/itinerary/gold-package`),
  '/about',
  ...(scaled ? SEARCH_PAGES : []),
]
// What a browser sends for a page; the CSS file is asked the same way.
const HEADERS = {
  'accept-encoding': 'gzip, br',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (bench)',
}

const { origin: base, server } = await startProductionServer(args.workers ? { WEB_CONCURRENCY: args.workers } : {}, {
  catalogueSize: scaled,
})
// Only a process that failed to spawn has no pid, and that one would not have answered startProductionServer.
const serverPid = server.pid!

const home = await (await fetch(`${base}/`)).text()
const css = home.match(/href="(\/assets\/[^"]+\.css)"/)?.[1]
if (!css) throw new Error('No hashed CSS file found in the home page.')

console.log(
  `Server ${base} on this machine (${os.availableParallelism()} cores); ` +
    `${connections} connections, ${duration} s per target.`,
)
if (scaled) console.log(`Catalogue: ${scaled} items.`)
const results: Array<LoadResult & { target: string; bytes: number }> = []
for (const target of [css, ...PAGES]) {
  const bytes = (await (await fetch(base + target)).arrayBuffer()).byteLength
  // A short warm-up so the first figures are not the JIT's and the caches' first fill.
  await load(target, 2)
  results.push({ target, bytes, ...(await load(target, duration)) })
}

const cssRate = results[0]!.rps
console.log('')
console.log(
  [
    pad('target', 44),
    pad('KB', 8),
    pad('req/s', 9),
    pad('p50 ms', 8),
    pad('p99 ms', 8),
    pad('errors', 8),
    pad('ratio to CSS', 14),
    'cores: server / load / other',
  ].join(''),
)
for (const r of results) {
  const cores = [r.cores.server, r.cores.load, r.cores.other].map((value) => value.toFixed(2)).join(' / ')
  console.log(
    pad(r.target, 44) +
      pad((r.bytes / 1000).toFixed(1), 8) +
      pad(r.rps.toFixed(0), 9) +
      pad(String(r.p50), 8) +
      pad(String(r.p99), 8) +
      pad(String(r.errors), 8) +
      pad((r.rps / cssRate).toFixed(3), 14) +
      cores,
  )
}
if (scaled) await printRenderTimes()
const busiest = Math.max(...results.map((r) => r.cores.other))
if (busiest > 0.2)
  console.log(
    `\nOther processes used up to ${busiest.toFixed(2)} of the ${os.availableParallelism()} cores during a target: ` +
      'latencies from this run are not comparable.',
  )
console.log('')
for (const { pid, role, rssMb } of processMemory(serverPid)) console.log(`RSS ${role} (pid ${pid}): ${rssMb} MB`)
server.kill('SIGTERM')
process.exit(0)

/**
 * The page cache answers a repeated URL without rendering, but searches vary: each of these URLs is asked 20
 * times, one at a time, with a query parameter of its own each time, so every answer is a fresh render.
 * A listing page is the yardstick (the issue: a search page within twice a listing page's time).
 */
async function printRenderTimes(): Promise<void> {
  const targets = ['/itineraries?page=2', ...SEARCH_PAGES]
  const medians: Record<string, number> = {}
  console.log('\nFresh renders (20 one at a time, past the page cache):')
  console.log([pad('target', 44), pad('KB', 8), pad('median ms', 11), 'ratio to the listing page'].join(''))
  for (const target of targets) {
    const times: number[] = []
    for (let i = 0; i < 22; i += 1) {
      const url = `${base}${target}${target.includes('?') ? '&' : '?'}render=${Date.now()}-${i}`
      const started = performance.now()
      await (await fetch(url, { headers: HEADERS })).arrayBuffer()
      if (i >= 2) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    medians[target] = median
    const raw = (await (await fetch(`${base}${target}`)).arrayBuffer()).byteLength
    console.log(
      pad(target, 44) +
        pad((raw / 1000).toFixed(1), 8) +
        pad(median.toFixed(1), 11) +
        (median / medians[targets[0]!]!).toFixed(2),
    )
  }
}

async function load(target: string, seconds: number): Promise<LoadResult> {
  const before = {
    machine: machineTicks(),
    server: serverTicks(serverPid),
    load: process.cpuUsage(),
    at: process.hrtime.bigint(),
  }
  const result = await autocannon({ url: base + target, connections, duration: seconds, headers: HEADERS })
  const wall = Number(process.hrtime.bigint() - before.at) / 1e9
  const loadUsage = process.cpuUsage(before.load)
  const share = (ticks: number) => ticks / TICKS_PER_SECOND / wall
  const cores: Cores = {
    server: share(serverTicks(serverPid) - before.server),
    load: (loadUsage.user + loadUsage.system) / 1e6 / wall,
    other: 0,
  }
  cores.other = Math.max(0, share(machineTicks() - before.machine) - cores.server - cores.load)
  // Anything but a 2xx is an error here: every target is a page or a file that exists.
  const errors = result.errors + result.timeouts + result.non2xx
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, cores }
}

/** CPU time every process on the machine has used (user, nice, system, irq, softirq, steal), in ticks. */
function machineTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  return fields[0]! + fields[1]! + fields[2]! + fields[5]! + fields[6]! + fields[7]!
}

/** CPU time (user and system, in ticks) of the server process and its workers. */
function serverTicks(pid: number): number {
  let ticks = 0
  for (const each of [pid, ...childProcesses(pid)]) {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // A worker that left between listing and reading.
    }
  }
  return ticks
}

/** The server process and its workers with their resident memory, read from /proc. */
function processMemory(pid: number): Array<{ pid: number; role: string; rssMb: number }> {
  const children = childProcesses(pid)
  const rss = (p: number) =>
    Math.round(Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024)
  const list = [{ pid, role: children.length ? 'primary' : 'server', rssMb: rss(pid) }]
  for (const child of children) list.push({ pid: child, role: 'worker', rssMb: rss(child) })
  return list
}

function childProcesses(pid: number): number[] {
  return spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(Number)
}

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length)
}
