import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseStudioSettings, parseTypegenSettings } from '../../studio/settings'

/** The Studio's settings (studio/settings.ts), as an editor and `npm run typegen` meet them. */
describe('the Studio’s settings', () => {
  it('default to the local Content API’s project, the production dataset and the site on port 3000', () => {
    expect(parseStudioSettings({})).toEqual({
      SANITY_STUDIO_PROJECT_ID: 'local',
      SANITY_STUDIO_DATASET: 'production',
      SANITY_STUDIO_SITE_URL: 'http://localhost:3000',
    })
    expect(parseTypegenSettings({})).toEqual({
      TYPEGEN_SCHEMA: 'schema.json',
      TYPEGEN_OUTPUT: '../app/content/sanity.types.ts',
    })
  })

  it('read what is given, blank as unset, and the site without its trailing slash', () => {
    expect(
      parseStudioSettings({
        SANITY_STUDIO_PROJECT_ID: 'abc123',
        SANITY_STUDIO_DATASET: ' ',
        SANITY_STUDIO_SITE_URL: 'https://www.example.com/',
      }),
    ).toEqual({
      SANITY_STUDIO_PROJECT_ID: 'abc123',
      SANITY_STUDIO_DATASET: 'production',
      SANITY_STUDIO_SITE_URL: 'https://www.example.com',
    })
    expect(parseTypegenSettings({ TYPEGEN_OUTPUT: '/tmp/types.ts' }).TYPEGEN_OUTPUT).toBe('/tmp/types.ts')
  })

  it('refuse a site that is not an http(s) URL, naming the variable', () => {
    expect(() => parseStudioSettings({ SANITY_STUDIO_SITE_URL: 'www.example.com' })).toThrow(
      /Invalid Studio settings:\n {2}SANITY_STUDIO_SITE_URL: must be an http\(s\) URL/,
    )
  })

  it('read each variable the browser needs by its whole name, which is what Sanity’s build fills in', () => {
    // Sanity's build replaces `process.env.SANITY_STUDIO_NAME` written out in full, and `process.env` alone with an
    // empty object: a variable read any other way would arrive in the browser unset.
    const module = readFileSync(path.resolve(import.meta.dirname, '../../studio/settings.ts'), 'utf8')
    for (const name of Object.keys(parseStudioSettings({}))) {
      expect(module, name).toContain(`${name}: process.env.${name},`)
    }
  })
})
