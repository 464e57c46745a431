import PQueue from 'p-queue'
import type { Admission } from './image-admission'

/** What one resize holds while it is queued or running. */
export type Job = { key: string; result: Promise<Buffer>; waiting: number; started: boolean; drop: AbortController }

/**
 * Resizes taking turns in a queue `concurrency` wide, one per key at a time: whoever asks for a key being made
 * joins its job. A job whose every waiting client has gone is dropped before it starts (decision 033).
 */
export function createResizeJobs(options: {
  concurrency: number
  /** Counts a job dropped because nobody waits for it any more. */
  dropped: () => void
}) {
  const inFlight = new Map<string, Job>()
  const queue = new PQueue({ concurrency: options.concurrency })

  const forget = (job: Job) => {
    if (inFlight.get(job.key) === job) inFlight.delete(job.key)
  }

  /**
   * Queues a resize. Its result is kept (memory, then disk) whoever is still waiting: a resize that has started
   * in sharp cannot be stopped, so its work is not thrown away. Only a resize still in the queue can be dropped.
   * `keep` runs once the picture is made, out of the queue's turn and before any waiter gets it.
   */
  const start = (
    key: string,
    make: () => Promise<Buffer>,
    keep: (body: Buffer) => Promise<void>,
    admission: Admission | undefined,
  ): Job => {
    const drop = new AbortController()
    const job: Job = { key, waiting: 0, started: false, drop, result: Promise.resolve(Buffer.alloc(0)) }
    job.result = queue
      .add(
        () => {
          job.started = true
          return make()
        },
        { signal: drop.signal, priority: admission?.priority ?? 0 },
      )
      .then(async (body) => {
        await keep(body)
        return body
      })
      .finally(() => {
        forget(job)
        admission?.done()
      })
    // Every waiter handles the outcome; this keeps a dropped resize with nobody left from being "unhandled".
    job.result.catch(() => undefined)
    inFlight.set(key, job)
    return job
  }

  /** Waits for a job as one client; when the last client still waiting leaves before it starts, it is dropped. */
  const wait = (job: Job, signal: AbortSignal | undefined): Promise<Buffer> => {
    job.waiting++
    if (!signal) return job.result
    return new Promise<Buffer>((resolve, reject) => {
      const leave = () => {
        job.waiting--
        if (job.waiting === 0 && !job.started) {
          options.dropped()
          forget(job)
          job.drop.abort()
        }
        reject(signal.reason)
      }
      if (signal.aborted) return leave()
      signal.addEventListener('abort', leave, { once: true })
      job.result.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave))
    })
  }

  return {
    start,
    wait,
    /** The job making `key` now, if any. */
    running: (key: string) => inFlight.get(key),
    /** Resizes running, and waiting their turn. */
    load: () => ({ running: queue.pending, queued: queue.size }),
  }
}
