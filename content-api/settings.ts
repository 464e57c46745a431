import { z } from 'zod'
import { DEFAULT_CONTENT_API_PORT, DEFAULT_STUDIO_PORT, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import {
  editorTokenSetting,
  httpUrl,
  optional,
  parseSettings,
  port,
  settingsOrExit,
} from '#shared/settings-schema.server'
import { DEFAULT_DATA_DIR } from './reset-data'

/**
 * Every setting the local Content API and the Studio host read (`npm run content-api`, `npm run content:reset`,
 * `npm run studio:link`, and `npm start` on the embedded defaults), checked once at start. The modules under
 * content-api/ take what they need as options; only the programs' entry points read this.
 */
const schema = z.object({
  // Loopback only.
  CONTENT_API_PORT: port(DEFAULT_CONTENT_API_PORT),
  // Where the datasets, their transaction log, the image cache and the Studio's ended sessions persist.
  CONTENT_API_DATA_DIR: optional.transform((value) => value ?? DEFAULT_DATA_DIR),
  // The local editor token; unset, the one made for this install (shared/local-editor-token.server.ts).
  CONTENT_API_TOKEN: editorTokenSetting,
  // The publish webhook the API calls, signed with the secret; off unless both are given.
  CONTENT_API_WEBHOOK_URL: httpUrl,
  SANITY_WEBHOOK_SECRET: optional,
  // The Studio: served unless STUDIO=off, on its own port, opening SITE_URL for "Preview on site" when given.
  STUDIO: optional.transform((value) => value !== 'off'),
  STUDIO_PORT: port(DEFAULT_STUDIO_PORT),
  SITE_URL: httpUrl,
  // The project id the Studio's page names (the API itself serves one project whatever it is called).
  SANITY_STUDIO_PROJECT_ID: optional.transform((value) => value ?? EMBEDDED_PROJECT_ID),
})

export type ContentApiSettings = z.output<typeof schema>

/** The schema's fields, for a program that reads one of them too (`npm start` reads STUDIO_PORT). */
export const contentApiSettingsFields = schema.shape

export function parseContentApiSettings(source: Record<string, string | undefined>): ContentApiSettings {
  return parseSettings(schema, source, 'Content API settings')
}

let cached: ContentApiSettings | undefined

/** This process's settings, parsed on the first call; a bad one stops the program with a message that names it. */
export function contentApiSettings(): ContentApiSettings {
  cached ??= settingsOrExit(() => parseContentApiSettings(process.env))
  return cached
}
