import cluster, { type Worker } from 'node:cluster'

/**
 * The proposal mailer (decision 063) runs in exactly one process of a server. Alone (one worker, or development) that
 * is the server itself; in a cluster the primary names one worker to run it, and names another when that one dies.
 * The primary loads no app of its own for it, so it stays small (only workers load the site).
 */
export const MAILER_MESSAGE = { onceWork: 'proposal-mailer' } as const

export function isMailerMessage(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { onceWork?: unknown }).onceWork === MAILER_MESSAGE.onceWork
  )
}

/** In the primary: keeps one live worker running the mailer, from the first that listens on. */
export function keepOneMailerWorker(stopping: () => boolean) {
  let mailerWorker: Worker | undefined
  const assign = () => {
    if (stopping() || mailerWorker?.isConnected()) return
    mailerWorker = Object.values(cluster.workers ?? {}).find((worker) => worker?.isConnected())
    mailerWorker?.send(MAILER_MESSAGE)
  }
  cluster.on('listening', assign)
  cluster.on('exit', (worker) => {
    if (worker !== mailerWorker) return
    mailerWorker = undefined
    assign()
  })
}
