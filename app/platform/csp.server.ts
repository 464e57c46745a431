import type { PublicEnv } from '#shared/site-settings.server'

/**
 * What changes for a page rendered for a valid preview session: the Studio (its Presentation tool) may frame
 * it, and the visual-editing overlay may add `<style>` elements carrying the request's nonce (styled-components).
 * `framedBy` null: preview, but no Studio is configured, so nobody may frame it.
 */
export type PreviewPolicy = { framedBy: string | null }

/**
 * The Content-Security-Policy for a page. Scripts run only with the request's nonce; style attributes stay
 * allowed because a few server-rendered elements carry an editor-chosen colour. Public pages are never framed.
 */
export function contentSecurityPolicy(nonce: string, publicEnv: PublicEnv, preview?: PreviewPolicy): string {
  const connect = new Set(["'self'"])
  const firebase = publicEnv.firebase
  if (firebase?.emulatorUrl) connect.add(new URL(firebase.emulatorUrl).origin)
  else if (firebase) connect.add('https://identitytoolkit.googleapis.com').add('https://securetoken.googleapis.com')
  // No EmailJS origin: the browser posts an enquiry to this site, whose server sends it (decision 062).
  const media = publicEnv.sanity.imageBaseUrl === '/' ? "'self'" : `'self' ${publicEnv.sanity.imageBaseUrl}`
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    preview ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${media} data:`,
    `media-src ${media}`,
    `connect-src ${[...connect].join(' ')}`,
    "font-src 'self'",
    'frame-src https://www.openstreetmap.org',
    `frame-ancestors ${frameAncestors(preview)}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

function frameAncestors(preview: PreviewPolicy | undefined) {
  return preview?.framedBy ?? "'none'"
}

/**
 * The policy for a preview answer that is not a page (a `.data` answer, the preview route's refusal): the same
 * as server/security-headers.mjs gives every non-page answer, except that the Studio may frame it. A policy
 * naming who may frame it is also what tells the security headers to send no `X-Frame-Options: DENY`.
 */
export function previewNonDocumentPolicy(framedBy: string): string {
  return `default-src 'none'; frame-ancestors ${framedBy}; base-uri 'none'; form-action 'none'`
}
