import type { History } from '../history'
import { type ApiCall, ApiError, type Route, sendJson } from '../route'

/**
 * Sanity's history endpoints, answered from the local API's transaction log (content-api/history.ts):
 * - `GET /data/history/<ds>/documents/<ids>?revision=<rev>|time=<iso>|lastRevision=true` → `{documents: [...]}`
 * - `GET /data/history/<ds>/transactions/<ids>?…`, taking `fromTransaction`, `toTransaction`, `reverse`, `limit`,
 *   `excludeMutations` and `includeIdentifiedDocumentsOnly` → NDJSON, one
 *   `{id, timestamp, author, mutations, documentIDs, effects: {<id>: {apply, revert}}}` a line (mendoza effects)
 * - `GET /data/history/<ds>/events/documents/<id>?limit&nextCursor` → `{events: {<id>: [...]}, nextCursor}` (the
 *   Studio's history panel)
 *
 * All need the local editor token, as Sanity's need a session with the history grant.
 */
export function historyRoutes(options: {
  history: History
  datasets: string[]
  requireEditor(call: ApiCall): void
}): Route[] {
  const { history } = options
  const route = (path: string, handle: Route['handle']): Route => ({
    method: 'GET',
    path: new RegExp(`^(?:/v[^/]+)?${path}$`),
    handle,
  })
  const D = '(?<dataset>[^/]+)'
  const guard = (call: ApiCall) => {
    options.requireEditor(call)
    if (!options.datasets.includes(call.params.dataset!))
      throw new ApiError(404, `Dataset "${call.params.dataset}" not found`, 'notFoundError')
  }
  const ids = (value: string) => {
    try {
      return decodeURIComponent(value)
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    } catch {
      throw new ApiError(400, 'Malformed URL encoding')
    }
  }
  const flag = (search: URLSearchParams, name: string) => search.get(name) === 'true'

  return [
    route(`/data/history/${D}/documents/(?<ids>[^/]+)`, (call) => {
      guard(call)
      const search = call.url.searchParams
      const revision = search.get('revision') ?? undefined
      const time = search.get('time') ?? undefined
      if (revision && time) throw new ApiError(400, 'Give either "revision" or "time", not both')
      const documents = history.documentsAt(call.params.dataset!, ids(call.params.ids!), {
        revision,
        time,
        lastRevision: flag(search, 'lastRevision'),
      })
      sendJson(call.res, 200, { documents })
    }),
    route(`/data/history/${D}/transactions/(?<ids>[^/]+)`, (call) => {
      guard(call)
      const search = call.url.searchParams
      const limit = search.get('limit')
      const lines = history.transactions(call.params.dataset!, ids(call.params.ids!), {
        fromTransaction: search.get('fromTransaction'),
        toTransaction: search.get('toTransaction'),
        reverse: flag(search, 'reverse'),
        ...(limit !== null && /^\d+$/.test(limit) ? { limit: Number(limit) } : {}),
        includeIdentifiedDocumentsOnly: flag(search, 'includeIdentifiedDocumentsOnly'),
        excludeMutations: flag(search, 'excludeMutations'),
      })
      call.res.writeHead(200, { 'Content-Type': 'application/x-ndjson' })
      call.res.end(lines.map((line) => `${JSON.stringify(line)}\n`).join(''))
    }),
    route(`/data/history/${D}/events/documents/(?<id>[^/]+)`, (call) => {
      guard(call)
      const id = ids(call.params.id!)[0] ?? ''
      const all = history.events(call.params.dataset!, id)
      const limit = Math.max(1, Math.min(1000, Number(call.url.searchParams.get('limit')) || 100))
      const start = Math.max(0, Number(call.url.searchParams.get('nextCursor')) || 0)
      const page = all.slice(start, start + limit)
      sendJson(call.res, 200, {
        events: { [id]: page },
        nextCursor: start + limit < all.length ? String(start + limit) : '',
      })
    }),
  ]
}
