import type { IncomingMessage, ServerResponse } from 'node:http'
import { sameSitePath } from '#shared/same-site-path'
import { sameToken } from './auth'
import type { StudioSignIn } from './studio-sign-in'
import { SIGN_IN_PAGE_CSP, signInPage, usedLinkPage } from './studio-sign-in-page'

/** The two addresses of signing in: the link a browser follows, and where `npm run studio:link` asks for one. */
export const SIGN_IN_PATH = '/sign-in'
export const NEW_LINK_PATH = '/sign-in-links'

export const signInLink = (origin: string, code: string, next?: string) =>
  `${origin}${SIGN_IN_PATH}?code=${code}` +
  `${next !== undefined && next !== '/' ? `&next=${encodeURIComponent(next)}` : ''}`

/** A path of the Studio to go to after signing in; anything that could lead elsewhere is the Studio's start. */
export const studioPath = (next: string | null): string => sameSitePath(next, '/')

function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': SIGN_IN_PAGE_CSP,
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : html)
}

/** The sign-in page, for a Studio page asked for without a session. */
export const sendSignInPage = (req: IncomingMessage, res: ServerResponse) => sendPage(req, res, 403, signInPage())

/**
 * Answers the sign-in addresses; false for any other. A link signs in once: it sets the session cookie and sends the
 * browser on to the Studio. A new link goes to whoever holds the editor token (the local editor's own processes).
 */
export function answerSignIn(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: { signIn: StudioSignIn; token: string; origin: string },
): boolean {
  if (url.pathname === NEW_LINK_PATH) {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end()
      return true
    }
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1]
    if (!bearer || !sameToken(options.token, bearer)) {
      res
        .writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end('A new sign-in link needs the local editor token\n')
      return true
    }
    const body = JSON.stringify({ link: signInLink(options.origin, options.signIn.newCode()) })
    res.writeHead(201, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(body)
    return true
  }
  if (url.pathname !== SIGN_IN_PATH) return false
  // Only a browser's GET uses up a link (a HEAD from a link preview must not).
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end()
    return true
  }
  if (!options.signIn.redeem(url.searchParams.get('code'))) {
    sendPage(req, res, 403, usedLinkPage())
    return true
  }
  res
    .writeHead(303, {
      Location: studioPath(url.searchParams.get('next')),
      'Set-Cookie': options.signIn.newSession(),
      'Cache-Control': 'no-store',
    })
    .end()
  return true
}
