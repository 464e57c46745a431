import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { ApiContext } from './context'
import { assertApiVersion } from './perspective'
import { ApiError, type ApiCall } from './route'
import { LOCAL_EDITOR_ID } from './studio-api/local-editor'

/** The one editor the local API knows (the Studio side's user id); `identity` in listener events and GROQ's `identity()`. */
export const EDITOR_IDENTITY = LOCAL_EDITOR_ID
/** Used when neither the options nor CONTENT_API_TOKEN give one. Only ever valid on loopback. */
export const DEFAULT_DEV_TOKEN = 'local-editor-token'

export type Caller = { authenticated: boolean }

// Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

export function sameToken(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given))
}

/**
 * Who is calling. No Authorization header: an anonymous reader (published content only). A header with the
 * wrong token is refused outright, as Sanity refuses an unknown session rather than quietly downgrading it.
 * A token in the query string is not read: it would end up in logs and browser history.
 */
export function identify(req: IncomingMessage, token: string): Caller {
  const header = req.headers.authorization
  if (header === undefined || header === '') return { authenticated: false }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match?.[1] || !sameToken(token, match[1])) throw new ApiError(401, 'Unauthorized - Session not found', 'unauthorizedError')
  return { authenticated: true }
}

export function requireEditor(req: IncomingMessage, token: string): Caller {
  const caller = identify(req, token)
  if (!caller.authenticated) throw new ApiError(401, 'Unauthorized - this operation needs the local editor token (Authorization: Bearer …)', 'unauthorizedError')
  return caller
}

/**
 * What every write checks before it reads its body: a known API version, the editor's token and an existing
 * dataset. Answers the dataset's name.
 */
export function openEditorWrite(call: ApiCall, ctx: Pick<ApiContext, 'token' | 'store'>): string {
  assertApiVersion(call.params.apiVersion)
  requireEditor(call.req, ctx.token)
  const dataset = call.params.dataset!
  ctx.store.assertDataset(dataset)
  return dataset
}

/** A client-chosen transaction id (it becomes every touched document's `_rev`): short and URL-safe, or refused. */
export function checkedTransactionId(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new ApiError(400, 'Invalid transactionId')
  return value
}
