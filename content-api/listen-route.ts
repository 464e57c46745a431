import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { evaluate, type parse } from 'groq-js'
import { type Caller, identify, stillAuthorized } from './auth'
import type { ApiContext } from './context'
import { DATASET, versioned } from './context'
import type { CommittedTransaction } from './dataset-store'
import type { Doc } from './documents'
import { mendozaEffects } from './mendoza-effects'
import { assertApiVersion, canRead } from './perspective'
import { type GroqParams, paramsFromSearch, parseQuery } from './query-route'
import type { Route } from './route'

export const KEEPALIVE_MS = 20_000

type Listener = { res: ServerResponse; close(): void }

function writeEvent(res: ServerResponse, event: string, data: unknown, id?: string) {
  res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

/**
 * Whether a document matches the listener's query. Sanity evaluates a listener's filter against one document
 * at a time (joins, order and projections are ignored), which is what evaluating the query over a dataset of
 * just that document does.
 */
async function matches(
  tree: ReturnType<typeof parse>,
  params: GroqParams,
  doc: Doc | null,
  caller: Caller,
): Promise<boolean> {
  if (!doc || !canRead(caller, doc._id)) return false
  const value = await (await evaluate(tree, { dataset: [doc], params })).get()
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined
}

const flagOr = (search: URLSearchParams, name: string, fallback: boolean) => {
  const value = search.get(name)
  return value === null ? fallback : value === 'true'
}

/**
 * `/data/listen` as Server-Sent Events: a welcome at once, then one `mutation` event per matching document of
 * each transaction, with mendoza effects computed as the Content Lake's are (on the documents without `_rev`):
 * a keystroke in a long document is a patch of a few ops, not the document twice over, which Presentation would
 * otherwise copy into the previewed page on every keystroke.
 */
export function listenRoute(ctx: ApiContext, listeners: Set<Listener>): Route {
  return {
    method: 'GET',
    path: versioned(`/data/listen/${DATASET}`),
    handle(call) {
      assertApiVersion(call.params.apiVersion)
      const caller = identify(call.req, ctx)
      const dataset = call.params.dataset!
      ctx.store.assertDataset(dataset)
      const search = call.url.searchParams
      const { res } = call
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      })
      res.flushHeaders()

      const query = search.get('query') ?? ''
      let tree: ReturnType<typeof parse>
      let params: GroqParams
      try {
        params = paramsFromSearch(search)
        tree = parseQuery(query, params)
      } catch (error) {
        // Sanity reports a bad listener query on the stream, then closes it.
        writeEvent(res, 'channelError', {
          message: query ? (error as Error).message : 'The "query" parameter is required',
        })
        res.end()
        return
      }

      const includeResult = flagOr(search, 'includeResult', true)
      const includePrevious = flagOr(search, 'includePreviousRevision', false)
      const includeMutations = flagOr(search, 'includeMutations', true)
      const mendoza = search.get('effectFormat') === 'mendoza'
      const listenerName = randomBytes(12).toString('base64url')

      // Events go out in transaction order even though matching is asynchronous.
      let sending: Promise<void> = Promise.resolve()
      const onTransaction = (txn: CommittedTransaction) => {
        if (txn.dataset !== dataset) return
        // A Studio session that ended (signed out, revoked) hears nothing more on a stream it opened before.
        if (!stillAuthorized(caller, ctx)) return listener.close()
        sending = sending
          .then(() => sendTransaction(txn))
          .catch((error: Error) => console.error(`Content API: listener event failed: ${error.message}`))
      }
      const sendTransaction = async (txn: CommittedTransaction) => {
        const events: Record<string, unknown>[] = []
        for (const change of txn.changes) {
          const [was, is] = [
            await matches(tree, params, change.before, caller),
            await matches(tree, params, change.after, caller),
          ]
          if (!was && !is) continue
          const transition = was && is ? 'update' : is ? 'appear' : 'disappear'
          events.push({
            eventId: `${txn.transactionId}#${change.id}`,
            documentId: change.id,
            transactionId: txn.transactionId,
            transition,
            identity: txn.identity,
            ...(includeMutations ? { mutations: change.mutations } : {}),
            ...(includeResult && change.after ? { result: change.after } : {}),
            ...(includePrevious && change.before ? { previous: change.before } : {}),
            ...(change.before?._rev ? { previousRev: change.before._rev } : {}),
            // A deleted document's last revision is the transaction that deleted it: the Studio chains a
            // document's events by previousRev → resultRev and drops one that breaks the chain.
            resultRev: change.after?._rev ?? txn.transactionId,
            timestamp: txn.timestamp,
            visibility: 'query',
            ...(mendoza ? { effects: mendozaEffects(change.before ?? null, change.after ?? null) } : {}),
          })
        }
        events.forEach((event, index) => {
          if (res.writableEnded) return
          writeEvent(
            res,
            'mutation',
            { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index + 1 },
            String(event.eventId),
          )
        })
      }

      const unsubscribe = ctx.store.subscribe(onTransaction)
      const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS)
      keepalive.unref()
      const listener: Listener = {
        res,
        close() {
          clearInterval(keepalive)
          unsubscribe()
          listeners.delete(listener)
          if (!res.writableEnded) res.end()
        },
      }
      listeners.add(listener)
      res.on('close', () => listener.close())
      writeEvent(res, 'welcome', { listenerName })
    },
  }
}

export type { Listener }
