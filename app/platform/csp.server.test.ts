import { describe, expect, it } from 'vitest'
import { getPublicEnv, parseEnv } from '#shared/site-settings.server'
import { contentSecurityPolicy, previewNonDocumentPolicy } from './csp.server'

const publicEnv = getPublicEnv(parseEnv({ NODE_ENV: 'production', ENQUIRY_OUTBOX: 'on' }))
const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U='

describe('the page policy', () => {
  it('for the public: nonce scripts, own styles, never framed', () => {
    expect(contentSecurityPolicy(NONCE, publicEnv)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${NONCE}'`,
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "media-src 'self'",
        "connect-src 'self'",
        "font-src 'self'",
        'frame-src https://www.openstreetmap.org',
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    )
  })

  it('in preview: framed by the Studio alone, and style elements allowed only with the nonce', () => {
    const preview = contentSecurityPolicy(NONCE, publicEnv, { framedBy: 'https://savanna.sanity.studio' })
    expect(preview).toContain('frame-ancestors https://savanna.sanity.studio;')
    expect(preview).toContain(`style-src 'self' 'nonce-${NONCE}';`)
    // No 'unsafe-inline' beyond the style attributes public pages allow too.
    expect(preview.match(/'unsafe-inline'/g)).toEqual(["'unsafe-inline'"])
    // Everything else is the public page's policy.
    const rest = (policy: string) => policy.split('; ').filter((d) => !/^(style-src|frame-ancestors) /.test(d))
    expect(rest(preview)).toEqual(rest(contentSecurityPolicy(NONCE, publicEnv)))
  })

  it('in preview without a Studio: still framed by nobody', () => {
    expect(contentSecurityPolicy(NONCE, publicEnv, { framedBy: null })).toContain("frame-ancestors 'none';")
  })
})

describe('the policy for a preview answer that is not a page', () => {
  it('lets nothing load or run, and only the Studio frame it', () => {
    expect(previewNonDocumentPolicy('http://localhost:3333')).toBe(
      "default-src 'none'; frame-ancestors http://localhost:3333; base-uri 'none'; form-action 'none'",
    )
  })
})
