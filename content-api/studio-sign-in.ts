import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { parse, serialize } from 'cookie'

/**
 * How the offline Studio signs its editor in, as local development servers do (Jupyter's token link): the host prints
 * a one-time link; following it sets an httpOnly session cookie; only a page requested with that cookie carries the
 * editor token. Another process on the machine (another user's) can ask for the page but holds no cookie, and a page
 * on another site can neither send the cookie (SameSite=Strict) nor frame the Studio (studio-host.ts).
 *
 * Sessions are signed with a key derived from the editor token, not kept: they outlive a restart of the host (links
 * do not) and end when the token changes.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/** Links not followed yet, at most: a new one pushes out the oldest. */
const MAX_PENDING_LINKS = 32

export type StudioSignIn = {
  /** A new one-time code for a sign-in link. */
  newCode(): string
  /** True the first time a code that this host made is given, false ever after. */
  redeem(code: string | null): boolean
  /** The `Set-Cookie` value of a new session. */
  newSession(): string
  hasSession(req: IncomingMessage): boolean
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url')

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function createStudioSignIn(options: { token: string; cookieName: string; now?: () => number }): StudioSignIn {
  const now = options.now ?? Date.now
  const key = createHmac('sha256', options.token).update('savanna-links local studio session').digest()
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
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
    newSession() {
      const payload = `${Math.floor(now() / 1000)}.${randomBytes(16).toString('base64url')}`
      return serialize(options.cookieName, `${payload}.${sign(payload)}`, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        maxAge: SESSION_MAX_AGE_SECONDS,
      })
    },
    hasSession(req) {
      const value = parse(req.headers.cookie ?? '')[options.cookieName]
      const [issued, nonce, mac, ...rest] = (value ?? '').split('.')
      if (!issued || !nonce || !mac || rest.length > 0 || !/^\d+$/.test(issued)) return false
      const age = now() / 1000 - Number(issued)
      return age >= -60 && age < SESSION_MAX_AGE_SECONDS && sameText(mac, sign(`${issued}.${nonce}`))
    },
  }
}
