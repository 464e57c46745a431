import { z } from 'zod'

/**
 * Every setting the site reads, checked once at start-up. With none of them set the site runs on its
 * embedded defaults: the seed dataset in-process, the Firebase Auth emulator, the local enquiry outbox.
 */
const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),

  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: z.string().default('production'),
  SANITY_API_VERSION: z.string().regex(/^v?\d{4}-\d{2}-\d{2}$|^v1$/).default('2025-02-19'),
  SANITY_API_HOST: optional,
  SANITY_READ_TOKEN: optional,
  SANITY_USE_CDN: z.enum(['true', 'false']).default('true'),
  // Server only. The preview route's shared secret (the Studio's preview links, or anyone testing locally)…
  SANITY_PREVIEW_SECRET: optional,
  // …the key that signs the preview cookie (derived from the secrets above when unset)…
  PREVIEW_COOKIE_SECRET: optional,
  // …and the secret Sanity signs its publish webhooks with.
  SANITY_WEBHOOK_SECRET: optional,

  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(60),

  FIREBASE_API_KEY: optional,
  FIREBASE_AUTH_DOMAIN: optional,
  FIREBASE_PROJECT_ID: optional,
  FIREBASE_APP_ID: optional,
  FIREBASE_AUTH_EMULATOR_URL: z.string().url().default('http://127.0.0.1:9099'),
  FIREBASE_EMULATOR_PROJECT_ID: z.string().default('demo-savanna-links'),

  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_TEMPLATE_ID: optional,
  EMAILJS_API_ORIGIN: optional,
  // Server only: lets the server send through EmailJS's REST API (the newsletter box), and the template it uses.
  EMAILJS_PRIVATE_KEY: optional,
  EMAILJS_SUBSCRIBE_TEMPLATE_ID: optional,
  ENQUIRY_OUTBOX_FILE: optional,
})

export type ServerEnv = z.infer<typeof schema>

let cached: ServerEnv | undefined

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')
    throw new Error(`Invalid environment:\n  ${problems}`)
  }
  return result.data
}

export function getServerEnv(): ServerEnv {
  cached ??= parseEnv(process.env)
  return cached
}

/** The embedded defaults are in use for content when no Sanity project is configured. */
export function usesEmbeddedContent(env: ServerEnv = getServerEnv()) {
  return !env.SANITY_PROJECT_ID
}

export const EMBEDDED_PROJECT_ID = 'local'

/** The local enquiry outbox exists only while no EmailJS setting is given. */
export function usesEnquiryOutbox(env: ServerEnv = getServerEnv()) {
  return !env.EMAILJS_PUBLIC_KEY && !env.EMAILJS_SERVICE_ID && !env.EMAILJS_TEMPLATE_ID
}

/** The Firebase web config the browser signs in with: a real project's, or the Auth emulator's. */
export type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string; appId: string | null; emulatorUrl: string | null }

/**
 * The only settings the browser receives (through the root loader's data). All are public by design:
 * a Firebase web config, EmailJS public ids and the Sanity project id are meant to ship to browsers.
 */
export function getPublicEnv(env: ServerEnv = getServerEnv()) {
  const firebase: FirebaseWebConfig =
    env.FIREBASE_API_KEY && env.FIREBASE_PROJECT_ID
      ? {
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: env.FIREBASE_PROJECT_ID,
          appId: env.FIREBASE_APP_ID ?? null,
          emulatorUrl: null,
        }
      : {
          apiKey: 'demo-api-key',
          authDomain: `${env.FIREBASE_EMULATOR_PROJECT_ID}.firebaseapp.com`,
          projectId: env.FIREBASE_EMULATOR_PROJECT_ID,
          appId: null,
          emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL,
        }
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
      ? { mode: 'outbox' as const, publicKey: 'local-outbox', serviceId: 'local-outbox', templateId: 'contact-enquiry', apiOrigin: null }
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
