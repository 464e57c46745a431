import type { HeadersFunction } from '@remix-run/node'
import { PRIVATE_NO_STORE } from './plain-text'

/**
 * Every answer of a proposal's page (decision 064), whatever its status: kept by no cache (the server's page cache
 * keeps only `public` answers), sent to no other site as a referrer (its address is the key to it), and indexed by
 * no crawler that finds the address anyway.
 */
export const PROPOSAL_HEADERS = {
  ...PRIVATE_NO_STORE,
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const

/** The route's `headers` export: the three above on every answer, and when to come back after a 429 or 503. */
export const proposalPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(PROPOSAL_HEADERS)
  const retryAfter = [errorHeaders, actionHeaders, loaderHeaders]
    .map((source) => source?.get('Retry-After'))
    .find(Boolean)
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
