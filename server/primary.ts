import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RateLimiterClusterMaster } from 'rate-limiter-flexible'
import { loadProductionSeam, projectRoot } from './site-build'
import { workerEnv, workerExecArgv } from './worker-memory'

/**
 * The cluster's primary: starts the workers, starts a new one when one dies, passes site events between them,
 * keeps the rate-limit counts they share, and on SIGTERM lets each finish what it is answering before leaving.
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

/**
 * What runs once per server rather than once per worker: the proposal mailer (decision 063), from the compiled app.
 * A failure to start it is logged, not fatal: the workers still serve pages.
 */
async function startOnce(port: number) {
  process.env.NODE_ENV ??= 'production'
  try {
    return (await loadProductionSeam(projectRoot())).startProposalMailer(`http://localhost:${port}`)
  } catch (error) {
    console.error(`[server] the proposal mailer did not start: ${(error as Error).message}`)
    return null
  }
}

export function runPrimary({ workers, port, memory = {} }: { workers: number; port: number; memory?: WorkerMemory }) {
  const mailer = startOnce(port)
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
    void mailer.then((started) => started?.stop())
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
