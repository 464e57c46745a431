import { createHmac, randomBytes } from 'node:crypto'
import { type Cookie, createCookie } from '@remix-run/node'
import { LRUCache } from 'lru-cache'
import { getServerEnv, type ServerEnv } from '#shared/site-settings.server'

/**
 * Preview mode lives in one signed, httpOnly cookie. Its value carries no secret; the signature is what makes
 * it unforgeable, so only someone who passed the preview route's secret check can have one. Each cookie is
 * its own session (a random id and an expiry, both under the signature), so "Exit preview" can revoke the one
 * it was shown and the server stops honouring copies of it, however long a browser keeps them.
 */

const PREVIEW_COOKIE = '__preview'
/** How long one entry into preview lasts, in the cookie's Max-Age and in the signed expiry alike. */
export const PREVIEW_SESSION_SECONDS = 60 * 60
const SESSION_FORMAT = 1
const SESSION_ID_BYTES = 16
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/

type PreviewSession = { v: typeof SESSION_FORMAT; id: string; exp: number }

/** Whether this site can preview drafts at all: it needs a way to check who may. */
export function previewIsConfigured(env: ServerEnv = getServerEnv()) {
  return Boolean(env.SANITY_PREVIEW_SECRET || (env.SANITY_PROJECT_ID && env.SANITY_READ_TOKEN))
}

/**
 * The signing key: PREVIEW_COOKIE_SECRET when set; otherwise derived from the server-only preview secret or
 * read token, so several instances agree without another setting. A fresh random key is the last resort (the
 * cookie then lasts as long as this process).
 */
function signingSecret(env: ServerEnv): string {
  if (env.PREVIEW_COOKIE_SECRET) return env.PREVIEW_COOKIE_SECRET
  const root = env.SANITY_PREVIEW_SECRET ?? env.SANITY_READ_TOKEN
  if (root) return createHmac('sha256', root).update('preview-cookie-v1').digest('base64url')
  return randomBytes(32).toString('base64url')
}

let cookie: Cookie | undefined

export function previewCookie(env: ServerEnv = getServerEnv()): Cookie {
  cookie ??= createCookie(PREVIEW_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: PREVIEW_SESSION_SECONDS,
    secrets: [signingSecret(env)],
  })
  return cookie
}

/**
 * Revoked session ids, each kept only while its cookie could still be honoured (plus a minute, so a wall
 * clock stepped back a little cannot revive one). Bounded: only signed ids get in, and those come from staff
 * leaving preview, so the bound is never reached in use and stops a flood from growing memory without limit.
 * Per process: see docs/decisions/015-preview-sessions.md.
 */
const REVOCATION_CAPACITY = 10_000
const CLOCK_STEP_MARGIN_MS = 60_000
const revoked = new LRUCache<string, true>({
  max: REVOCATION_CAPACITY,
  // The same clock as the expiry inside the cookie, so an id is never forgotten while its cookie is valid.
  perf: { now: () => Date.now() },
  ttlResolution: 0,
})

/** Stops honouring one preview session in this process. Exported for the broadcast between workers. */
export function revokePreviewSession(id: string, expiresAt: number) {
  const keepFor = expiresAt - Date.now() + CLOCK_STEP_MARGIN_MS
  if (SESSION_ID.test(id) && keepFor > 0) revoked.set(id, true, { ttl: Math.ceil(keepFor) })
}

/**
 * Decided once per request: the root loader, the route's loader and entry.server all ask, and Remix hands them
 * the same Request object, so the signed cookie is checked only the first time.
 */
const decided = new WeakMap<Request, Promise<boolean>>()

/** True only for a request carrying a preview cookie this site signed, not yet expired and not revoked. */
export function isPreviewRequest(request: Request): Promise<boolean> {
  let answer = decided.get(request)
  if (!answer) {
    answer = readPreviewCookie(request).then((session) => session !== null && isHonoured(session))
    decided.set(request, answer)
  }
  return answer
}

/**
 * The same question asked of a Cookie header alone, by the page cache before it decides that a request is an
 * editor's (and not answered from the cache).
 */
export async function hasPreviewSession(cookieHeader: string): Promise<boolean> {
  const session = await readPreviewCookie(new Request('http://site.invalid/', { headers: { Cookie: cookieHeader } }))
  return session !== null && isHonoured(session)
}

function isHonoured(session: PreviewSession) {
  return session.exp > Date.now() && !revoked.has(session.id)
}

/** The session a request presents, if this site signed it; whether it is still honoured is a separate question. */
async function readPreviewCookie(request: Request): Promise<PreviewSession | null> {
  const header = request.headers.get('Cookie')
  if (!header?.includes(PREVIEW_COOKIE) || !previewIsConfigured()) return null
  const value: unknown = await previewCookie().parse(header)
  return isPreviewSession(value) ? value : null
}

/** A bad signature parses as null and an undecodable value as `{}`; anything not in today's shape is refused. */
function isPreviewSession(value: unknown): value is PreviewSession {
  if (typeof value !== 'object' || value === null) return false
  const { v, id, exp } = value as Record<string, unknown>
  return (
    v === SESSION_FORMAT &&
    typeof id === 'string' &&
    SESSION_ID.test(id) &&
    typeof exp === 'number' &&
    Number.isFinite(exp)
  )
}

/** Secure whenever the visitor reached the site over HTTPS (directly or through a proxy that says so). */
function isHttps(request: Request) {
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim()
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https'
}

/** Loopback names, which browsers count as potentially trustworthy even over plain http. */
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * Whether a browser keeps a Secure cookie from this answer: over HTTPS, or from a loopback host over http
 * (Chromium and Firefox keep Secure cookies from http://localhost and http://127.0.0.1). Reached over plain
 * http by another name (a LAN address), it would silently drop one.
 */
function keepsSecureCookies(request: Request) {
  return isHttps(request) || LOOPBACK.test(new URL(request.url).hostname)
}

/** The browser says the answer is for a frame: the Studio's Presentation tool showing the site. */
function isForAFrame(request: Request) {
  const destination = request.headers.get('Sec-Fetch-Dest')
  return destination === 'iframe' || destination === 'frame'
}

/**
 * A cookie a cross-site frame may keep and send while the browser blocks third-party cookies: SameSite=None
 * (the Studio's page is another site), Secure (which None requires) and Partitioned (CHIPS: the browser keys
 * it to the top-level site, the Studio, so it is no tracking cookie and survives third-party-cookie blocking).
 * The `cookie` package under Remix (0.7) writes the Partitioned attribute itself. See
 * docs/decisions/030-preview-in-the-studio-frame.md.
 */
const IN_A_FRAME = { sameSite: 'none', secure: true, partitioned: true } as const

/**
 * How this entry's cookie is written. In a frame, where the browser can keep a Secure cookie: the partitioned
 * one above. Anywhere else (a tab of its own, or a frame reached over plain http by a LAN address, where a
 * Secure cookie would be dropped): the first-party cookie as before, SameSite=Lax and Secure over HTTPS.
 */
function cookieAttributes(request: Request) {
  if (isForAFrame(request) && keepsSecureCookies(request)) return IN_A_FRAME
  return { secure: isHttps(request) }
}

function newSession(): PreviewSession {
  return {
    v: SESSION_FORMAT,
    id: randomBytes(SESSION_ID_BYTES).toString('base64url'),
    exp: Date.now() + PREVIEW_SESSION_SECONDS * 1000,
  }
}

/** The Set-Cookie header that starts a new preview session. */
export function startPreviewCookie(request: Request) {
  return previewCookie().serialize(newSession(), cookieAttributes(request))
}

/**
 * The Set-Cookie headers that clear the preview cookie, after revoking the session the request presents (a
 * copy of it kept elsewhere stops working too). Only a signed session is revoked, so made-up ids cannot push
 * real revocations out of the bounded list. Two headers: the first-party cookie, and, where the browser could
 * have kept one, the partitioned cookie, which only a Set-Cookie that is Partitioned too can clear. Each is
 * ignored where it does not apply (the first in a cross-site frame, the second where nothing was partitioned).
 */
export async function endPreviewCookie(
  request: Request,
  onRevoked?: (id: string, exp: number) => void,
): Promise<string[]> {
  const session = await readPreviewCookie(request)
  if (session) {
    revokePreviewSession(session.id, session.exp)
    onRevoked?.(session.id, session.exp)
  }
  const cleared = { maxAge: 0, expires: new Date(0) }
  const headers = [await previewCookie().serialize('', { ...cleared, secure: isHttps(request) })]
  if (keepsSecureCookies(request)) headers.push(await previewCookie().serialize('', { ...cleared, ...IN_A_FRAME }))
  return headers
}
