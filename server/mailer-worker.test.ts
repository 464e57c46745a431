import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { isMailerMessage, keepOneMailerWorker, MAILER_MESSAGE, type WorkerCluster } from './mailer-worker'

/** Workers that record what the primary sends them, in a cluster whose events the test raises. */
function fakeCluster(count: number) {
  const events = new EventEmitter()
  const workers = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    connected: true,
    received: [] as unknown[],
    isConnected() {
      return this.connected
    },
    send(message: unknown) {
      this.received.push(message)
      return true
    },
  }))
  const cluster = {
    workers: Object.fromEntries(workers.map((worker) => [worker.id, worker])),
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
  } as unknown as WorkerCluster
  const exit = (worker: (typeof workers)[number]) => {
    worker.connected = false
    delete (cluster.workers as Record<number, unknown>)[worker.id]
    events.emit('exit', worker)
  }
  const mailers = () => workers.filter((worker) => worker.received.some(isMailerMessage)).map((worker) => worker.id)
  return { cluster, workers, events, exit, mailers }
}

describe('the proposal mailer in a cluster', () => {
  it('runs in one worker: the first to listen, however many listen after it', () => {
    const { cluster, workers, events, mailers } = fakeCluster(3)
    keepOneMailerWorker(() => false, cluster)
    for (const worker of workers) events.emit('listening', worker)
    expect(mailers()).toEqual([1])
    expect(workers[0]!.received).toEqual([MAILER_MESSAGE])
  })

  it('moves to another worker when its own dies, and stays put when another dies', () => {
    const { cluster, workers, events, exit, mailers } = fakeCluster(3)
    keepOneMailerWorker(() => false, cluster)
    events.emit('listening', workers[0])
    exit(workers[2]!)
    expect(mailers()).toEqual([1])
    exit(workers[0]!)
    expect(mailers()).toEqual([1, 2])
    expect(workers[1]!.received).toEqual([MAILER_MESSAGE])
  })

  it('names nobody while the server is stopping', () => {
    const { cluster, workers, events, mailers } = fakeCluster(2)
    keepOneMailerWorker(() => true, cluster)
    events.emit('listening', workers[0])
    expect(mailers()).toEqual([])
  })
})
