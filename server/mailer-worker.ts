import cluster, { type Worker } from 'node:cluster'
import { isMessage } from './daily-work'

/**
 * The proposal mailer (decision 063) runs in exactly one process of a server. Alone (one worker, or development) that
 * is the server itself; in a cluster the primary names one worker to run it, and names another when that one dies.
 * The primary loads no app of its own for it, so it stays small (only workers load the site).
 */
export const MAILER_MESSAGE = { onceWork: 'proposal-mailer' } as const

export const isMailerMessage = (message: unknown) => isMessage(message, MAILER_MESSAGE)

/** The part of node:cluster the primary's choice reads: its workers, and when one listens or exits. */
export type WorkerCluster = {
  workers?: NodeJS.Dict<Pick<Worker, 'isConnected' | 'send'>>
  on(event: 'listening' | 'exit', listener: (worker: Pick<Worker, 'isConnected' | 'send'>) => void): unknown
}

/** In the primary: keeps one live worker running the mailer, from the first that listens on. */
export function keepOneMailerWorker(stopping: () => boolean, workers: WorkerCluster = cluster) {
  let mailerWorker: Pick<Worker, 'isConnected' | 'send'> | undefined
  const assign = () => {
    if (stopping() || mailerWorker?.isConnected()) return
    mailerWorker = Object.values(workers.workers ?? {}).find((worker) => worker?.isConnected())
    mailerWorker?.send(MAILER_MESSAGE)
  }
  workers.on('listening', assign)
  workers.on('exit', (worker) => {
    if (worker !== mailerWorker) return
    mailerWorker = undefined
    assign()
  })
}
