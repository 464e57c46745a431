/**
 * How the test server counts per-client limits (playwright.config.ts passes these to it). The browser tests
 * all come from 127.0.0.1, so its allowance is roomier than a visitor's; the tests of the limits themselves
 * send as other clients (X-Forwarded-For, which the test server trusts from loopback as it would from a proxy).
 */
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_ENQUIRY: '40/600',
  RATE_LIMIT_SUBSCRIBE: '40/600',
  RATE_LIMIT_PREVIEW_GUESS: '20/900',
} as const

/** The allowance of one limit, as a number of requests. */
export const allowance = (name: keyof typeof E2E_RATE_LIMITS) => Number(E2E_RATE_LIMITS[name].split('/')[0])

/** A client address of the documentation range (RFC 5737) for one test, so tests never share a bucket. */
export const testClient = (index: number) => `198.51.100.${index % 250}`
