import type { PublicEnv } from './env.server'

/**
 * The Content-Security-Policy for a page. Scripts run only with the request's nonce; style attributes stay
 * allowed because a few server-rendered elements carry an editor-chosen colour.
 */
export function contentSecurityPolicy(nonce: string, publicEnv: PublicEnv): string {
  const connect = new Set(["'self'"])
  const firebase = publicEnv.firebase
  if (firebase?.emulatorUrl) connect.add(new URL(firebase.emulatorUrl).origin)
  else if (firebase) connect.add('https://identitytoolkit.googleapis.com').add('https://securetoken.googleapis.com')
  if (publicEnv.emailjs.apiOrigin) connect.add(publicEnv.emailjs.apiOrigin)
  const media = publicEnv.sanity.imageBaseUrl === '/' ? "'self'" : `'self' ${publicEnv.sanity.imageBaseUrl}`
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${media} data:`,
    `media-src ${media}`,
    `connect-src ${[...connect].join(' ')}`,
    "font-src 'self'",
    "frame-src https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
