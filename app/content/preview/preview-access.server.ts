import { createHash, timingSafeEqual } from 'node:crypto'
import { createClient } from '@sanity/client'
import { urlSearchParamPreviewSecret, validatePreviewUrl } from '@sanity/preview-url-secret'
import { sameSitePath } from '#shared/same-site-path'
import { contentSourceEnv, getServerEnv, type ServerEnv } from '#shared/site-settings.server'
import { sanityClientBase } from '~/content/sanity-backend.server'
import { previewIsConfigured } from './preview-session.server'

/**
 * Who may turn preview on. Two kinds of secret open it:
 * - `?secret=` equal to SANITY_PREVIEW_SECRET (a shared secret kept on the server; the embedded default and
 *   local testing use it);
 * - `?sanity-preview-secret=` minted by the Studio (its "Preview on site" action or Presentation tool) as a
 *   short-lived document in the dataset, which the site looks up with its read token.
 * Nothing here may log the request's URL or a secret: both would end up in the hosting provider's log store.
 */

/** `unavailable`: the Studio's secret could not be looked up (the Content Lake failed), so it is no wrong guess. */
export type PreviewAccess =
  | { granted: true; redirectTo: string }
  | { granted: false; reason: 'not-configured' | 'bad-secret' | 'unavailable' }

export async function checkPreviewAccess(url: URL, env: ServerEnv = getServerEnv()): Promise<PreviewAccess> {
  const redirectTo = sameSitePath(url.searchParams.get('redirect') ?? url.searchParams.get('sanity-preview-pathname'))
  const shared = url.searchParams.get('secret')
  const minted = url.searchParams.get('sanity-preview-secret')
  if (!previewIsConfigured(env)) return { granted: false, reason: 'not-configured' }

  if (shared && env.SANITY_PREVIEW_SECRET && sameSecret(shared, env.SANITY_PREVIEW_SECRET))
    return { granted: true, redirectTo }
  const studio = minted ? await checkStudioSecret(minted, env) : 'invalid'
  if (studio === 'valid') return { granted: true, redirectTo }
  // A wrong shared secret stays a wrong guess, whatever happened to the Studio's: or an outage would let one guess
  // freely.
  if (studio === 'unchecked' && !shared) return { granted: false, reason: 'unavailable' }
  return { granted: false, reason: 'bad-secret' }
}

async function checkStudioSecret(secret: string, settings: ServerEnv): Promise<'valid' | 'invalid' | 'unchecked'> {
  // The Studio mints its secret in the dataset the site reads: a Sanity project's, or the local Content API's.
  const env = contentSourceEnv(settings)
  if (!env.SANITY_PROJECT_ID || !env.SANITY_READ_TOKEN) return 'invalid'
  try {
    const client = createClient({
      ...sanityClientBase(env),
      timeout: 3_000,
      maxRetries: 1,
      token: env.SANITY_READ_TOKEN,
      useCdn: false,
    })
    const { isValid } = await validatePreviewUrl(client, urlHoldingOnly(secret))
    return isValid ? 'valid' : 'invalid'
  } catch (error) {
    console.error(`Could not check a Studio preview secret (${describeFailure(error)}).`)
    return 'unchecked'
  }
}

/**
 * The library logs the URL it is given when it cannot parse it (in development), and we pick the redirect
 * ourselves; so it gets nothing but the secret, which it always parses.
 */
function urlHoldingOnly(secret: string) {
  const url = new URL('http://site.invalid/')
  url.searchParams.set(urlSearchParamPreviewSecret, secret)
  return url.toString()
}

/**
 * The client's errors quote the query URL, and the secret travels in that query; so only the error's class
 * and HTTP status are printed, each checked to be too plain to hold a URL.
 */
function describeFailure(error: unknown): string {
  const name = error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name) ? error.name : 'unknown error'
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return Number.isInteger(status) ? `${name}, HTTP ${status}` : name
}

/** Compares in constant time (over digests, so different lengths leak nothing either). */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
