import { parentPort } from 'node:worker_threads'
import type { Doc } from './documents'
import { documentsInPerspective } from './perspective'
import type { FromEvaluator, QueryJob, ToEvaluator } from './query-protocol'
import { runQuery } from './query-route'
import { ApiError } from './route'

/**
 * A query worker (started by query-pool.ts through query-worker.mjs): evaluates GROQ off the API's event loop, so
 * the main thread can stop it at the deadline, and inside the worker's heap limit. It keeps a copy of each dataset,
 * updated by the main thread, and the perspective views of it that queries asked for.
 */
type Copy = { revision: number; docs: Map<string, Doc>; views: Map<string, Doc[]> }
const copies = new Map<string, Copy>()

const port = parentPort
if (!port) throw new Error('query-evaluator.ts runs in a worker (content-api/query-pool.ts starts it)')
const reply = (message: FromEvaluator) => port.postMessage(message)

function viewOf(copy: Copy, job: QueryJob): Doc[] {
  const key = `${job.perspective}:${job.authenticated}`
  let view = copy.views.get(key)
  if (!view) {
    // A new array each revision: a query still running keeps reading the one it started with.
    view = documentsInPerspective({ authenticated: job.authenticated }, [...copy.docs.values()], job.perspective)
    copy.views.set(key, view)
  }
  return view
}

async function answer(job: QueryJob, revision: number, timestamp: string): Promise<FromEvaluator> {
  const copy = copies.get(job.dataset)
  // The pool sends a snapshot before any query the copy is too old for; this would be its bug.
  if (!copy || copy.revision !== revision)
    throw new Error(`query worker holds revision ${copy?.revision} of ${job.dataset}, not ${revision}`)
  const result = await runQuery(
    job.query,
    job.params,
    viewOf(copy, job),
    { authenticated: job.authenticated },
    new Date(timestamp),
  )
  return { kind: 'result', json: JSON.stringify(result) ?? 'null' }
}

port.on('message', (message: ToEvaluator) => {
  if (message.kind === 'snapshot') {
    copies.set(message.dataset, {
      revision: message.revision,
      docs: new Map(message.documents.map((doc) => [doc._id, doc])),
      views: new Map(),
    })
  } else if (message.kind === 'changes') {
    const copy = copies.get(message.dataset)
    if (!copy) return
    for (const { id, after } of message.changes) {
      if (after) copy.docs.set(id, after)
      else copy.docs.delete(id)
    }
    copy.revision = message.revision
    copy.views = new Map()
  } else {
    answer(message.job, message.revision, message.timestamp).then(reply, (error: unknown) => {
      const known = error instanceof ApiError
      reply({
        kind: 'error',
        error: known
          ? { statusCode: error.statusCode, message: error.message, type: error.type, details: error.details }
          : { statusCode: 500, message: (error as Error)?.stack ?? String(error), type: 'internalError', details: {} },
      })
    })
  }
})
reply({ kind: 'ready' })
