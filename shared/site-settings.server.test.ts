import { describe, expect, it, vi } from 'vitest'
import { contentSourceEnv, getPublicEnv, parseEnv, studioOrigin, usesEnquiryOutbox } from './site-settings.server'

// The per-install token file has tests of its own (local-editor-token.server.test.ts); here, only who asks for it.
vi.mock('./local-editor-token.server', () => ({
  editorToken: (configured: string | undefined) => configured || 'the-token-made-for-this-install',
}))

describe('the local outbox switch', () => {
  it('is on by default outside production only', () => {
    expect(usesEnquiryOutbox(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
    expect(usesEnquiryOutbox(parseEnv({ NODE_ENV: 'production' }))).toBe(false)
  })
  it('can be switched on in production, and never serves once EmailJS is configured', () => {
    expect(usesEnquiryOutbox(parseEnv({ NODE_ENV: 'production', ENQUIRY_OUTBOX: 'on' }))).toBe(true)
    expect(usesEnquiryOutbox(parseEnv({ NODE_ENV: 'development', ENQUIRY_OUTBOX: 'off' }))).toBe(false)
    expect(
      usesEnquiryOutbox(parseEnv({ NODE_ENV: 'production', ENQUIRY_OUTBOX: 'on', EMAILJS_SERVICE_ID: 'service_live' })),
    ).toBe(false)
  })
})

describe('sign-in settings the browser receives', () => {
  it('are off in a production build with no Firebase settings, so no visitor is sent to the emulator', () => {
    expect(getPublicEnv(parseEnv({ NODE_ENV: 'production' })).firebase).toBeNull()
  })
  it('point at the emulator when told to, or by default outside production', () => {
    expect(
      getPublicEnv(parseEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).firebase
        ?.emulatorUrl,
    ).toBe('http://127.0.0.1:9099')
    expect(getPublicEnv(parseEnv({ NODE_ENV: 'development' })).firebase?.emulatorUrl).toBe('http://127.0.0.1:9099')
  })
  it('use a real project when one is configured', () => {
    const firebase = getPublicEnv(
      parseEnv({ NODE_ENV: 'production', FIREBASE_API_KEY: 'AIza-public', FIREBASE_PROJECT_ID: 'savanna-links' }),
    ).firebase
    expect(firebase).toMatchObject({ apiKey: 'AIza-public', projectId: 'savanna-links', emulatorUrl: null })
  })
})

describe('the Studio allowed to frame preview (SANITY_STUDIO_URL)', () => {
  it('is the local Studio on the embedded defaults, and nobody with a Sanity project unless set', () => {
    expect(studioOrigin(parseEnv({}))).toBe('http://localhost:3333')
    expect(studioOrigin(parseEnv({ SANITY_PROJECT_ID: 'abc123' }))).toBeNull()
    expect(
      studioOrigin(parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_STUDIO_URL: 'https://savanna.sanity.studio' })),
    ).toBe('https://savanna.sanity.studio')
    expect(studioOrigin(parseEnv({ SANITY_STUDIO_URL: 'http://localhost:4333/' }))).toBe('http://localhost:4333')
  })
  it('must be an origin: a path, a query, credentials, a wildcard or another scheme is refused at start-up', () => {
    for (const value of [
      'https://studio.example.com/desk',
      'https://studio.example.com/?a=1',
      'https://u:p@studio.example.com',
      'https://*.sanity.studio',
      'ftp://studio.example.com',
      'https://a;b.example.com',
      "https://a.example.com 'unsafe-inline'",
      'not a url',
    ]) {
      expect(() => parseEnv({ SANITY_STUDIO_URL: value }), value).toThrow(/SANITY_STUDIO_URL/)
    }
  })
})

describe('per-client rate limits (RATE_LIMIT_<NAME>)', () => {
  it('are read as points per seconds', () => {
    const env = parseEnv({
      RATE_LIMIT_ENQUIRY: '2/60',
      RATE_LIMIT_SUBSCRIBE: '5/300',
      RATE_LIMIT_PREVIEW_GUESS: '3/900',
      RATE_LIMIT_RENDER: '12/2',
    })
    expect(env.RATE_LIMIT_RENDER).toEqual({ points: 12, duration: 2 })
    expect(env.RATE_LIMIT_ENQUIRY).toEqual({ points: 2, duration: 60 })
    expect(env.RATE_LIMIT_SUBSCRIBE).toEqual({ points: 5, duration: 300 })
    expect(env.RATE_LIMIT_PREVIEW_GUESS).toEqual({ points: 3, duration: 900 })
  })
  it('are unset when absent or of another shape, so each limit keeps its default (and start-up goes on)', () => {
    expect(parseEnv({}).RATE_LIMIT_ENQUIRY).toBeUndefined()
    for (const value of ['', '10', '10/', 'ten/600', ' 10/600', '10/600s'])
      expect(parseEnv({ RATE_LIMIT_ENQUIRY: value }).RATE_LIMIT_ENQUIRY, value).toBeUndefined()
  })
})

describe('the workers’ heap ceiling (WORKER_HEAP_MB)', () => {
  it('is a whole number of megabytes, at least 64; anything else keeps the default', () => {
    expect(parseEnv({ WORKER_HEAP_MB: '384' }).WORKER_HEAP_MB).toBe(384)
    for (const value of ['', '32', '256.5', 'lots', '-1'])
      expect(parseEnv({ WORKER_HEAP_MB: value }).WORKER_HEAP_MB, value).toBeUndefined()
  })
})

describe('the shared Redis (REDIS_URL)', () => {
  it('is unset when absent or empty', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
  })
})

describe('the cap on reviews waiting for staff (REVIEWS_WAITING_MAX, REVIEWS_WAITING_MAX_PER_TRIP)', () => {
  it('is 200 in all and 20 a trip unless set; a count not a whole number of at least 1 stops start-up', () => {
    expect(parseEnv({})).toMatchObject({ REVIEWS_WAITING_MAX: 200, REVIEWS_WAITING_MAX_PER_TRIP: 20 })
    expect(parseEnv({ REVIEWS_WAITING_MAX: '50', REVIEWS_WAITING_MAX_PER_TRIP: '5' })).toMatchObject({
      REVIEWS_WAITING_MAX: 50,
      REVIEWS_WAITING_MAX_PER_TRIP: 5,
    })
    for (const value of ['0', '2.5', 'many'])
      expect(() => parseEnv({ REVIEWS_WAITING_MAX_PER_TRIP: value }), value).toThrow(/REVIEWS_WAITING_MAX_PER_TRIP/)
  })
})

describe('the local editor token the site reads drafts with (CONTENT_API_TOKEN)', () => {
  it('has no fixed default: unset or empty, the embedded defaults use the token made for this install', () => {
    expect(parseEnv({}).CONTENT_API_TOKEN).toBeUndefined()
    expect(contentSourceEnv(parseEnv({})).SANITY_READ_TOKEN).toBe('the-token-made-for-this-install')
    expect(contentSourceEnv(parseEnv({ CONTENT_API_TOKEN: '' })).SANITY_READ_TOKEN).toBe(
      'the-token-made-for-this-install',
    )
  })
  it('is used as given when set, and refused at start-up when too short', () => {
    expect(contentSourceEnv(parseEnv({ CONTENT_API_TOKEN: 'a-token-of-my-choosing' })).SANITY_READ_TOKEN).toBe(
      'a-token-of-my-choosing',
    )
    expect(() => parseEnv({ CONTENT_API_TOKEN: 'short' })).toThrow(/CONTENT_API_TOKEN/)
  })
  it('is never sent to a Sanity project', () => {
    const hosted = contentSourceEnv(
      parseEnv({ SANITY_PROJECT_ID: 'abc123', CONTENT_API_TOKEN: 'a-token-of-my-choosing' }),
    )
    expect(hosted.SANITY_READ_TOKEN).toBeUndefined()
    expect(
      contentSourceEnv(parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_READ_TOKEN: 'sk-read' })).SANITY_READ_TOKEN,
    ).toBe('sk-read')
  })
})

describe('the site’s defaults and its bad values', () => {
  it('are the shared defaults when nothing is set', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2025-02-19',
      CONTENT_API_URL: 'http://127.0.0.1:3334',
      FIREBASE_EMULATOR_PROJECT_ID: 'demo-savanna-links',
    })
  })
  it('stop the start with a message that names the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow('PORT: must be a port number from 0 to 65535, not "eighty"')
    expect(() => parseEnv({ SANITY_API_VERSION: 'latest' })).toThrow(/SANITY_API_VERSION: must be a Sanity API version/)
  })
})
