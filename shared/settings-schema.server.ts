import { z } from 'zod'
import { DEFAULT_SANITY_API_VERSION } from './setting-defaults'

/**
 * What every program's settings schema is made of: the site's and its host's (env.server.ts), the local Content
 * API's (content-api/settings.ts), `npm start`'s (scripts/start-settings.ts) and the seed import's
 * (scripts/seed-import-settings.ts). Each program parses its settings once, at start, and a bad value stops it
 * with a message that names the variable.
 */

/** A setting that may be unset: blank counts as unset, and what is given is trimmed. */
export const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

/** A TCP port from 0 (any free one) to 65535; unset or blank, `fallback`. */
export function port(fallback: number) {
  return optional.transform((value, context) => {
    if (value === undefined) return fallback
    if (/^\d{1,5}$/.test(value) && Number(value) <= 65535) return Number(value)
    context.addIssue({ code: z.ZodIssueCode.custom, message: `must be a port number from 0 to 65535, not "${value}"` })
    return z.NEVER
  })
}

/** A switch that only `1` turns on (FORCE_BUILD=1); anything else, or unset, leaves it off. */
export const onlyWithOne = optional.transform((value) => value === '1')

/** An http(s) URL, when given. */
export const httpUrl = optional.refine((value) => value === undefined || isHttpUrl(value), {
  message: 'must be an http(s) URL, such as http://localhost:3000',
})

/** The local editor token (CONTENT_API_TOKEN), when one is chosen: unset, the one made for this install. */
export const editorTokenSetting = optional.refine((value) => value === undefined || value.length >= 8, {
  message: 'must be at least 8 characters long',
})

/** The version of Sanity's HTTP API a client speaks (SANITY_API_VERSION): a date, or v1. */
export const sanityApiVersion = z
  .string()
  .regex(/^v?\d{4}-\d{2}-\d{2}$|^v1$/, {
    message: `must be a Sanity API version: a date such as ${DEFAULT_SANITY_API_VERSION}, or v1`,
  })
  .default(DEFAULT_SANITY_API_VERSION)

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Bad settings: the message names each variable and what is wrong with it. */
export class SettingsError extends Error {}

/** `source` checked against `schema`; a SettingsError listing every bad variable otherwise. */
export function parseSettings<Schema extends z.ZodTypeAny>(
  schema: Schema,
  source: Record<string, string | undefined>,
  what = 'environment',
): z.output<Schema> {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')
    throw new SettingsError(`Invalid ${what}:\n  ${problems}`)
  }
  return result.data
}

/**
 * For a program's entry point: its settings, or, when one is bad, the problems printed and exit code 1 (a stack
 * trace would add nothing to a message that names the variable).
 */
export function settingsOrExit<Settings>(parse: () => Settings): Settings {
  try {
    return parse()
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    console.error(error.message)
    return process.exit(1)
  }
}
