import { ENQUIRY_CONTEXT_FIELDS } from '~/logic/enquiry-context'
import { PARAM } from '~/logic/trip-filters'
import { TRIP_ENQUIRY_PARAM } from '~/logic/trip-search'

/**
 * Every query parameter a page reads, in the one order the page cache writes them. The cache keys a page by its
 * path and these alone (server/page-cache/cache-key.ts), so a parameter a page starts to read must be added
 * here, or every visitor would be shown the page as it looks without it: page-query-params.test.ts fails on a
 * `searchParams.get('…')` in app/ that is missing.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  // Remix's own: which routes' data a `.data` request wants, the index route's form target, and the paths and
  // build version of a lazy route-discovery request (`/__manifest?p=…&version=…`).
  '_routes',
  'index',
  'p',
  'version',
  'q',
  ...Object.values(PARAM),
  'page',
  'day',
  TRIP_ENQUIRY_PARAM,
  'message',
  // "Request this departure" (the contact page writes the message from them), and where an enquiry was sent from
  // (the private enquiry keeps it: decision 062).
  ...Object.values(ENQUIRY_CONTEXT_FIELDS),
  // "Show all dates" on a trip's page.
  'dates',
  // A trip's reviews page, filtered by stars (decision 043).
  'stars',
  // "Enquire with …" on a trip's specialist card (the contact page addresses the form to them).
  'specialist',
]
