// @starts-processes: child processes, so only npm test runs it (decision 058)
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseStartSettings, startedEnvironment, startsAuthEmulator } from '../../scripts/start-settings'

const repo = path.resolve(import.meta.dirname, '../..')
const production = { development: false }
const madeUp = () => 'made-up-for-this-run'

describe('the settings of npm start and npm run dev (scripts/start-settings.ts)', () => {
  it('default to the site’s defaults, the Studio on 3333 and none of its own switches', () => {
    const settings = parseStartSettings({}, production)
    expect(settings).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      CONTENT_API_URL: 'http://127.0.0.1:3334',
      FIREBASE_EMULATOR_PROJECT_ID: 'demo-savanna-links',
      STUDIO_PORT: 3333,
    })
    expect(settings).toMatchObject({ FORCE_BUILD: false, SKIP_AUTH_EMULATOR: false, CONTENT_API_FRESH: false })
    expect(
      parseStartSettings({ FORCE_BUILD: '1', SKIP_AUTH_EMULATOR: '1', CONTENT_API_FRESH: '1' }, production),
    ).toMatchObject({ FORCE_BUILD: true, SKIP_AUTH_EMULATOR: true, CONTENT_API_FRESH: true })
  })

  it('run npm run dev’s site in development whatever NODE_ENV says, and count a blank value as unset', () => {
    expect(parseStartSettings({ NODE_ENV: 'production' }, { development: true }).NODE_ENV).toBe('development')
    expect(parseStartSettings({ NODE_ENV: 'test' }, production).NODE_ENV).toBe('test')
    expect(parseStartSettings({ PORT: '', CONTENT_API_URL: '', NODE_ENV: '' }, production)).toMatchObject({
      PORT: 3000,
      CONTENT_API_URL: 'http://127.0.0.1:3334',
      NODE_ENV: 'production',
    })
  })

  it('refuse a bad value of the site’s or its own, naming the variable', () => {
    expect(() => parseStartSettings({ PORT: 'abc' }, production)).toThrow(
      'Invalid settings for npm start:\n  PORT: must be a port number from 0 to 65535, not "abc"',
    )
    expect(() => parseStartSettings({ STUDIO_PORT: '3333x' }, production)).toThrow(/STUDIO_PORT: must be a port number/)
    expect(() => parseStartSettings({ CONTENT_API_URL: 'loopback' }, production)).toThrow(/CONTENT_API_URL: /)
  })
})

describe('what npm start adds to the environment of what it starts', () => {
  it('on the embedded defaults: the local Content API, its Studio, made-up secrets, outbox and Auth emulator', () => {
    expect(startedEnvironment(parseStartSettings({}, production), madeUp)).toEqual({
      SANITY_PREVIEW_SECRET: 'made-up-for-this-run',
      CONTENT_API_URL: 'http://127.0.0.1:3334',
      SANITY_STUDIO_URL: 'http://localhost:3333',
      SANITY_WEBHOOK_SECRET: 'made-up-for-this-run',
      ENQUIRY_OUTBOX: 'on',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    })
  })

  it('keeps what is given, and follows the Studio’s port', () => {
    const given = {
      SANITY_PREVIEW_SECRET: 'mine',
      SANITY_WEBHOOK_SECRET: 'ours',
      CONTENT_API_URL: 'http://127.0.0.1:4334',
      STUDIO_PORT: '4333',
      ENQUIRY_OUTBOX: 'off',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
    }
    expect(startedEnvironment(parseStartSettings(given, production), madeUp)).toEqual({
      SANITY_PREVIEW_SECRET: 'mine',
      CONTENT_API_URL: 'http://127.0.0.1:4334',
      SANITY_STUDIO_URL: 'http://localhost:4333',
      SANITY_WEBHOOK_SECRET: 'ours',
      ENQUIRY_OUTBOX: 'off',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
    })
  })

  it('adds nothing for a configured Sanity, EmailJS or Firebase project, nor the emulator when told not to', () => {
    const configured = parseStartSettings(
      {
        SANITY_PROJECT_ID: 'abc123',
        EMAILJS_SERVICE_ID: 'service_live',
        FIREBASE_API_KEY: 'AIza-public',
        FIREBASE_PROJECT_ID: 'savanna',
      },
      production,
    )
    expect(startsAuthEmulator(configured)).toBe(false)
    expect(startedEnvironment(configured, madeUp)).toEqual({})
    const skipped = parseStartSettings({ SKIP_AUTH_EMULATOR: '1' }, production)
    expect(startsAuthEmulator(skipped)).toBe(false)
    expect(startedEnvironment(skipped, madeUp)).not.toHaveProperty('FIREBASE_AUTH_EMULATOR_URL')
  })

  it('npm start stops at once on a bad value (message, exit code 1) before building or starting anything', async () => {
    const run = promisify(execFile)
    const failed = await run(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
      cwd: repo,
      env: { ...process.env, PORT: 'abc' },
      timeout: 25_000,
    }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain('PORT: must be a port number from 0 to 65535, not "abc"')
    expect(failed?.stdout).toBe('')
  })
})
