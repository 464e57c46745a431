/**
 * The defaults that more than one program shares, each written once: the site and its host
 * (shared/site-settings.server.ts), the local Content API (content-api/settings.ts), `npm start` and `npm run dev`
 * (scripts/start-settings.ts), the seed import (scripts/seed-import-settings.ts), the Studio (studio/), the
 * benchmarks and the tests. Plain values, no imports: the browser's bundle and the Studio's take them too.
 */

/** The Sanity HTTP API version every client here speaks (SANITY_API_VERSION), the Studio's included. */
export const DEFAULT_SANITY_API_VERSION = '2025-02-19'

/** The dataset (SANITY_DATASET, the Studio's SANITY_STUDIO_DATASET), and the one the local Content API serves. */
export const DEFAULT_SANITY_DATASET = 'production'

/**
 * The local Content API's project (the Studio's SANITY_STUDIO_PROJECT_ID unset; content-api/ and the site agree on it).
 */
export const EMBEDDED_PROJECT_ID = 'local'

/**
 * Each worker's rendered-page cache budget in MB (PAGE_CACHE_MAX_MB): about four times the whole seeded site, every
 * page and its data (8 MB measured), so invented URLs churn beside it without pushing worker RSS past 300 MB
 * (decision 037).
 */
export const DEFAULT_PAGE_CACHE_MAX_MB = 32

/** How many days enquiries and proposals are kept after their last change (PRIVATE_RETENTION_DAYS, decision 062). */
export const DEFAULT_PRIVATE_RETENTION_DAYS = 730

/** How long an accepted proposal holds its places, in hours (HOLD_HOURS, decision 066). */
export const DEFAULT_HOLD_HOURS = 72

/** At most this many places left reads as "few places left" (FEW_PLACES_LEFT, decision 066). */
export const DEFAULT_FEW_PLACES_LEFT = 4

/**
 * How many reviews sent from the site may wait for staff at once (REVIEWS_WAITING_MAX), and for one trip
 * (REVIEWS_WAITING_MAX_PER_TRIP); past either the form asks the visitor to come back tomorrow and writes nothing
 * (decision 048). Reviews come in a few a week and staff read them within days: 200 is months of honest reviews, and
 * at most about 3 MB of drafts however they are sent (a review is at most 4,000 characters of text). A trip gets 20,
 * so a flood aimed at one trip leaves room for every other.
 */
export const DEFAULT_REVIEWS_WAITING_MAX = 200
export const DEFAULT_REVIEWS_WAITING_MAX_PER_TRIP = 20

/** The site's port (PORT). */
export const DEFAULT_SITE_PORT = 3000

/** The offline Studio's port (STUDIO_PORT), and the origin the site lets frame its preview on the embedded defaults. */
export const DEFAULT_STUDIO_PORT = 3333
export const EMBEDDED_STUDIO_URL = `http://localhost:${DEFAULT_STUDIO_PORT}`

/** The local Content API's port (CONTENT_API_PORT), and where the site reads it (CONTENT_API_URL). */
export const DEFAULT_CONTENT_API_PORT = 3334
export const DEFAULT_CONTENT_API_URL = `http://127.0.0.1:${DEFAULT_CONTENT_API_PORT}`

/**
 * The Firebase Auth emulator `npm start` runs (FIREBASE_AUTH_EMULATOR_URL; firebase.json gives the emulator the same
 * port, and a test holds the two together) and its project (FIREBASE_EMULATOR_PROJECT_ID).
 */
export const AUTH_EMULATOR_PORT = 9099
export const DEFAULT_AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`
export const DEFAULT_AUTH_EMULATOR_PROJECT_ID = 'demo-savanna-links'

/**
 * The path of one of a dataset's endpoints on Sanity's HTTP API (and the local Content API's), such as
 * `/v2025-02-19/data/query/production`: `endpoint` is `query`, `mutate`, `doc`, `listen`…
 */
export function dataPath(
  endpoint: string,
  {
    apiVersion = DEFAULT_SANITY_API_VERSION,
    dataset = DEFAULT_SANITY_DATASET,
  }: { apiVersion?: string; dataset?: string } = {},
): string {
  return `/${apiVersion.replace(/^v?/, 'v')}/data/${endpoint}/${encodeURIComponent(dataset)}`
}
