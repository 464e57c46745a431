import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RateLimiterClusterMaster } from 'rate-limiter-flexible'
import { DAILY_WORK_MESSAGE, everyDay } from './daily-work'
import { keepOneMailerWorker } from './mailer-worker'
import { workerEnv, workerExecArgv } from './worker-memory'

/**
 * The cluster's primary: starts the workers, starts a new one when one dies, passes site events between them,
 * keeps the rate-limit counts they share, hands one of them the day's work (server/daily-work.ts) and one the
 * proposal mailer (server/mailer-worker.ts), and on SIGTERM
 * lets each finish what it is answering before leaving.
 */
const RESTART_DELAY_MS = [0, 1_000, 5_000, 15_000]
const SHUTDOWN_GRACE_MS = 15_000

/** The worker's own file beside this one: worker.ts from source, worker.js compiled. */
const workerFile = () => {
  const here = fileURLToPath(import.meta.url)
  return path.join(path.dirname(here), `worker${path.extname(here)}`)
}

/** What the operator set that decides how workers use memory (host/worker-memory.ts). */
type WorkerMemory = { heapMb?: number; nodeOptions?: string; mallocArenaMax?: string }

export function runPrimary({ workers, memory = {} }: { workers: number; memory?: WorkerMemory }) {
  cluster.setupPrimary({
    exec: workerFile(),
    execArgv: workerExecArgv(process.execArgv, memory.nodeOptions, memory.heapMb),
  })
  new RateLimiterClusterMaster()

  let stopping = false
  const recentDeaths: number[] = []
  const start = () => {
    const worker = cluster.fork(workerEnv(memory.mallocArenaMax))
    worker.on('message', (message: unknown) => {
      if (!message || typeof message !== 'object' || !('siteEvent' in message)) return
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(message)
    })
  }
  for (let index = 0; index < workers; index += 1) start()

  // The day's work (server/daily-work.ts) goes to one worker that is up: first when one starts listening.
  let dailyWorkScheduled = false
  cluster.on('listening', () => {
    if (dailyWorkScheduled) return
    dailyWorkScheduled = true
    everyDay(() => {
      const ready = Object.values(cluster.workers ?? {}).find((worker) => worker?.isConnected())
      ready?.send(DAILY_WORK_MESSAGE)
    })
  })

  // The proposal mailer runs in one worker (server/mailer-worker.ts).
  keepOneMailerWorker(() => stopping)

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    // A worker that keeps dying at start would otherwise be restarted in a tight loop.
    const now = Date.now()
    recentDeaths.push(now)
    while (recentDeaths.length && now - recentDeaths[0]! > 60_000) recentDeaths.shift()
    const delay = RESTART_DELAY_MS[Math.min(recentDeaths.length - 1, RESTART_DELAY_MS.length - 1)] ?? 0
    console.error(
      `[server] worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another` +
        `${delay ? ` in ${delay / 1000} s` : ''}`,
    )
    setTimeout(start, delay)
  })

  const shutDown = () => {
    if (stopping) return
    stopping = true
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
    if (!alive.length) process.exit(0)
    for (const worker of alive) worker.process.kill('SIGTERM')
    cluster.on('exit', () => {
      if (!Object.values(cluster.workers ?? {}).some(Boolean)) process.exit(0)
    })
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref()
  }
  process.on('SIGTERM', shutDown)
  process.on('SIGINT', shutDown)
  console.log(`[server] primary ${process.pid} starting ${workers} workers`)
}
