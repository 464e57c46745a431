import { z } from 'zod'
import { editorToken } from './local-editor-token.server'
import {
  DEFAULT_AUTH_EMULATOR_PROJECT_ID,
  DEFAULT_AUTH_EMULATOR_URL,
  DEFAULT_CONTENT_API_URL,
  DEFAULT_FEW_PLACES_LEFT,
  DEFAULT_HOLD_HOURS,
  DEFAULT_PAGE_CACHE_MAX_MB,
  DEFAULT_PRIVATE_RETENTION_DAYS,
  DEFAULT_REVIEWS_WAITING_MAX,
  DEFAULT_REVIEWS_WAITING_MAX_PER_TRIP,
  DEFAULT_SANITY_DATASET,
  DEFAULT_SITE_PORT,
  EMBEDDED_PROJECT_ID,
  EMBEDDED_STUDIO_URL,
} from './setting-defaults'
import { editorTokenSetting, optional, parseSettings, port, sanityApiVersion } from './settings-schema.server'

/**
 * Every setting the site reads, checked once at start-up. With none of them set the site runs on its
 * embedded defaults: content from the local Content API (content-api/, started by `npm start`), the Firebase
 * Auth emulator, the local enquiry outbox.
 */
/**
 * A per-client allowance as "points/seconds" (RATE_LIMIT_<NAME>, rate-limits.server.ts). A value of another
 * shape is ignored and the limit keeps its default.
 */
const rateLimit = z
  .string()
  .optional()
  .transform((value) => {
    const match = value?.match(/^(\d+)\/(\d+)$/)
    return match ? { points: Number(match[1]), duration: Number(match[2]) } : undefined
  })

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),

  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: z.string().default(DEFAULT_SANITY_DATASET),
  SANITY_API_VERSION: sanityApiVersion,
  SANITY_API_HOST: optional,
  SANITY_READ_TOKEN: optional,
  // Server only: writes the reviews visitors send, as drafts (decision 043). A Sanity token with write access (an
  // Editor's); never needed on the embedded defaults, where the local editor token writes them.
  SANITY_REVIEWS_TOKEN: optional,
  // How many reviews sent from the site may wait for staff, in all and for one trip (decision 048).
  REVIEWS_WAITING_MAX: z.coerce.number().int().min(1).default(DEFAULT_REVIEWS_WAITING_MAX),
  REVIEWS_WAITING_MAX_PER_TRIP: z.coerce.number().int().min(1).default(DEFAULT_REVIEWS_WAITING_MAX_PER_TRIP),
  // Server only: reads and writes enquiries and proposals, the private documents (decision 062). A Sanity token with
  // write access (an Editor's); never needed on the embedded defaults, where the local editor token does it.
  SANITY_PRIVATE_TOKEN: optional,
  // How long enquiries and proposals are kept, in days after their last change (decision 062).
  PRIVATE_RETENTION_DAYS: z.coerce.number().int().min(1).default(DEFAULT_PRIVATE_RETENTION_DAYS),
  // How long an accepted proposal holds its places, and how few places left read as "few" (decision 066).
  HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(25)
    .max(24 * 30)
    .default(DEFAULT_HOLD_HOURS),
  FEW_PLACES_LEFT: z.coerce.number().int().min(0).max(100).default(DEFAULT_FEW_PLACES_LEFT),
  // The Chromium that prints proposals to PDF (decision 065). Unset: Debian's chromium-headless-shell or chromium
  // when installed; with none, proposal pages offer their printout instead of a PDF.
  CHROME_PATH: optional,
  SANITY_USE_CDN: z.enum(['true', 'false']).default('true'),
  // Server only. The preview route's shared secret (the Studio's preview links, or anyone testing locally)…
  SANITY_PREVIEW_SECRET: optional,
  // …the key that signs the preview cookie (derived from the secrets above when unset)…
  PREVIEW_COOKIE_SECRET: optional,
  // …and the secret Sanity signs its publish webhooks with.
  SANITY_WEBHOOK_SECRET: optional,
  // The Studio's origin: the one page that may show the site in a frame (Sanity's Presentation tool), and only
  // in preview. Unset: the local Studio on the embedded defaults, and nobody with a Sanity project.
  SANITY_STUDIO_URL: optional.refine((value) => value === undefined || httpOriginOf(value) !== null, {
    message: 'must be the Studio’s origin, such as https://example.sanity.studio',
  }),

  // The embedded defaults' content: the local Content API `npm start` runs on loopback, and its editor token,
  // which reads drafts for preview (server only; never used with a Sanity project). Unset: the token made for this
  // install and kept in data/ (local-editor-token.server.ts), which the Content API reads too.
  CONTENT_API_URL: z.string().url().default(DEFAULT_CONTENT_API_URL),
  CONTENT_API_TOKEN: editorTokenSetting,

  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),

  FIREBASE_API_KEY: optional,
  FIREBASE_AUTH_DOMAIN: optional,
  FIREBASE_PROJECT_ID: optional,
  FIREBASE_APP_ID: optional,
  // The Auth emulator, when sign-in should use it: `npm start` sets it when it starts one. Outside production it
  // defaults to the emulator's usual address; a production server never points browsers at it unless told.
  FIREBASE_AUTH_EMULATOR_URL: z.string().url().optional(),
  FIREBASE_EMULATOR_PROJECT_ID: z.string().default(DEFAULT_AUTH_EMULATOR_PROJECT_ID),

  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_TEMPLATE_ID: optional,
  EMAILJS_API_ORIGIN: optional,
  // Server only: lets the server send through EmailJS's REST API (the newsletter box), and the template it uses.
  EMAILJS_PRIVATE_KEY: optional,
  EMAILJS_SUBSCRIBE_TEMPLATE_ID: optional,
  // The template that tells a specialist their proposal was accepted (app/mail/proposal-acceptance.server.ts).
  EMAILJS_PROPOSAL_ACCEPTED_TEMPLATE_ID: optional,
  // Server only: the template that e-mails a traveller their proposal's private link (decision 063).
  EMAILJS_PROPOSAL_TEMPLATE_ID: optional,
  // Server only: the traveller's e-mails when their places are held, and the reminder a day before (decision 067).
  EMAILJS_HOLD_TEMPLATE_ID: optional,
  EMAILJS_HOLD_REMINDER_TEMPLATE_ID: optional,
  // The local outbox (EmailJS's stand-in): on by default only outside production; `npm start` on the embedded
  // defaults turns it on. Never on once EmailJS is configured.
  ENQUIRY_OUTBOX: z.enum(['on', 'off']).optional(),
  ENQUIRY_OUTBOX_FILE: optional,
  // Bytes the outbox file may reach before it is rotated (the previous file is kept as `<file>.1`).
  ENQUIRY_OUTBOX_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),

  // Per-client limits (rate-limits.server.ts, which holds the defaults).
  RATE_LIMIT_ENQUIRY: rateLimit,
  RATE_LIMIT_SUBSCRIBE: rateLimit,
  RATE_LIMIT_REVIEW: rateLimit,
  RATE_LIMIT_PREVIEW_GUESS: rateLimit,
  RATE_LIMIT_PROPOSAL_GUESS: rateLimit,
  // New renders (pages the cache does not hold) per client and worker (page-cache/render-budget.ts).
  RATE_LIMIT_RENDER: rateLimit,
  // With several instances: the Redis that holds the rate-limit counts they share (redis.server.ts), and the
  // channel that carries site events between them (server/site-event-relay.ts).
  REDIS_URL: optional,
  REDIS_CHANNEL: z.string().default('savanna-links:site-events'),

  // The production host (server/). A worker count or page-cache size that is not a number keeps its
  // default, as it always has.
  PORT: port(DEFAULT_SITE_PORT),
  HOST: optional,
  WEB_CONCURRENCY: optional.transform((value) => {
    const count = Number.parseInt(value ?? '', 10)
    return Number.isSafeInteger(count) && count > 0 ? count : undefined
  }),
  // Each worker's V8 old-generation ceiling in MB (host/worker-memory.ts); not a whole number of at least 64: the
  // default.
  WORKER_HEAP_MB: optional.transform((value) => {
    const megabytes = Number(value)
    return Number.isSafeInteger(megabytes) && megabytes >= 64 ? megabytes : undefined
  }),
  // Node's and glibc's own settings, read only to leave an operator's choice alone (host/worker-memory.ts).
  NODE_OPTIONS: optional,
  MALLOC_ARENA_MAX: optional,
  TRUST_PROXY: optional,
  // The address visitors reach the site by (https://www.example.com): the origin of every absolute URL a page
  // prints (canonical links, og:image, JSON-LD). Unset, pages use the address the request came to.
  PUBLIC_SITE_URL: optional.refine((value) => value === undefined || httpOriginOf(value) !== null, {
    message: 'must be the site’s origin, such as https://www.example.com',
  }),
  // For tests of what changes with the date (a departure dropping off at midnight in Nairobi): the instant the
  // server's calendar starts at (ISO 8601, e.g. 2027-03-06T20:59:50Z); it then runs on in real time. Unset: now.
  SITE_CLOCK: optional.refine((value) => value === undefined || Number.isFinite(Date.parse(value)), {
    message: 'must be an ISO 8601 instant, such as 2027-03-06T20:59:50Z',
  }),
  PAGE_CACHE: optional.transform((value) => value !== 'off'),
  PAGE_CACHE_MAX_MB: optional.transform((value) => {
    const megabytes = Number(value ?? DEFAULT_PAGE_CACHE_MAX_MB)
    return Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_PAGE_CACHE_MAX_MB
  }),
})

export type ServerEnv = z.infer<typeof schema>

/** The site's schema, which `npm start` extends with its own settings (scripts/start-settings.ts). */
export const serverEnvSchema = schema

/**
 * An http(s) origin and nothing else (no path, query, user or wildcard), in the form a CSP source takes; null
 * otherwise. The result goes into a header, so only host-name characters get through.
 */
function httpOriginOf(value: string): string | null {
  try {
    const url = new URL(value)
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null
    return /^https?:\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d+)?$/.test(url.origin) ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The origin allowed to frame preview pages (the Studio's, for its Presentation tool): SANITY_STUDIO_URL, or
 * on the embedded defaults the local Studio. Null: no page may be framed by anyone.
 */
export function studioOrigin(env: ServerEnv = getServerEnv()): string | null {
  const configured = env.SANITY_STUDIO_URL ?? (usesEmbeddedContent(env) ? EMBEDDED_STUDIO_URL : undefined)
  return configured ? httpOriginOf(configured) : null
}

/** The site's public origin when PUBLIC_SITE_URL gives one (site-origin.server.ts falls back to the request's). */
export function publicSiteOrigin(env: ServerEnv = getServerEnv()): string | null {
  return env.PUBLIC_SITE_URL ? httpOriginOf(env.PUBLIC_SITE_URL) : null
}

let cached: ServerEnv | undefined

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  return parseSettings(schema, source)
}

export function getServerEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}

/** The embedded defaults are in use for content when no Sanity project is configured. */
export function usesEmbeddedContent(env: ServerEnv = getServerEnv()) {
  return !env.SANITY_PROJECT_ID
}

/** The local Content API's project (content-api/ and the Studio's default agree on it). */
export { EMBEDDED_PROJECT_ID }

/**
 * The settings the site reads its content with: a Sanity project's as given, or, on the embedded defaults, the
 * local Content API's, through the same client (no CDN in front of it; the editor token reads drafts).
 */
export function contentSourceEnv(env: ServerEnv = getServerEnv()): ServerEnv {
  if (!usesEmbeddedContent(env)) return env
  return {
    ...env,
    SANITY_PROJECT_ID: EMBEDDED_PROJECT_ID,
    SANITY_API_HOST: env.CONTENT_API_URL,
    SANITY_READ_TOKEN: editorToken(env.CONTENT_API_TOKEN),
    SANITY_USE_CDN: 'false',
  }
}

/** Whether any EmailJS setting is given: the deployment then sends through EmailJS and reports a missing one. */
export function emailjsConfigured(env: ServerEnv = getServerEnv()) {
  return Boolean(env.EMAILJS_PUBLIC_KEY || env.EMAILJS_SERVICE_ID || env.EMAILJS_TEMPLATE_ID)
}

/**
 * The local enquiry outbox answers only when switched on (ENQUIRY_OUTBOX=on, or by default outside
 * production), and never once EmailJS is configured: a production site must not collect enquiries in a file
 * nobody reads.
 */
export function usesEnquiryOutbox(env: ServerEnv = getServerEnv()) {
  if (emailjsConfigured(env)) return false
  return env.ENQUIRY_OUTBOX ? env.ENQUIRY_OUTBOX === 'on' : env.NODE_ENV !== 'production'
}

/** The site's own ids for the outbox: the only ones it accepts. */
export const OUTBOX_IDS = {
  publicKey: 'local-outbox',
  serviceId: 'local-outbox',
  templateId: 'contact-enquiry',
} as const

/** The Auth emulator's address when sign-in uses it; null for a real project, or when sign-in is off. */
function authEmulatorUrl(env: ServerEnv): string | null {
  if (env.FIREBASE_AUTH_EMULATOR_URL) return env.FIREBASE_AUTH_EMULATOR_URL
  return env.NODE_ENV === 'production' ? null : DEFAULT_AUTH_EMULATOR_URL
}

/**
 * The Firebase web config the browser signs in with: a real project's, or the Auth emulator's (null: sign-in is off).
 */
export type FirebaseWebConfig = {
  apiKey: string
  authDomain: string
  projectId: string
  appId: string | null
  emulatorUrl: string | null
}

/**
 * The only settings the browser receives (through the root loader's data). All are public by design:
 * a Firebase web config, EmailJS public ids and the Sanity project id are meant to ship to browsers.
 */
export function getPublicEnv(env: ServerEnv = getServerEnv()) {
  const emulatorUrl = authEmulatorUrl(env)
  const firebase: FirebaseWebConfig | null =
    env.FIREBASE_API_KEY && env.FIREBASE_PROJECT_ID
      ? {
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: env.FIREBASE_PROJECT_ID,
          appId: env.FIREBASE_APP_ID ?? null,
          emulatorUrl: null,
        }
      : emulatorUrl
        ? {
            apiKey: 'demo-api-key',
            authDomain: `${env.FIREBASE_EMULATOR_PROJECT_ID}.firebaseapp.com`,
            projectId: env.FIREBASE_EMULATOR_PROJECT_ID,
            appId: null,
            emulatorUrl,
          }
        : null
  return {
    sanity: {
      projectId: env.SANITY_PROJECT_ID ?? EMBEDDED_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      // In the embedded default the site itself serves the seed's images under Sanity's URL shape.
      imageBaseUrl: env.SANITY_PROJECT_ID ? 'https://cdn.sanity.io' : '/',
    },
    firebase,
    // With no EmailJS setting at all, enquiries go through the same SDK to the site's own outbox. With some
    // set, the deployment is configured and a missing one is reported to the visitor, never silently replaced.
    emailjs: usesEnquiryOutbox(env)
      ? { mode: 'outbox' as const, ...OUTBOX_IDS, apiOrigin: null }
      : {
          mode: 'emailjs' as const,
          publicKey: env.EMAILJS_PUBLIC_KEY ?? null,
          serviceId: env.EMAILJS_SERVICE_ID ?? null,
          templateId: env.EMAILJS_TEMPLATE_ID ?? null,
          apiOrigin: env.EMAILJS_API_ORIGIN ?? 'https://api.emailjs.com',
        },
  }
}

export type PublicEnv = ReturnType<typeof getPublicEnv>
