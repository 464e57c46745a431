import { createHmac, randomBytes } from 'node:crypto'
import { createCookie, type Cookie } from '@remix-run/node'
import { getServerEnv, type ServerEnv } from '~/server/env.server'

/**
 * Preview mode lives in one signed, httpOnly cookie. Its value carries no secret; the signature is what makes
 * it unforgeable, so only someone who passed the preview route's secret check can have one.
 */

const PREVIEW_COOKIE = '__preview'
const ONE_HOUR = 60 * 60

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
    maxAge: ONE_HOUR,
    secrets: [signingSecret(env)],
  })
  return cookie
}

/**
 * Decided once per request: the root loader, the route's loader and entry.server all ask, and Remix hands them
 * the same Request object, so the signed cookie is checked only the first time.
 */
const decided = new WeakMap<Request, Promise<boolean>>()

/** True only for a request carrying a preview cookie this site signed. */
export function isPreviewRequest(request: Request): Promise<boolean> {
  let answer = decided.get(request)
  if (!answer) {
    answer = readPreviewCookie(request)
    decided.set(request, answer)
  }
  return answer
}

async function readPreviewCookie(request: Request): Promise<boolean> {
  const header = request.headers.get('Cookie')
  if (!header?.includes(PREVIEW_COOKIE) || !previewIsConfigured()) return false
  const value = await previewCookie().parse(header)
  return value === 'drafts'
}

/** Secure whenever the visitor reached the site over HTTPS (directly or through a proxy that says so). */
function isHttps(request: Request) {
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim()
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https'
}

export function startPreviewCookie(request: Request) {
  return previewCookie().serialize('drafts', { secure: isHttps(request) })
}

export function endPreviewCookie(request: Request) {
  return previewCookie().serialize('', { maxAge: 0, expires: new Date(0), secure: isHttps(request) })
}
