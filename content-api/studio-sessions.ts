import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { openSessionRecord } from './studio-session-record'

/**
 * The offline Studio's sessions, each of which can be ended (decision 049). A browser that follows a sign-in link
 * gets a session: an httpOnly cookie for the Studio's host, and an API token of its own that the Studio's page hands
 * the Studio instead of the local editor token. The Content API takes that token as the editor's until the session
 * ends: "Sign out" ends one session (the API's `/auth/logout`), `npm run studio:link -- --revoke-all` every one,
 * and then neither the cookie opens the Studio nor the token reaches the API. The local editor's own processes (the
 * site, the seed import, scripts) keep the editor token, which no sign-out touches.
 *
 * Nothing per session is stored while it is open: the cookie and the token carry the session's id and issue time,
 * signed with a key derived from the editor token and the record's salt (studio-session-record.ts). So sessions
 * outlive a restart, and end when the editor token changes, when the salt does (every session), or when their id
 * is recorded as ended (one session).
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/** What a session's API token starts with, so the API tries only these as sessions. */
const TOKEN_PREFIX = 'studio.'

/** `salt`: the record's salt when the session was signed; a new one ends it. */
export type StudioSession = { id: string; issued: number; salt: string }

export type StudioSessions = {
  /** A new session, and the cookie value that names it. */
  open(): { session: StudioSession; cookie: string }
  /** The open session a cookie value names, if any. */
  fromCookie(value: string | undefined): StudioSession | undefined
  /** The open session an API token belongs to, if any. */
  fromToken(token: string): StudioSession | undefined
  /** The token the session's Studio page hands the Studio. */
  apiToken(session: StudioSession): string
  /** False once the session has ended or expired (a stream it opened earlier stops then). */
  isOpen(session: StudioSession): boolean
  /** Ends the session: its cookie and its token are refused from now on, by this process and any other. */
  end(session: StudioSession): void
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function createStudioSessions(options: { token: string; file: string; now?: () => number }): StudioSessions {
  const now = options.now ?? Date.now
  const record = openSessionRecord(options.file)
  const keys = new Map<string, Buffer>()
  const keyFor = (salt: string) => {
    let key = keys.get(salt)
    if (!key) {
      key = createHmac('sha256', options.token).update(`savanna-links local studio session ${salt}`).digest()
      keys.clear()
      keys.set(salt, key)
    }
    return key
  }
  const payloadOf = (session: StudioSession) => `${session.issued}.${session.id}`
  // The cookie and the token are signed for different uses: neither passes for the other.
  const sign = (use: 'cookie' | 'api', session: StudioSession) =>
    createHmac('sha256', keyFor(session.salt))
      .update(`${use}:${payloadOf(session)}`)
      .digest('base64url')

  const isOpen = (session: StudioSession) => {
    const { salt, ended } = record.current()
    const age = now() / 1000 - session.issued
    return session.salt === salt && age >= -60 && age < SESSION_MAX_AGE_SECONDS && ended[session.id] === undefined
  }
  const verified = (use: 'cookie' | 'api', value: string): StudioSession | undefined => {
    const [issued, id, mac, ...rest] = value.split('.')
    if (!issued || !id || !mac || rest.length > 0 || !/^\d+$/.test(issued)) return undefined
    const session = { id, issued: Number(issued), salt: record.current().salt }
    return sameText(mac, sign(use, session)) && isOpen(session) ? session : undefined
  }

  return {
    open() {
      const session = {
        id: randomBytes(16).toString('base64url'),
        issued: Math.floor(now() / 1000),
        salt: record.current().salt,
      }
      return { session, cookie: `${payloadOf(session)}.${sign('cookie', session)}` }
    },
    fromCookie: (value) => (value ? verified('cookie', value) : undefined),
    fromToken: (token) =>
      token.startsWith(TOKEN_PREFIX) ? verified('api', token.slice(TOKEN_PREFIX.length)) : undefined,
    apiToken: (session) => `${TOKEN_PREFIX}${payloadOf(session)}.${sign('api', session)}`,
    isOpen,
    end(session) {
      record.end(session.id, session.issued + SESSION_MAX_AGE_SECONDS, Math.floor(now() / 1000))
    },
  }
}
