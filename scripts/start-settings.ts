import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { DEFAULT_AUTH_EMULATOR_URL, DEFAULT_STUDIO_PORT } from '#shared/setting-defaults'
import { onlyWithOne, parseSettings, port, settingsOrExit } from '#shared/settings-schema.server'
import { emailjsConfigured, serverEnvSchema, usesEmbeddedContent } from '#shared/site-settings.server'

/**
 * The settings `npm start` and `npm run dev` (scripts/start.ts) read, checked once at start: the site's own (the
 * schema of shared/site-settings.server.ts, so a bad value stops before anything is built or started), the port of the
 * Studio the local Content API serves (content-api/settings.ts), and three of its own. A blank value counts as
 * unset, as it always has here.
 */
const schema = serverEnvSchema.extend({
  // `1` builds the site even when its build is newer than the sources.
  FORCE_BUILD: onlyWithOne,
  // `1` starts no Firebase Auth emulator.
  SKIP_AUTH_EMULATOR: onlyWithOne,
  // `1` takes the local Content API's dataset back to the seed before starting it.
  CONTENT_API_FRESH: onlyWithOne,
  STUDIO_PORT: port(DEFAULT_STUDIO_PORT),
})

export type StartSettings = z.output<typeof schema>

/** `development`: `npm run dev`, whose site runs with NODE_ENV=development whatever the environment says. */
export function parseStartSettings(
  source: Record<string, string | undefined>,
  { development }: { development: boolean },
): StartSettings {
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  return parseSettings(
    schema,
    { ...given, ...(development ? { NODE_ENV: 'development' } : {}) },
    'settings for npm start',
  )
}

/** This run's settings (after .env is loaded); a bad one stops `npm start` with a message that names it. */
export function startSettings(options: { development: boolean }): StartSettings {
  return settingsOrExit(() => parseStartSettings(process.env, options))
}

/** Whether `npm start` runs the Firebase Auth emulator: not for a real Firebase project, nor when told not to. */
export const startsAuthEmulator = (settings: StartSettings) =>
  !settings.FIREBASE_API_KEY && !settings.SKIP_AUTH_EMULATOR

/**
 * What `npm start` adds to the environment of what it starts (the site, the local Content API, the Auth emulator),
 * a value given always kept: on the embedded defaults the local Content API's address, the Studio it serves as the
 * one page that may frame the site's preview, a preview secret and a webhook secret made up for this run; the local
 * outbox, unless EmailJS is configured; the Auth emulator's address, when it runs one.
 */
export function startedEnvironment(
  settings: StartSettings,
  newSecret = () => randomBytes(18).toString('base64url'),
): Record<string, string> {
  const added: Record<string, string> = {}
  if (usesEmbeddedContent(settings)) {
    added.SANITY_PREVIEW_SECRET = settings.SANITY_PREVIEW_SECRET ?? newSecret()
    added.CONTENT_API_URL = settings.CONTENT_API_URL
    added.SANITY_STUDIO_URL = settings.SANITY_STUDIO_URL ?? `http://localhost:${settings.STUDIO_PORT}`
    added.SANITY_WEBHOOK_SECRET = settings.SANITY_WEBHOOK_SECRET ?? newSecret()
  }
  if (!emailjsConfigured(settings)) added.ENQUIRY_OUTBOX = settings.ENQUIRY_OUTBOX ?? 'on'
  if (startsAuthEmulator(settings))
    added.FIREBASE_AUTH_EMULATOR_URL = settings.FIREBASE_AUTH_EMULATOR_URL ?? DEFAULT_AUTH_EMULATOR_URL
  return added
}
