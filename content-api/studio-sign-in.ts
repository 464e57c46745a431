import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { parse, serialize } from 'cookie'
import { SESSION_MAX_AGE_SECONDS, type StudioSession, type StudioSessions } from './studio-sessions'

/**
 * How the offline Studio signs its editor in, as local development servers do (Jupyter's token link): the host prints
 * a one-time link; following it sets an httpOnly session cookie; only a page requested with that cookie carries a
 * token for the Content API. Another process on the machine (another user's) can ask for the page but holds no
 * cookie, and a page on another site can neither send the cookie (SameSite=Strict) nor frame the Studio
 * (studio-host.ts).
 *
 * The session is studio-sessions.ts's: it outlives a restart of the host (links do not), and ends on "Sign out", on
 * `npm run studio:link -- --revoke-all`, when the token changes, or after a week. The page hands the Studio the
 * session's own API token, not the editor token.
 */

/** Links not followed yet, at most: a new one pushes out the oldest. */
const MAX_PENDING_LINKS = 32

export type StudioSignIn = {
  /** A new one-time code for a sign-in link. */
  newCode(): string
  /** True the first time a code that this host made is given, false ever after. */
  redeem(code: string | null): boolean
  /** The `Set-Cookie` value of a new session. */
  newSession(): string
  /** The open session a request's cookie names, if any. */
  sessionOf(req: IncomingMessage): StudioSession | undefined
  /** Whether the request carries a session cookie at all (open or not). */
  hasCookie(req: IncomingMessage): boolean
  /** The `Set-Cookie` value that drops the cookie of a session that has ended. */
  dropCookie(): string
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url')

export function createStudioSignIn(options: { sessions: StudioSessions; cookieName: string }): StudioSignIn {
  const cookieOf = (req: IncomingMessage) => parse(req.headers.cookie ?? '')[options.cookieName]
  const cookie = (value: string, maxAge: number) =>
    serialize(options.cookieName, value, { httpOnly: true, sameSite: 'strict', path: '/', maxAge })
  // Kept by their hashes only, so looking one up takes the same time whatever was guessed.
  const pending = new Set<string>()

  return {
    newCode() {
      const code = randomBytes(32).toString('base64url')
      pending.add(digest(code))
      if (pending.size > MAX_PENDING_LINKS) pending.delete(pending.values().next().value!)
      return code
    },
    redeem(code) {
      return Boolean(code) && pending.delete(digest(code!))
    },
    newSession: () => cookie(options.sessions.open().cookie, SESSION_MAX_AGE_SECONDS),
    sessionOf: (req) => options.sessions.fromCookie(cookieOf(req)),
    hasCookie: (req) => cookieOf(req) !== undefined,
    dropCookie: () => cookie('', 0),
  }
}
