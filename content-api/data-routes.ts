import { identify } from './auth'
import type { ApiContext } from './context'
import { DATASET, versioned } from './context'
import { readJsonObject } from './http-body'
import { liveEventsRoute, syncTagsFor } from './live-events'
import { assertApiVersion, canRead, parsePerspective } from './perspective'
import { type GroqParams, paramsFromSearch } from './query-route'
import { type ApiCall, ApiError, type Route, sendJson, sendJsonText } from './route'
import { deriveSourceMap, sourceMapMode } from './source-map'

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new ApiError(400, 'Malformed URL encoding')
  }
}

/** `/data/query` (GET and POST) and `/data/doc`: the reads. */
export function readRoutes(ctx: ApiContext): Route[] {
  const query = async (call: ApiCall) => {
    const apiVersion = assertApiVersion(call.params.apiVersion)
    const caller = identify(call.req, ctx)
    const dataset = decode(call.params.dataset!)
    ctx.store.assertDataset(dataset)
    let text: unknown
    let params: GroqParams
    let perspectiveParam = call.url.searchParams.get('perspective')
    // The client sends `resultSourceMap` in the query string on GET and POST alike; a POST body may carry it too.
    let sourceMapParam: unknown = call.url.searchParams.get('resultSourceMap') ?? undefined
    if (call.req.method === 'POST') {
      const body = await readJsonObject(call.req, ctx.maxBodyBytes)
      text = body.query
      if (
        body.params !== undefined &&
        (typeof body.params !== 'object' || body.params === null || Array.isArray(body.params))
      ) {
        throw new ApiError(400, '"params" must be an object', 'queryParseError')
      }
      params = { ...paramsFromSearch(call.url.searchParams), ...((body.params as GroqParams | undefined) ?? {}) }
      if (typeof body.perspective === 'string') perspectiveParam = body.perspective
      if (sourceMapParam === undefined) sourceMapParam = body.resultSourceMap
    } else {
      text = call.url.searchParams.get('query')
      params = paramsFromSearch(call.url.searchParams)
    }
    if (typeof text !== 'string' || text.trim() === '')
      throw new ApiError(400, 'The "query" parameter is required', 'queryParseError')
    const perspective = parsePerspective(perspectiveParam, apiVersion)
    const started = performance.now()
    const resultJson = await ctx.queries.run({
      dataset,
      perspective,
      authenticated: caller.authenticated,
      query: text,
      params,
    })
    const ms = Math.max(1, Math.round(performance.now() - started))
    const returnQuery = call.url.searchParams.get('returnQuery') !== 'false'
    // Only when asked: derived by matching the result's values against the view's (decision 023).
    const mode = sourceMapMode(sourceMapParam)
    const sourceMap =
      mode && deriveSourceMap(JSON.parse(resultJson), ctx.sourceIndexes.indexFor(dataset, perspective, caller), mode)
    const syncTags = syncTagsFor(dataset, perspective, caller)
    // The result arrives as JSON text from the worker: it is put in the answer as it is, not parsed and written again.
    const rest = JSON.stringify({ ...(sourceMap ? { resultSourceMap: sourceMap } : {}), syncTags, ms }).slice(1)
    sendJsonText(
      call.res,
      200,
      `{${returnQuery ? `"query":${JSON.stringify(text)},` : ''}"result":${resultJson},${rest}`,
    )
  }

  return [
    { method: 'GET', path: versioned(`/data/query/${DATASET}`), handle: query },
    { method: 'POST', path: versioned(`/data/query/${DATASET}`), handle: query },
    liveEventsRoute(ctx),
    {
      method: 'GET',
      path: versioned(`/data/doc/${DATASET}/(?<ids>[^/]+)`),
      handle(call) {
        assertApiVersion(call.params.apiVersion)
        const caller = identify(call.req, ctx)
        const dataset = decode(call.params.dataset!)
        ctx.store.assertDataset(dataset)
        const ids = [
          ...new Set(
            decode(call.params.ids!)
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ]
        if (ids.length === 0) throw new ApiError(400, 'Name at least one document id')
        const documents: unknown[] = []
        const omitted: { id: string; reason: 'existence' | 'permission' }[] = []
        for (const id of ids) {
          const doc = ctx.store.getDocument(dataset, id)
          if (!canRead(caller, id)) omitted.push({ id, reason: 'permission' })
          else if (!doc) omitted.push({ id, reason: 'existence' })
          else documents.push(doc)
        }
        sendJson(call.res, 200, { documents, omitted })
      },
    },
  ]
}
