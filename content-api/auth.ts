import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { ApiError } from './route'
import { LOCAL_EDITOR_ID } from './studio-api/local-editor'

/**
 * The one editor the local API knows (the Studio side's user id); `identity` in listener events and GROQ's
 * `identity()`.
 */
export const EDITOR_IDENTITY = LOCAL_EDITOR_ID

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
  if (!match?.[1] || !sameToken(token, match[1]))
    throw new ApiError(401, 'Unauthorized - Session not found', 'unauthorizedError')
  return { authenticated: true }
}

export function requireEditor(req: IncomingMessage, token: string): Caller {
  const caller = identify(req, token)
  if (!caller.authenticated)
    throw new ApiError(
      401,
      'Unauthorized - this operation needs the local editor token (Authorization: Bearer …)',
      'unauthorizedError',
    )
  return caller
}
