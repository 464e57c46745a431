// `npm run bench:soak`: ten minutes of mixed abuse against the production server on its embedded defaults (issue
// 25), watching what it costs in memory and whether visitors of cached pages notice. Throughout, with bounded
// concurrency (this machine has two cores; the load generator must not starve the server it measures):
//   - unique URLs: invented query strings on real pages, parameters pages read (`q`, `page`) with invented values,
//     real paths in invented letter cases (each asked twice in a row, which promotes it to the page cache's
//     protected segment), unknown paths, searches for invented words (a quarter of the other invented URLs are
//     asked again a little later)
//   - cache-bypass attempts: a junk `Cookie: __preview=x` or `Authorization: Bearer x` on real pages
//   - brotli-only clients (`Accept-Encoding: br`) on real pages
//   - `.data` requests, repeated and with invented query strings
//   - new image variants (`/images/local/production/<file>?w=<random>`)
//   - form posts to /contact and /subscribe (same-origin; 200, 303, 400 and 429 are all expected answers)
//   - slow clients: sockets that send their headers a byte every few seconds, and readers that never read
// Before the clock starts, the site's pages and their data are asked for until every worker has them cached: the
// attack meets a site that has been serving visitors. A cached page (`/`) and a cached image are probed every
// 200 ms, from a thread of their own. Every 30 s it prints a row: each worker's RSS (VmRSS from /proc), the
// probes' p50/p99 in that window, requests sent, 5xx (a 503 with Retry-After counts as shed, any other 5xx as an
// error) and the cores used by the server, the local Content API (which resizes the images), the load generator
// and everything else (other work on the machine: latencies mean little then).
// The server's machine is shared here as it would not be in production: the load's own thread runs at niceness
// 10 (an attacker's CPU is not the server's; the probe thread keeps the normal priority), and so does the local
// Content API (it stands in for Sanity's image CDN, which runs elsewhere).
// After the load it keeps sampling for a while with the server idle, to show whether memory comes back.
// The end: the targets (RSS ≤ 300 MB per worker at every sample, page p99 ≤ 50 ms in every window, no 5xx but
// shed 503s) with PASS or FAIL each, and a status count per kind of load.
//
// Settings (environment):
//   SOAK_SECONDS=600        how long the load runs (SOAK_SECONDS=60 for a short run)
//   SOAK_IDLE_SECONDS=60    how long to keep sampling once the load has stopped (0: none)
//   SOAK_SAMPLE_SECONDS=30  the length of one row's window
//   SOAK_CONCURRENCY=1      a factor on every load lane's concurrency (0.5 halves it, 2 doubles it)
//   SOAK_LANES=a,b          only these kinds of load (unique, bypass, brotli, data, image, form, slow); all by default
//   SOAK_MEMORY_DETAIL=1    also print each worker's V8 heap (used, total, new and old space), external and
//                           array-buffer memory, and its garbage collections (a preload module given to the server
//                           through NODE_OPTIONS writes process.memoryUsage(), v8.getHeapSpaceStatistics() and GC
//                           counts every 5 s)
//   SOAK_REQUEST_LOG=file   also keep the server's request log there (a JSON line a request: path, status, the
//                           page cache's verdict and the server's own ms), to see which requests took the time
// Anything else in the environment reaches the server (WEB_CONCURRENCY, PAGE_CACHE_MAX_MB, MALLOC_ARENA_MAX…).
import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { startProductionServer } from './production-server'

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600)
const IDLE_SECONDS = Number(process.env.SOAK_IDLE_SECONDS ?? 60)
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30)
const SCALE = Number(process.env.SOAK_CONCURRENCY ?? 1)
const MEMORY_DETAIL = process.env.SOAK_MEMORY_DETAIL === '1'
const PROBE_EVERY_MS = 200
const REQUEST_TIMEOUT_MS = 30_000
// Idle kept-alive sockets close before the server's own 5 s keep-alive timeout, or a reuse could race its close.
const IDLE_SOCKET_MS = 4_000

const TARGETS = { rssMb: 300, pageP99Ms: 50 }
// Linux counts CPU time in /proc in clock ticks, 100 a second on every platform Node supports.
const TICKS_PER_SECOND = 100
const BROWSER_ENCODINGS = 'gzip, deflate, br'

// An optional window into each worker: a preload module that writes its memory figures to a file every 5 s.
const memoryDir = path.join(os.tmpdir(), `bench-soak-memory-${process.pid}`)
const extraEnv: Record<string, string> = {}
if (MEMORY_DETAIL) {
  const hook = path.join(os.tmpdir(), `bench-soak-memory-hook-${process.pid}.cjs`)
  writeFileSync(
    hook,
    `const fs = require('node:fs'); const path = require('node:path');
if (require('node:cluster').isWorker) {
  fs.mkdirSync(${JSON.stringify(memoryDir)}, { recursive: true });
  const file = path.join(${JSON.stringify(memoryDir)}, process.pid + '.json');
  const v8 = require('node:v8');
  const { PerformanceObserver, constants } = require('node:perf_hooks');
  const space = (name) => v8.getHeapSpaceStatistics().find((each) => each.space_name === name)?.space_size ?? 0;
  // Garbage collections so far, by kind: pauses on the main thread and their total length.
  const gc = { minor: 0, major: 0, minorMs: 0, majorMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const major = entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
      gc[major ? 'major' : 'minor'] += 1;
      gc[major ? 'majorMs' : 'minorMs'] += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(
    () =>
      fs.writeFileSync(
        file,
        JSON.stringify({ ...process.memoryUsage(), newSpace: space('new_space'), oldSpace: space('old_space'), gc }),
      ),
    5000,
  ).unref();
}\n`,
  )
  extraEnv.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${hook}`.trim()
  process.on('exit', () => {
    rmSync(hook, { force: true })
    rmSync(memoryDir, { recursive: true, force: true })
  })
}

const { origin, server, contentApi } = await startProductionServer(extraEnv, {
  contentApiNiceness: 10,
  requestLog: process.env.SOAK_REQUEST_LOG || undefined,
})
// Only a process that failed to spawn has no pid, and that one would not have answered startProductionServer.
const serverPid = server.pid!
const { hostname, port } = new URL(origin)

// What there is to ask for: the home page's own links and images.
const home = await (await fetch(`${origin}/`)).text()
const pages = [...new Set([...home.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]!))].filter(
  (href) => !/^\/(?:assets|images|files|api)\//.test(href) && !/\.[a-z0-9]+$/i.test(href),
)
if (!pages.includes('/')) pages.unshift('/')
const imageFiles = [
  ...new Set(
    [...home.matchAll(/\/images\/local\/production\/([A-Za-z0-9-]+\.(?:jpg|jpeg|png|webp))/g)].map(
      (match) => match[1]!,
    ),
  ),
]
if (!imageFiles.length) throw new Error('No image of the local Content API found in the home page.')
/** A route's single-fetch URL: `/` → `/_root.data`, `/about` → `/about.data`. */
const dataUrl = (page: string) => (page === '/' ? '/_root.data' : `${page.replace(/\/$/, '')}.data`)
const PROBE_PAGE = '/'
const PROBE_IMAGE = `/images/local/production/${imageFiles[0]}?w=400&auto=format`
// The probes ask for what is already cached: the page and the image variant are fetched once before the clock starts.
for (const target of [PROBE_PAGE, PROBE_IMAGE])
  await (await fetch(origin + target, { headers: { 'accept-encoding': BROWSER_ENCODINGS } })).arrayBuffer()
// The attack meets a site that has been serving visitors: its pages and their data are in every worker's cache.
// Each is asked for four times on connections of its own (the primary hands connections to the workers in
// turn), at the pace the site allows one client to start renders.
const warmingStarted = performance.now()
for (const target of pages.flatMap((page) => [page, dataUrl(page)])) {
  for (let asked = 0; asked < 4; asked += 1) {
    const answer = await fetch(origin + target, {
      headers: { 'accept-encoding': BROWSER_ENCODINGS, connection: 'close' },
    })
    await answer.arrayBuffer()
    if (answer.status === 429) {
      asked -= 1
      await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000)
    }
  }
}
const warmingSeconds = (performance.now() - warmingStarted) / 1000

// ---------------------------------------------------------------------------------------------------------------
// Counting

type Lane = 'unique' | 'bypass' | 'brotli' | 'data' | 'image' | 'form' | 'slow' | 'probe'
const statuses = new Map<Lane, Map<string, number>>()
let sentTotal = 0
let sentWindow = 0
const fiveHundreds = { shed: 0, other: 0, shedWindow: 0, otherWindow: 0 }
const otherErrors: string[] = []

function count(lane: Lane, status: string) {
  const byStatus = statuses.get(lane) ?? new Map<string, number>()
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  statuses.set(lane, byStatus)
}

function countAnswer(lane: Lane, method: string, target: string, res: http.IncomingMessage) {
  countStatus(lane, method, target, res.statusCode ?? 0, res.headers['retry-after'] !== undefined)
}

function countStatus(lane: Lane, method: string, target: string, status: number, hasRetryAfter: boolean) {
  count(lane, String(status))
  if (status < 500) return
  if (status === 503 && hasRetryAfter) {
    fiveHundreds.shed += 1
    fiveHundreds.shedWindow += 1
  } else {
    fiveHundreds.other += 1
    fiveHundreds.otherWindow += 1
    if (otherErrors.length < 20) otherErrors.push(`${status} ${method} ${target.slice(0, 120)}`)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

type Ask = { method?: string; path: string; headers?: Record<string, string>; body?: string }

/** One request; resolves with its status (or an error name) once the whole answer has been read. */
function request(
  agent: http.Agent,
  lane: Lane,
  { method = 'GET', path: target, headers = {}, body }: Ask,
): Promise<number> {
  sentTotal += 1
  sentWindow += 1
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: hostname,
        port,
        method,
        path: target,
        headers: { 'user-agent': 'Mozilla/5.0 (bench-soak)', ...headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        countAnswer(lane, method, target, res)
        res.on('data', () => {})
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error: NodeJS.ErrnoException) => {
      count(lane, error.message === 'timeout' ? 'timeout' : (error.code ?? 'error'))
      resolve(0)
    })
    req.end(body)
  })
}

let serial = 0
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
const withQuery = (target: string, query: string) => `${target}${target.includes('?') ? '&' : '?'}${query}`
/**
 * An invented URL, or now and then one invented a moment ago asked again: a second ask is what moves a page from
 * the page cache's probation segment to its protected one, and an attacker (or a crawler's second pass) makes it.
 */
const recentlyInvented: string[] = []
function invented(make: () => string): string {
  if (recentlyInvented.length && Math.random() < 0.25)
    return recentlyInvented.splice(Math.floor(Math.random() * recentlyInvented.length), 1)[0]!
  const target = make()
  recentlyInvented.push(target)
  if (recentlyInvented.length > 20) recentlyInvented.shift()
  return target
}
/**
 * The path with each letter of its first segment (up to a dot) upper- or lower-case at random: routes match either
 * way (a slug after it must stay as it is). `/` has no letter to change: it becomes `/?q=` with an invented search.
 */
const randomCase = (target: string) => {
  if (target === '/') return `/?q=${unique()}`
  return target.replace(/^\/[^/?.]+/, (segment) =>
    segment.replace(/[a-z]/g, (letter) => (Math.random() < 0.5 ? letter.toUpperCase() : letter)),
  )
}
const WORDS = ['golf', 'safari', 'mara', 'lodge', 'nairobi', 'dubai', 'beach', 'gold', 'serengeti', 'links']

/** What each lane asks for, one request at a time per connection. */
const LANES: Record<Exclude<Lane, 'slow' | 'probe'>, { concurrency: number; next: () => Ask | Ask[] }> = {
  // Pages no cache holds yet: each is a render, and each may be stored.
  unique: {
    concurrency: 4,
    next: () => {
      const roll = Math.random()
      const headers = { 'accept-encoding': BROWSER_ENCODINGS, accept: 'text/html' }
      if (roll < 0.1) return { path: invented(() => withQuery(pick(pages), `utm_source=${unique()}`)), headers }
      // Parameters pages do read (a search, a page number) on any page, and the same pages in invented letter cases.
      if (roll < 0.3)
        return {
          path: invented(() =>
            withQuery(pick(pages), Math.random() < 0.5 ? `q=${unique()}` : `page=${Math.floor(Math.random() * 1e6)}`),
          ),
          headers,
        }
      // Asked twice in a row on one connection (so by one worker): the second ask promotes the stored render.
      if (roll < 0.6) {
        const path = randomCase(pick(pages))
        return [
          { path, headers },
          { path, headers },
        ]
      }
      if (roll < 0.8)
        return { path: `/${pick(['trips', 'itinerary', 'category', 'no-such-page'])}/${unique()}`, headers }
      return { path: invented(() => `/search?q=${pick(WORDS)}+${unique()}`), headers }
    },
  },
  // Junk credentials: the page cache must step aside, so each is a render.
  bypass: {
    concurrency: 2,
    next: () => ({
      path: pick(pages),
      headers: {
        'accept-encoding': BROWSER_ENCODINGS,
        ...(Math.random() < 0.5 ? { cookie: '__preview=x' } : { authorization: 'Bearer x' }),
      },
    }),
  },
  // A client that takes brotli only, which a cached page (kept as gzip) cannot be sent in as it is.
  brotli: {
    concurrency: 2,
    next: () => ({
      path: Math.random() < 0.7 ? pick(pages) : withQuery(pick(pages), `v=${unique()}`),
      headers: { 'accept-encoding': 'br' },
    }),
  },
  data: {
    concurrency: 2,
    next: () => {
      const target = dataUrl(pick(pages))
      const roll = Math.random()
      const path =
        roll < 0.5
          ? target
          : invented(() =>
              withQuery(roll < 0.75 ? target : randomCase(target), roll < 0.75 ? `q=${unique()}` : `u=${unique()}`),
            )
      return { path, headers: { 'accept-encoding': BROWSER_ENCODINGS } }
    },
  },
  // Each a resize nobody asked for before (the local Content API makes and keeps it).
  image: {
    concurrency: 2,
    next: () => {
      const width = 16 + Math.floor(Math.random() * 2400)
      const query =
        Math.random() < 0.5 ? `w=${width}` : `w=${width}&q=${10 + Math.floor(Math.random() * 90)}&auto=format`
      return {
        path: `/images/local/production/${pick(imageFiles)}?${query}`,
        headers: { accept: 'image/avif,image/webp,*/*', 'accept-encoding': BROWSER_ENCODINGS },
      }
    },
  },
  form: {
    concurrency: 1,
    next: () => {
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
        'accept-encoding': BROWSER_ENCODINGS,
      }
      const id = unique()
      if (Math.random() < 0.5)
        return {
          method: 'POST',
          path: '/subscribe',
          headers,
          body: new URLSearchParams({
            email: Math.random() < 0.8 ? `soak-${id}@example.com` : 'not-an-address',
          }).toString(),
        }
      const fields = {
        FirstName: 'Soak',
        LastName: id,
        Email: Math.random() < 0.8 ? `soak-${id}@example.com` : '',
        PhoneNumber: '+254700000000',
        message: `Soak test ${id} `.repeat(20),
      }
      return { method: 'POST', path: '/contact', headers, body: new URLSearchParams(fields).toString() }
    },
  },
}

const chosen = new Set(
  process.env.SOAK_LANES
    ? process.env.SOAK_LANES.split(',').map((lane) => lane.trim())
    : [...Object.keys(LANES), 'slow'],
)

let loadRunning = true
const loadAgents: http.Agent[] = []

async function runLane(lane: Exclude<Lane, 'slow' | 'probe'>) {
  const { concurrency, next } = LANES[lane]
  const connections = Math.max(1, Math.round(concurrency * SCALE))
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, timeout: IDLE_SOCKET_MS })
  loadAgents.push(agent)
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (loadRunning) {
        for (const ask of [next()].flat()) {
          const status = await request(agent, lane, ask)
          // A refused connection would otherwise spin.
          if (status === 0) await sleep(100)
        }
      }
    }),
  )
}

/**
 * Slow clients: some send their request's headers a byte every few seconds (the server's header deadline should
 * end them), some ask for a page uncompressed and then never read. Each is replaced when it ends.
 */
const SLOW_SENDERS = Math.max(1, Math.round(20 * SCALE))
const SLOW_READERS = Math.max(1, Math.round(10 * SCALE))
const openSockets = new Set<net.Socket>()

function slowSender(): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    openSockets.add(socket)
    const text =
      `GET /?slow=${unique()} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      'User-Agent: Mozilla/5.0 (bench-soak slow)\r\nAccept: text/html\r\n' +
      `X-Padding: ${'x'.repeat(200)}\r\n\r\n`
    let sent = 0
    let answered = false
    const timer = setInterval(
      () => {
        if (sent < text.length && !socket.destroyed) socket.write(text[sent++]!)
      },
      2_000 + Math.random() * 2_000,
    )
    socket.once('connect', () => {
      sentTotal += 1
      sentWindow += 1
    })
    socket.on('data', (chunk: Buffer) => {
      if (answered) return
      answered = true
      const status = chunk.toString('latin1').match(/^HTTP\/1\.1 (\d{3})/)?.[1]
      count('slow', status ?? 'garbled')
      if (status?.startsWith('5')) {
        fiveHundreds.other += 1
        fiveHundreds.otherWindow += 1
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      if (!answered) count('slow', 'closed')
      clearInterval(timer)
      openSockets.delete(socket)
      resolve()
    })
  })
}

function slowReader(): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    openSockets.add(socket)
    socket.once('connect', () => {
      sentTotal += 1
      sentWindow += 1
      socket.write(
        `GET ${pick(pages)} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          'User-Agent: Mozilla/5.0 (bench-soak reader)\r\nAccept: text/html\r\nAccept-Encoding: identity\r\n\r\n',
      )
      // Read the status line, then stop reading for a minute.
      socket.once('data', (chunk: Buffer) => {
        count('slow', `reader ${chunk.toString('latin1').match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 'garbled'}`)
        socket.pause()
      })
    })
    const ends = setTimeout(() => socket.destroy(), 60_000)
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(ends)
      openSockets.delete(socket)
      resolve()
    })
  })
}

async function runSlow(make: () => Promise<void>, howMany: number) {
  await Promise.all(
    Array.from({ length: howMany }, async (_, index) => {
      // Staggered, so they do not all open and end in one moment.
      await sleep((index * 3_000) / howMany)
      while (loadRunning) {
        await make()
        await sleep(200)
      }
    }),
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Probes: what a visitor of a cached page or image waits, every 200 ms, on connections of their own. They run on
// a thread of their own: on the load's thread an answer would wait behind the thousands of load answers that
// thread handles each second, and the figure would be the load generator's delay, not the server's.

const PROBE_THREAD = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { hostname, port, targets, everyMs, idleSocketMs, timeoutMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8, timeout: idleSocketMs });
const timer = setInterval(() => {
  for (const { kind, path, headers } of targets) {
    const started = performance.now();
    const req = http.request({ agent, host: hostname, port, path, headers, timeout: timeoutMs }, (res) => {
      res.on('data', () => {});
      res.on('end', () => parentPort.postMessage({
        kind, ms: performance.now() - started, status: res.statusCode,
        retryAfter: res.headers['retry-after'] !== undefined, path,
      }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => parentPort.postMessage({
      kind, ms: performance.now() - started,
      error: error.message === 'timeout' ? 'timeout' : (error.code || 'error'), path,
    }));
    req.end();
  }
}, everyMs);
parentPort.on('message', () => { clearInterval(timer); agent.destroy(); parentPort.close(); });
`
type ProbeResult = { kind: 'page' | 'image'; ms: number; path: string } & (
  | { status: number; retryAfter: boolean; error?: undefined }
  | { error: string; status?: undefined }
)
const probeTimes = { page: [] as number[], image: [] as number[] }
const probeThread = new Worker(PROBE_THREAD, {
  eval: true,
  workerData: {
    hostname,
    port: Number(port),
    everyMs: PROBE_EVERY_MS,
    idleSocketMs: IDLE_SOCKET_MS,
    timeoutMs: REQUEST_TIMEOUT_MS,
    targets: [
      {
        kind: 'page',
        path: PROBE_PAGE,
        headers: {
          'user-agent': 'Mozilla/5.0 (bench-soak probe)',
          'accept-encoding': BROWSER_ENCODINGS,
          accept: 'text/html',
        },
      },
      {
        kind: 'image',
        path: PROBE_IMAGE,
        headers: {
          'user-agent': 'Mozilla/5.0 (bench-soak probe)',
          accept: 'image/avif,image/webp,*/*',
          'accept-encoding': BROWSER_ENCODINGS,
        },
      },
    ],
  },
})
// This thread only: on Linux a niceness is per thread, and the probe thread was started before it.
os.setPriority(10)
probeThread.on('message', (result: ProbeResult) => {
  sentTotal += 1
  sentWindow += 1
  if (result.error !== undefined) return count('probe', result.error)
  countStatus('probe', 'GET', result.path, result.status, result.retryAfter)
  probeTimes[result.kind].push(result.ms)
})

// ---------------------------------------------------------------------------------------------------------------
// Sampling

function childProcesses(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    )
  } catch {
    return spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map(Number)
  }
}

/** A process and everything under it (the local Content API runs as tsx, then node). */
function processTree(pid: number | undefined): number[] {
  if (pid === undefined) return []
  return [pid, ...childProcesses(pid).flatMap((child) => processTree(child))]
}

function rssMb(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** CPU time (user and system, in ticks) of the given processes. */
function processTicks(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // A process that left between listing and reading.
    }
  }
  return ticks
}

/** CPU time every process on the machine has used (user, nice, system, irq, softirq, steal), in ticks. */
function machineTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  return fields[0]! + fields[1]! + fields[2]! + fields[5]! + fields[6]! + fields[7]!
}

type GcCounts = { minor: number; major: number; minorMs: number; majorMs: number }
const lastGc = new Map<number, GcCounts>()

function memoryDetail(pid: number): string {
  try {
    const usage = JSON.parse(readFileSync(path.join(memoryDir, `${pid}.json`), 'utf8')) as NodeJS.MemoryUsage & {
      newSpace: number
      oldSpace: number
      gc: GcCounts
    }
    const mb = (bytes: number) => (bytes / 1048576).toFixed(0)
    const before = lastGc.get(pid) ?? { minor: 0, major: 0, minorMs: 0, majorMs: 0 }
    lastGc.set(pid, usage.gc)
    const gc =
      `GC since last row: ${usage.gc.major - before.major} major ` +
      `(${(usage.gc.majorMs - before.majorMs).toFixed(0)} ms), ` +
      `${usage.gc.minor - before.minor} minor (${(usage.gc.minorMs - before.minorMs).toFixed(0)} ms)`
    return (
      `V8 heap used ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)} ` +
      `(new space ${mb(usage.newSpace)}, old ${mb(usage.oldSpace)}); ` +
      `external ${mb(usage.external)}, of which array buffers ${mb(usage.arrayBuffers)}; ${gc}`
    )
  } catch {
    return 'no figures yet'
  }
}

function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

type Row = {
  t: number
  phase: 'load' | 'idle'
  workers: Array<{ pid: number; rss: number }>
  page: [number, number]
  image: [number, number]
  sent: number
  shed: number
  other: number
  serverCpuSeconds: number
}
const rows: Row[] = []
// Workers seen by pid, in the order they first appeared (a replaced worker gets a column of its own in the summary).
const seenWorkers = new Map<number, number>()
const started = performance.now()
const apiPids = () => processTree(contentApi?.process.pid)
let last = {
  machine: machineTicks(),
  server: processTicks([serverPid, ...childProcesses(serverPid)]),
  api: processTicks(apiPids()),
  load: process.cpuUsage(),
  at: performance.now(),
}

const pad = (text: string, width: number) =>
  text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length)
const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0))

function sample(phase: Row['phase']) {
  const workerPids = childProcesses(serverPid)
  for (const pid of workerPids) if (!seenWorkers.has(pid)) seenWorkers.set(pid, seenWorkers.size + 1)
  const workers = workerPids.map((pid) => ({ pid, rss: rssMb(pid) }))
  const window = (times: number[]): [number, number] => {
    const sorted = times.splice(0).sort((a, b) => a - b)
    return [percentile(sorted, 0.5), percentile(sorted, 0.99)]
  }
  const now = {
    machine: machineTicks(),
    server: processTicks([serverPid, ...workerPids]),
    api: processTicks(apiPids()),
    load: process.cpuUsage(),
    at: performance.now(),
  }
  const wall = (now.at - last.at) / 1000
  const loadUsage = process.cpuUsage(last.load)
  const share = (ticks: number) => ticks / TICKS_PER_SECOND / wall
  const cores = {
    server: share(now.server - last.server),
    api: share(now.api - last.api),
    load: (loadUsage.user + loadUsage.system) / 1e6 / wall,
    other: 0,
  }
  cores.other = Math.max(0, share(now.machine - last.machine) - cores.server - cores.api - cores.load)
  last = now
  const row: Row = {
    t: Math.round((now.at - started) / 1000),
    phase,
    workers,
    page: window(probeTimes.page),
    image: window(probeTimes.image),
    sent: sentWindow,
    shed: fiveHundreds.shedWindow,
    other: fiveHundreds.otherWindow,
    serverCpuSeconds: cores.server * wall,
  }
  sentWindow = 0
  fiveHundreds.shedWindow = 0
  fiveHundreds.otherWindow = 0
  rows.push(row)
  const rss = workers.map(({ pid, rss }) => `w${seenWorkers.get(pid)} ${rss.toFixed(0)}`).join(' ')
  console.log(
    pad(`${row.t}${phase === 'idle' ? ' idle' : ''}`, 9) +
      pad(rss, 20) +
      pad(`${ms(row.page[0])} / ${ms(row.page[1])}`, 16) +
      pad(`${ms(row.image[0])} / ${ms(row.image[1])}`, 16) +
      pad(`${row.sent} (${sentTotal})`, 18) +
      pad(`${row.shed} / ${row.other}`, 12) +
      [cores.server, cores.api, cores.load, cores.other].map((value) => value.toFixed(2)).join(' / '),
  )
  if (MEMORY_DETAIL)
    for (const { pid } of workers) console.log(`         w${seenWorkers.get(pid)} (pid ${pid}): ${memoryDetail(pid)}`)
}

// ---------------------------------------------------------------------------------------------------------------
// The run

console.log(
  `Soak: ${origin}, ${SOAK_SECONDS} s of load then ${IDLE_SECONDS} s idle, a row every ${SAMPLE_SECONDS} s; ` +
    `${os.availableParallelism()} cores.`,
)
console.log(`Load: ${[...chosen].join(', ')}${SCALE !== 1 ? ` (concurrency ×${SCALE})` : ''}.`)
console.log(
  `Pages: ${pages.length} (${pages.slice(0, 6).join(' ')}…); images: ${imageFiles.length}; probes: ${PROBE_PAGE} and ` +
    `${PROBE_IMAGE}.`,
)
const startingRss = childProcesses(serverPid).map((pid) => `${rssMb(pid).toFixed(0)} MB`)
console.log(
  `Worker RSS before the load: ${startingRss.join(', ')} ` +
    `(pages and their data warmed in ${warmingSeconds.toFixed(0)} s).`,
)
console.log('')
console.log(
  [
    pad('t (s)', 9),
    pad('worker RSS MB', 20),
    pad('page p50/p99', 16),
    pad('image p50/p99', 16),
    pad('sent (total)', 18),
    pad('5xx shed/oth', 12),
    'cores: server / image API / load / other',
  ].join(''),
)

const lanes = [
  ...(Object.keys(LANES) as Array<keyof typeof LANES>).filter((lane) => chosen.has(lane)).map((lane) => runLane(lane)),
  ...(chosen.has('slow') ? [runSlow(slowSender, SLOW_SENDERS), runSlow(slowReader, SLOW_READERS)] : []),
]
// A row every SAMPLE_SECONDS on the clock from the start (no drift), the last at the end of the idle time; a row
// is a load row when the load ran at the start of its window.
const sampling = (async () => {
  for (let k = 1; k * SAMPLE_SECONDS <= SOAK_SECONDS + IDLE_SECONDS; k += 1) {
    await sleep(Math.max(0, started + k * SAMPLE_SECONDS * 1000 - performance.now()))
    sample((k - 1) * SAMPLE_SECONDS < SOAK_SECONDS ? 'load' : 'idle')
  }
})()
await sleep(SOAK_SECONDS * 1000)
loadRunning = false
for (const socket of openSockets) socket.destroy()
// The probes go on through the idle phase: what a visitor sees once the flood has passed.
await Promise.race([Promise.all(lanes), sleep(REQUEST_TIMEOUT_MS)])
for (const agent of loadAgents) agent.destroy()
await sampling
probeThread.postMessage('stop')
await once(probeThread, 'exit')

// ---------------------------------------------------------------------------------------------------------------
// The summary

console.log('')
console.log('Statuses per kind of load:')
for (const [lane, byStatus] of statuses) {
  const list = [...byStatus].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status}×${n}`)
  console.log(`  ${pad(lane, 8)} ${list.join('  ')}`)
}
if (otherErrors.length)
  console.log(`5xx other than shed 503s (first ${otherErrors.length}):\n  ${otherErrors.join('\n  ')}`)
const loadRows = rows.filter((row) => row.phase === 'load')
const maxRss = Math.max(0, ...rows.flatMap((row) => row.workers.map((worker) => worker.rss)))
const maxPageP99 = Math.max(0, ...loadRows.map((row) => row.page[1]).filter((value) => !Number.isNaN(value)))
const maxImageP99 = Math.max(0, ...loadRows.map((row) => row.image[1]).filter((value) => !Number.isNaN(value)))
const lastRow = rows.at(-1)
console.log('')
console.log(
  `Requests sent: ${sentTotal}. Workers seen: ${seenWorkers.size} (more than the cores means one was replaced).`,
)
if (lastRow)
  console.log(
    `Worker RSS at the end${IDLE_SECONDS > 0 ? ` (after ${IDLE_SECONDS} s idle)` : ''}: ` +
      `${lastRow.workers.map(({ rss }) => `${rss.toFixed(0)} MB`).join(', ')}.`,
  )
console.log(`Cached image p99, worst window: ${maxImageP99.toFixed(0)} ms (no target).`)
const loadSent = loadRows.reduce((sum, row) => sum + row.sent, 0)
// What one request cost the server (its primary and workers) under load: GC settings and caches show up here.
if (loadSent)
  console.log(
    'Server CPU per request under load: ' +
      `${((loadRows.reduce((sum, row) => sum + row.serverCpuSeconds, 0) * 1000) / loadSent).toFixed(2)} ms ` +
      `(${loadSent} requests).`,
  )
const verdicts = [
  {
    target: `RSS ≤ ${TARGETS.rssMb} MB per worker at every sample`,
    actual: `max ${maxRss.toFixed(0)} MB`,
    pass: maxRss <= TARGETS.rssMb,
  },
  {
    target: `p99 of the cached page ≤ ${TARGETS.pageP99Ms} ms in every window`,
    actual: `worst ${maxPageP99.toFixed(0)} ms`,
    pass: maxPageP99 <= TARGETS.pageP99Ms,
  },
  {
    target: '0 × 5xx other than shed 503s',
    actual: `${fiveHundreds.other} other, ${fiveHundreds.shed} shed`,
    pass: fiveHundreds.other === 0,
  },
]
console.log('')
for (const { target, actual, pass } of verdicts) console.log(`${pass ? 'PASS' : 'FAIL'}  ${pad(target, 52)} ${actual}`)
server.kill('SIGTERM')
process.exit(verdicts.every((verdict) => verdict.pass) ? 0 : 1)

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
