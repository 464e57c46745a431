// The attacker of `npm run bench:images`, in a process of its own: it sends a list of requests all at once from
// one loopback address and reports each answer. Opening hundreds of connections at once keeps a client's event
// loop busy for a while; in the bench's own process that delayed the visitor it times, as if the server had.
import { type Answer, connectionPool, timedGet } from './timed-get'

export type BurstOrder = { port: number; from: string; paths: string[] }
export type BurstReport = { answers: Pick<Answer, 'status' | 'ms' | 'headers'>[]; ms: number }

process.on('message', async (order: BurstOrder) => {
  const agent = connectionPool(Infinity)
  const started = performance.now()
  const answers = await Promise.all(order.paths.map((path) => timedGet(order.port, path, order.from, agent)))
  agent.destroy()
  const report: BurstReport = {
    answers: answers.map(({ status, ms, headers }) => ({ status, ms, headers })),
    ms: performance.now() - started,
  }
  process.send!(report)
})
process.send!('ready')
