import { createHash } from 'node:crypto'
import { type Caller, identify, stillAuthorized } from './auth'
import type { ApiContext } from './context'
import { DATASET, versioned } from './context'
import type { CommittedTransaction } from './dataset-store'
import { isPathId } from './ids'
import { assertApiVersion, type PerspectiveName } from './perspective'
import { ApiError, type Route } from './route'

export const LIVE_KEEPALIVE_MS = 20_000

/**
 * Sync tags, coarse: one for a dataset's published documents and one for its drafts (and other ids under a
 * path). groq-js does not say which documents a query read, so every query answered from a view carries the
 * tags of the whole view, and any change to it says so: correct, but it invalidates more than Sanity would.
 */
export function syncTag(dataset: string, kind: 'published' | 'drafts'): string {
  return `s1:${createHash('sha1').update(`${dataset}\0${kind}`).digest('base64url').slice(0, 8)}`
}

export function syncTagsFor(dataset: string, perspective: PerspectiveName, caller: Caller): string[] {
  const tags = [syncTag(dataset, 'published')]
  if (perspective !== 'published' && caller.authenticated) tags.push(syncTag(dataset, 'drafts'))
  return tags
}

/** The tags a committed transaction invalidates, for a listener that does or does not see drafts. */
function tagsOf(txn: CommittedTransaction, includeDrafts: boolean): string[] {
  const tags: string[] = []
  if (txn.changes.some((change) => !isPathId(change.id))) tags.push(syncTag(txn.dataset, 'published'))
  if (includeDrafts && txn.changes.some((change) => isPathId(change.id))) tags.push(syncTag(txn.dataset, 'drafts'))
  return tags
}

/**
 * The Live Content API's `/data/live/events/<dataset>` as Server-Sent Events: `welcome` at once, then one
 * `message` `{ id, tags }` per transaction that changed what the caller may see (`includeDrafts=true`, with the
 * token, adds drafts), and a keep-alive comment. `lastLiveEventId` is accepted, but nothing is replayed. The
 * stream ends when the server stops listening, so closing the server never waits on it.
 */
export function liveEventsRoute(ctx: ApiContext): Route {
  return {
    method: 'GET',
    path: versioned(`/data/live/events/${DATASET}`),
    handle(call) {
      const apiVersion = assertApiVersion(call.params.apiVersion)
      if (apiVersion !== 'X' && (apiVersion === '1' || apiVersion < '2021-03-25')) {
        throw new ApiError(
          400,
          'The live events API requires API version 2021-03-25 or later',
          'invalidApiVersionError',
        )
      }
      const caller = identify(call.req, ctx)
      const dataset = call.params.dataset!
      ctx.store.assertDataset(dataset)
      const includeDrafts = call.url.searchParams.get('includeDrafts') === 'true'
      if (includeDrafts && !caller.authenticated)
        throw new ApiError(401, 'includeDrafts requires a token', 'unauthorizedError')
      const { res } = call
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        // The socket goes with the stream, so a server that is closing is not kept waiting by it.
        Connection: 'close',
        'X-Accel-Buffering': 'no',
      })
      res.flushHeaders()
      const write = (text: string) => {
        if (!res.writableEnded) res.write(text)
      }
      const unsubscribe = ctx.store.subscribe((txn) => {
        if (txn.dataset !== dataset) return
        if (!stillAuthorized(caller, ctx)) return close()
        const tags = tagsOf(txn, includeDrafts)
        if (tags.length > 0)
          write(
            `id: ${txn.transactionId}\nevent: message\ndata: ${JSON.stringify({ id: txn.transactionId, tags })}\n\n`,
          )
      })
      const server = call.req.socket.server
      const keepalive = setInterval(() => write(': keep-alive\n\n'), LIVE_KEEPALIVE_MS)
      const watch = setInterval(() => {
        if (server && !server.listening) close()
      }, 200)
      keepalive.unref()
      watch.unref()
      const close = () => {
        clearInterval(keepalive)
        clearInterval(watch)
        unsubscribe()
        if (!res.writableEnded) res.end()
      }
      res.on('close', close)
      write(`event: welcome\ndata: {}\n\n`)
    },
  }
}
