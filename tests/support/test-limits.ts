/**
 * How the test server counts per-client limits (playwright.config.ts passes these to it). The browser tests
 * all come from 127.0.0.1, so its allowance is roomier than a visitor's; the tests of the limits themselves
 * send as other clients (X-Forwarded-For, which the test server trusts from loopback as it would from a proxy).
 */
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_ENQUIRY: '40/600',
  RATE_LIMIT_SUBSCRIBE: '40/600',
  RATE_LIMIT_REVIEW: '40/600',
  RATE_LIMIT_PREVIEW_GUESS: '20/900',
  RATE_LIMIT_PROPOSAL_GUESS: '20/900',
  // Every browser test's page that is not cached yet is a render for 127.0.0.1.
  RATE_LIMIT_RENDER: '100000/10',
} as const

/** The allowance of one limit, as a number of requests. */
export const allowance = (name: keyof typeof E2E_RATE_LIMITS) => Number(E2E_RATE_LIMITS[name].split('/')[0])

/**
 * A new client address from the IPv6 documentation range (RFC 3849), in a /64 network of its own (the site keys IPv6
 * clients by /64), different on every call, so no two tests (nor two runs against the same server) share a rate-limit
 * bucket.
 */
const randomGroup = () => Math.floor(Math.random() * 0xffff).toString(16)
export const newTestClient = () => `2001:db8:${randomGroup()}:${randomGroup()}::1`
