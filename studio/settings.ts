import { z } from 'zod'
import { DEFAULT_SANITY_DATASET, DEFAULT_SITE_PORT, EMBEDDED_PROJECT_ID } from '#shared/setting-defaults'
import { httpUrl, optional, parseSettings } from '#shared/settings-schema.server'

/**
 * Every setting the Studio reads, the one place in studio/ that reads the environment. The Studio's code runs in
 * two places: in Node (`sanity build`, `sanity dev`, TypeGen and the schema checks load sanity.cli.ts and
 * sanity.config.ts) and in the browser, where Sanity's build has replaced each `process.env.SANITY_STUDIO_NAME`
 * written out in full with the value it had at build time, and `process.env` itself with an empty object. So each
 * variable is read below by its whole name, never through `process.env` handed on: handed on, the browser would
 * see none of them. sanity.cli.ts parses them all, so a bad value stops `sanity build` with the variable named
 * before it reaches a bundle.
 */
const studioSchema = z.object({
  // The project and dataset the Studio edits; unset, the local Content API's.
  SANITY_STUDIO_PROJECT_ID: optional.transform((value) => value ?? EMBEDDED_PROJECT_ID),
  SANITY_STUDIO_DATASET: optional.transform((value) => value ?? DEFAULT_SANITY_DATASET),
  // The site "Preview on site" and the Presentation tool open, without a trailing slash (public: in the bundle).
  SANITY_STUDIO_SITE_URL: httpUrl.transform((value) =>
    (value ?? `http://localhost:${DEFAULT_SITE_PORT}`).replace(/\/$/, ''),
  ),
})

/** `npm run typegen`'s files, read in Node only (the freshness test regenerates into a scratch folder). */
const typegenSchema = z.object({
  TYPEGEN_SCHEMA: optional.transform((value) => value ?? 'schema.json'),
  TYPEGEN_OUTPUT: optional.transform((value) => value ?? '../app/content/sanity.types.ts'),
})

export type StudioSettings = z.output<typeof studioSchema>
export type TypegenSettings = z.output<typeof typegenSchema>

export function parseStudioSettings(source: Record<string, string | undefined>): StudioSettings {
  return parseSettings(studioSchema, source, 'Studio settings')
}

export function parseTypegenSettings(source: Record<string, string | undefined>): TypegenSettings {
  return parseSettings(typegenSchema, source, 'TypeGen settings')
}

let cached: StudioSettings | undefined

/**
 * The Studio's settings, parsed on the first call. A bad one throws a SettingsError that names it: the CLI prints
 * it and stops (there is no process to exit in the browser).
 */
export function studioSettings(): StudioSettings {
  cached ??= parseStudioSettings({
    SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
    SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
    SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL,
  })
  return cached
}

export function typegenSettings(): TypegenSettings {
  return parseTypegenSettings({
    TYPEGEN_SCHEMA: process.env.TYPEGEN_SCHEMA,
    TYPEGEN_OUTPUT: process.env.TYPEGEN_OUTPUT,
  })
}
