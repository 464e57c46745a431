import { evaluate, parse } from 'groq-js'
import type { Caller } from './auth'
import { EDITOR_IDENTITY } from './auth'
import type { Doc } from './documents'
import { ApiError } from './route'

export type GroqParams = Record<string, unknown>

/** GET carries parameters as `$name=<JSON>` in the query string. */
export function paramsFromSearch(search: URLSearchParams): GroqParams {
  const params: GroqParams = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw new ApiError(400, `Invalid value for query parameter "${key}": it must be JSON`, 'queryParseError')
    }
  }
  return params
}

/** Sanity's `queryParseError`: the message, and where in the query it went wrong. */
export function queryParseError(query: string, error: unknown, params: GroqParams): ApiError {
  const position =
    typeof (error as { position?: unknown }).position === 'number'
      ? (error as { position: number }).position
      : undefined
  // groq-js reports an unknown parameter as a syntax error at its position; Sanity names the parameter.
  const missing = [...query.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)]
    .map((match) => match[1]!)
    .find((name) => !(name in params))
  const description = missing ? `param $${missing} referenced, but not provided` : (error as Error).message
  return new ApiError(400, description, 'queryParseError', {
    query,
    ...(position !== undefined ? { start: position, end: Math.min(query.length, position + 1) } : {}),
  })
}

/** Parameter names a parsed query uses (groq-js would quietly read a missing one as null; Sanity refuses it). */
function parameterNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) parameterNames(item, found)
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    if (record.type === 'Parameter' && typeof record.name === 'string') found.add(record.name)
    for (const value of Object.values(record)) if (value && typeof value === 'object') parameterNames(value, found)
  }
  return found
}

export function parseQuery(query: string, params: GroqParams) {
  let tree: ReturnType<typeof parse>
  try {
    tree = parse(query, { params })
  } catch (error) {
    throw queryParseError(query, error, params)
  }
  const missing = [...parameterNames(tree)].find((name) => !(name in params))
  if (missing !== undefined)
    throw new ApiError(400, `param $${missing} referenced, but not provided`, 'queryParseError', { query })
  return tree
}

/**
 * Evaluates GROQ over a set of documents (in a query worker: query-pool.ts); a query that fails while running is
 * the caller's error (400).
 */
export async function runQuery(
  query: string,
  params: GroqParams,
  documents: Doc[],
  caller: Caller,
  timestamp: Date,
): Promise<unknown> {
  const tree = parseQuery(query, params)
  try {
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      identity: caller.authenticated ? EDITOR_IDENTITY : '<anonymous>',
      timestamp,
    })
    return await value.get()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(400, (error as Error).message, 'queryExecutionError', { query })
  }
}
