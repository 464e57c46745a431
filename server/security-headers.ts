import type { RequestHandler } from 'express'
import helmet from 'helmet'
import onHeaders from 'on-headers'
import { NO_STORE } from '~/platform/plain-text'

/**
 * Headers every response carries, whatever produced it (a page, a data request, an API route, a static file).
 * - The fixed ones come from helmet, limited to those this site has always sent: helmet's other defaults
 *   (Cross-Origin-Resource-Policy: same-origin, for one) would change what other sites and mail clients may load.
 * - The ones that depend on the answer are set just before the headers go out, so a route's own value (a page's
 *   nonce CSP, say) wins over the default: Remix's adapter appends a route's headers, it does not replace them.
 */

/** The site uses none of these; denying them means an injected script or frame cannot ask for them either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/**
 * For anything that is not a page (JSON, images, scripts, the outbox's answers): nothing in it may run, load
 * or be framed. An SVG opened directly, for one, cannot run a script under this policy.
 */
const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * True when the Content-Security-Policy (one header or several) lets someone frame the answer: it has a
 * frame-ancestors directive, and none of them says 'none'. Exported for its test.
 */
export function namesFrameAncestors(policy: string | number | readonly string[] | undefined): boolean {
  const directives = [policy ?? []]
    .flat()
    .flatMap((value) => String(value).split(/[;,]/))
    .map((directive) => directive.trim().toLowerCase().split(/\s+/))
    .filter(([name]) => name === 'frame-ancestors')
  return directives.length > 0 && directives.every((sources) => sources.length > 1 && !sources.includes("'none'"))
}

const TWO_YEARS = 2 * 365 * 24 * 60 * 60

function fixedHeaders({ production }: { production: boolean }) {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    // Set below, unless the answer has its own (a proposal's page sends none at all: decision 064).
    referrerPolicy: false,
    // Browsers honour HSTS only over HTTPS, so sending it from a production server behind TLS is what counts.
    strictTransportSecurity: production ? { maxAge: TWO_YEARS, includeSubDomains: true, preload: false } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    // Depends on the answer's own policy: set below.
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
  })
}

function answerDependentHeaders(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      const setDefault = (name: string, value: string) => {
        if (!res.getHeader(name)) res.setHeader(name, value)
      }
      setDefault('Permissions-Policy', PERMISSIONS_POLICY)
      setDefault('Referrer-Policy', 'strict-origin-when-cross-origin')
      setDefault('Content-Security-Policy', NON_DOCUMENT_CSP)
      // Older browsers ignore CSP's frame-ancestors; this says the same to them. Except where the answer's own
      // policy names who may frame it (a preview page, for the Studio): X-Frame-Options cannot name an origin,
      // and a DENY beside it would only contradict it.
      if (!namesFrameAncestors(res.getHeader('Content-Security-Policy'))) setDefault('X-Frame-Options', 'DENY')
      // A CDN must never keep an error page or a refusal: the next request may well succeed. A client told to
      // slow down (429) or to come back (503) is told when, wherever the answer came from.
      if (res.statusCode >= 500 || res.statusCode === 429) res.setHeader('Cache-Control', NO_STORE['Cache-Control'])
      if (res.statusCode === 503) setDefault('Retry-After', '30')
      if (res.statusCode === 429) setDefault('Retry-After', '60')
    })
    next()
  }
}

export function securityHeaders({ production }: { production: boolean }): RequestHandler[] {
  return [fixedHeaders({ production }), answerDependentHeaders()]
}
