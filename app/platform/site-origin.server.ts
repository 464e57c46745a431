import { publicSiteOrigin } from '#shared/site-settings.server'

/**
 * The origin of the absolute URLs a page prints (canonical link, og:image, JSON-LD): PUBLIC_SITE_URL in a
 * deployment, else the address this request came to. That address holds a forwarded host only when a trusted
 * proxy sent it (server/untrusted-forwarding.ts drops it from anyone else).
 */
export function siteOrigin(request: Request): string {
  return publicSiteOrigin() ?? new URL(request.url).origin
}
