/**
 * Secrets the test server is started with (playwright.config.ts) so tests can open preview mode and sign
 * webhooks. They are test fixtures that protect nothing; real ones live only in a deployment's environment.
 */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret'
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret'
