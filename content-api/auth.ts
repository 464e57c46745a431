import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LOCAL_EDITOR_ID } from './local-editor'
import { ApiError } from './route'
import type { StudioSession, StudioSessions } from './studio-sessions'

/**
 * The one editor the local API knows (the Studio side's user id); `identity` in listener events and GROQ's
 * `identity()`.
 */
export const EDITOR_IDENTITY = LOCAL_EDITOR_ID

/** `session`: the Studio session whose token the caller sent; none for the editor token itself. */
export type Caller = { authenticated: boolean; session?: StudioSession }

/**
 * Whom the API takes as the local editor: the editor token (the site, the seed import, scripts), and the token of a
 * Studio session for as long as that session lasts (studio-sessions.ts).
 */
export type EditorCredentials = { token: string; studioSessions: Pick<StudioSessions, 'fromToken' | 'isOpen'> }

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
export function identify(req: IncomingMessage, editor: EditorCredentials): Caller {
  const header = req.headers.authorization
  if (header === undefined || header === '') return { authenticated: false }
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
  if (given && sameToken(editor.token, given)) return { authenticated: true }
  const session = given ? editor.studioSessions.fromToken(given) : undefined
  if (!session) throw new ApiError(401, 'Unauthorized - Session not found', 'unauthorizedError')
  return { authenticated: true, session }
}

/** False once the Studio session a caller came with has ended: a stream it opened stops sending. */
export const stillAuthorized = (caller: Caller, editor: EditorCredentials) =>
  !caller.session || editor.studioSessions.isOpen(caller.session)

export function requireEditor(req: IncomingMessage, editor: EditorCredentials): Caller {
  const caller = identify(req, editor)
  if (!caller.authenticated)
    throw new ApiError(
      401,
      'Unauthorized - this operation needs the local editor token (Authorization: Bearer …)',
      'unauthorizedError',
    )
  return caller
}
