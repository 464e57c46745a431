import { z } from 'zod'
import { DEFAULT_SANITY_DATASET } from '#shared/setting-defaults'
import { httpUrl, optional, parseSettings, sanityApiVersion, settingsOrExit } from '#shared/settings-schema.server'

/**
 * The settings `npm run seed` (scripts/seed-import.ts) reads, checked once at start. A blank value counts as unset
 * and what is given is trimmed, as it always has. The project and the write token may be missing here: a dry run
 * does without them, and the import itself says how to get each.
 */
const schema = z.object({
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: optional.transform((value) => value ?? DEFAULT_SANITY_DATASET),
  SANITY_API_VERSION: optional.pipe(sanityApiVersion),
  SANITY_WRITE_TOKEN: optional,
  SANITY_API_HOST: httpUrl,
})

export type SeedImportSettings = z.output<typeof schema>

export function parseSeedImportSettings(source: Record<string, string | undefined>): SeedImportSettings {
  return parseSettings(schema, source, 'settings for npm run seed')
}

/** This run's settings (after .env is loaded); a bad one stops the import with a message that names it. */
export function seedImportSettings(): SeedImportSettings {
  return settingsOrExit(() => parseSeedImportSettings(process.env))
}
