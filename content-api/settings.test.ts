// @starts-processes: child processes, so only npm test runs it (decision 058)
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseContentApiSettings } from './settings'

describe('the Content API’s settings', () => {
  it('default to the embedded setup: the API on 3334, the Studio on 3333 for project local, data under data/', () => {
    expect(parseContentApiSettings({})).toEqual({
      CONTENT_API_PORT: 3334,
      CONTENT_API_DATA_DIR: path.join('data', 'content-lake'),
      CONTENT_API_TOKEN: undefined,
      CONTENT_API_WEBHOOK_URL: undefined,
      SANITY_WEBHOOK_SECRET: undefined,
      STUDIO: true,
      STUDIO_PORT: 3333,
      SITE_URL: undefined,
      SANITY_STUDIO_PROJECT_ID: 'local',
    })
  })

  it('read what is given; only STUDIO=off turns the Studio off, and blank is unset', () => {
    const settings = parseContentApiSettings({
      CONTENT_API_PORT: '0',
      STUDIO_PORT: '4333',
      CONTENT_API_DATA_DIR: 'test-results/lake',
      CONTENT_API_WEBHOOK_URL: 'http://127.0.0.1:3000/api/sanity-webhook',
      SANITY_WEBHOOK_SECRET: 'secret',
      SITE_URL: 'http://localhost:3000',
      STUDIO: 'off',
      SANITY_STUDIO_PROJECT_ID: '',
    })
    expect(settings).toMatchObject({
      CONTENT_API_PORT: 0,
      STUDIO_PORT: 4333,
      CONTENT_API_DATA_DIR: 'test-results/lake',
      STUDIO: false,
      SANITY_STUDIO_PROJECT_ID: 'local',
    })
    expect(parseContentApiSettings({ STUDIO: 'on' }).STUDIO).toBe(true)
  })

  it('refuse a bad value, naming the variable', () => {
    expect(() => parseContentApiSettings({ CONTENT_API_PORT: 'abc' })).toThrow(
      'CONTENT_API_PORT: must be a port number from 0 to 65535, not "abc"',
    )
    expect(() => parseContentApiSettings({ STUDIO_PORT: '70000' })).toThrow(/STUDIO_PORT: must be a port number/)
    expect(() => parseContentApiSettings({ CONTENT_API_TOKEN: 'short' })).toThrow(
      'CONTENT_API_TOKEN: must be at least 8 characters long',
    )
    expect(() => parseContentApiSettings({ CONTENT_API_WEBHOOK_URL: '127.0.0.1:3000/api/sanity-webhook' })).toThrow(
      /CONTENT_API_WEBHOOK_URL: must be an http\(s\) URL/,
    )
    expect(() => parseContentApiSettings({ SITE_URL: 'site' })).toThrow(/SITE_URL: must be an http\(s\) URL/)
  })

  it('stop `npm run content-api` at start with that message and exit code 1, nothing started', async () => {
    const run = promisify(execFile)
    const failed = await run(path.resolve('node_modules/.bin/tsx'), ['content-api/index.ts'], {
      env: { ...process.env, CONTENT_API_PORT: 'abc' },
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(
      'Invalid Content API settings:\n  CONTENT_API_PORT: must be a port number from 0 to 65535, not "abc"',
    )
    expect(failed?.stderr).not.toMatch(/\bat .+\.ts:\d+/)
    expect(failed?.stdout).toBe('')
  })
})
