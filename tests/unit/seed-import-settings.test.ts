// @starts-processes: child processes, so only npm test runs it (decision 058)
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseSeedImportSettings } from '../../scripts/seed-import-settings'

const repo = path.resolve(import.meta.dirname, '../..')

describe('the settings of npm run seed (scripts/seed-import-settings.ts)', () => {
  it('default to the dataset production and the shared API version; the project and token may be missing', () => {
    expect(parseSeedImportSettings({})).toEqual({
      SANITY_PROJECT_ID: undefined,
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-02-19',
      SANITY_WRITE_TOKEN: undefined,
      SANITY_API_HOST: undefined,
    })
  })

  it('trim what is given and count a blank value as unset', () => {
    const settings = parseSeedImportSettings({
      SANITY_PROJECT_ID: ' abc123 ',
      SANITY_DATASET: ' ',
      SANITY_API_VERSION: 'v2021-10-21 ',
      SANITY_WRITE_TOKEN: 'sk-editor',
      SANITY_API_HOST: 'http://127.0.0.1:9',
    })
    expect(settings).toEqual({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: 'v2021-10-21',
      SANITY_WRITE_TOKEN: 'sk-editor',
      SANITY_API_HOST: 'http://127.0.0.1:9',
    })
  })

  it('refuse a bad value, naming the variable', () => {
    expect(() => parseSeedImportSettings({ SANITY_API_VERSION: 'latest' })).toThrow(
      'SANITY_API_VERSION: must be a Sanity API version: a date such as 2025-02-19, or v1',
    )
    expect(() => parseSeedImportSettings({ SANITY_API_HOST: 'api.sanity.io' })).toThrow(
      /SANITY_API_HOST: must be an http\(s\) URL/,
    )
  })

  it('npm run seed stops with that message and exit code 1, even for a dry run', async () => {
    const run = promisify(execFile)
    const failed = await run(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/seed-import.ts', '--dry-run'], {
      cwd: repo,
      env: { ...process.env, SANITY_API_VERSION: 'latest' },
      timeout: 25_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(
      'Invalid settings for npm run seed:\n  SANITY_API_VERSION: must be a Sanity API version',
    )
  })
})
