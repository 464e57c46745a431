import type { HeadersFunction } from '@remix-run/node'

/** Public pages may be kept by a CDN for a few minutes and served stale while it refreshes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'

/** A route's `headers` export: reuse what its loader set, falling back to the public caching policy. */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders?.get('Cache-Control')) return { 'Cache-Control': errorHeaders.get('Cache-Control')! }
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_CACHE_CONTROL }
}

export function notFound(message = 'Not Found'): never {
  throw new Response(message, { status: 404, statusText: 'Not Found', headers: { 'Cache-Control': 'public, max-age=60' } })
}
