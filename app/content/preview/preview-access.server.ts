import { createHash, timingSafeEqual } from 'node:crypto'
import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { sanityClientBase } from '~/content/sanity-backend.server'
import { getServerEnv, type ServerEnv } from '~/server/env.server'
import { previewIsConfigured } from './preview-session.server'

/**
 * Who may turn preview on. Two kinds of secret open it:
 * - `?secret=` equal to SANITY_PREVIEW_SECRET (a shared secret kept on the server; the embedded default and
 *   local testing use it);
 * - `?sanity-preview-secret=` minted by the Studio (its "Preview on site" action or Presentation tool) as a
 *   short-lived document in the dataset, which the site looks up with its read token.
 */

export type PreviewAccess = { granted: true; redirectTo: string } | { granted: false; reason: 'not-configured' | 'bad-secret' }

export async function checkPreviewAccess(url: URL, env: ServerEnv = getServerEnv()): Promise<PreviewAccess> {
  const redirectTo = safeRedirect(url.searchParams.get('redirect') ?? url.searchParams.get('sanity-preview-pathname'))
  const shared = url.searchParams.get('secret')
  const minted = url.searchParams.get('sanity-preview-secret')
  if (!previewIsConfigured(env)) return { granted: false, reason: 'not-configured' }

  if (shared && env.SANITY_PREVIEW_SECRET && sameSecret(shared, env.SANITY_PREVIEW_SECRET)) return { granted: true, redirectTo }
  if (minted && env.SANITY_PROJECT_ID && env.SANITY_READ_TOKEN) {
    const client = createClient({ ...sanityClientBase(env), token: env.SANITY_READ_TOKEN, useCdn: false })
    try {
      const { isValid } = await validatePreviewUrl(client, url.toString())
      if (isValid) return { granted: true, redirectTo }
    } catch (error) {
      console.error('Could not check a Studio preview secret:', error)
    }
  }
  return { granted: false, reason: 'bad-secret' }
}

/** Compares in constant time (over digests, so different lengths leak nothing either). */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** Only a path on this site: never another origin (`//evil`, `https://…`) or something that is not a path. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  try {
    const url = new URL(target, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
