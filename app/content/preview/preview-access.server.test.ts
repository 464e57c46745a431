// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '#shared/site-settings.server'
import { checkPreviewAccess } from './preview-access.server'

/**
 * A stand-in Content Lake that knows one secret minted by the Studio ("Preview on site" stores it as a
 * sanity.previewUrlSecret document) and answers the lookup the site makes with its read token.
 */
const MINTED = 'minted-by-the-studio'
let server: Server
let origin: string
const seenTokens: Array<string | undefined> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    seenTokens.push(req.headers.authorization)
    const secret = JSON.parse(url.searchParams.get('$secret') ?? 'null')
    const known = secret === MINTED
    res.setHeader('Content-Type', 'application/json')
    res.end(
      JSON.stringify({
        result: {
          private: known
            ? {
                _id: 'sanity-preview-url-secret.abc',
                _updatedAt: new Date().toISOString(),
                secret: MINTED,
                studioUrl: 'https://studio.example',
              }
            : null,
          public: null,
        },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const url = (query: string) => new URL(`http://site.test/api/preview?${query}`)

describe('who may turn preview on', () => {
  const embedded = parseEnv({ SANITY_PREVIEW_SECRET: 'shared-secret' })

  it('grants the shared secret and goes to the page asked for', async () => {
    expect(await checkPreviewAccess(url('secret=shared-secret&redirect=/about?x=1'), embedded)).toEqual({
      granted: true,
      redirectTo: '/about?x=1',
    })
  })

  it('refuses a wrong, empty or missing secret', async () => {
    for (const query of ['secret=shared-secreT', 'secret=', 'redirect=/about', 'secret=shared-secret-and-more']) {
      expect(await checkPreviewAccess(url(query), embedded)).toEqual({ granted: false, reason: 'bad-secret' })
    }
  })

  it('says preview is not set up when the site has neither a shared secret nor a read token', async () => {
    expect(await checkPreviewAccess(url('secret=anything'), parseEnv({}))).toEqual({
      granted: false,
      reason: 'not-configured',
    })
  })

  it('checks a secret minted by the Studio against the dataset, with the read token', async () => {
    const hosted = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_READ_TOKEN: 'sk-read', SANITY_API_HOST: origin })
    seenTokens.length = 0
    expect(
      await checkPreviewAccess(
        url(`sanity-preview-secret=${MINTED}&sanity-preview-pathname=/itinerary/gold-package`),
        hosted,
      ),
    ).toEqual({
      granted: true,
      redirectTo: '/itinerary/gold-package',
    })
    expect(seenTokens).toEqual(['Bearer sk-read'])
    expect(await checkPreviewAccess(url('sanity-preview-secret=made-up&sanity-preview-pathname=/'), hosted)).toEqual({
      granted: false,
      reason: 'bad-secret',
    })
  })
})

describe('a Studio secret that cannot be checked', () => {
  const secret = 'minted-and-private'
  let failing: Server
  let failingOrigin: string

  beforeAll(async () => {
    failing = createServer((_req, res) => {
      res.statusCode = 500
      res.end('{"error":"boom"}')
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    failingOrigin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())))

  const hostedOn = (apiHost: string) =>
    parseEnv({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_READ_TOKEN: 'sk-read',
      SANITY_PREVIEW_SECRET: 'shared-secret',
      SANITY_API_HOST: apiHost,
    })

  it('is refused as unavailable (no wrong guess), logged without the secret or the URL that carried it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const apiHost of [failingOrigin, await unusedOrigin()]) {
        const access = await checkPreviewAccess(
          url(`sanity-preview-secret=${secret}&sanity-preview-pathname=/about`),
          hostedOn(apiHost),
        )
        expect(access).toEqual({ granted: false, reason: 'unavailable' })
      }
      const printed = logged.mock.calls.flat().map(String).join('\n')
      expect(logged).toHaveBeenCalledTimes(2)
      expect(printed).toContain('Could not check a Studio preview secret')
      expect(printed).not.toContain(secret)
      expect(printed).not.toContain('sk-read')
      expect(printed).not.toMatch(/https?:\/\//)
    } finally {
      logged.mockRestore()
    }
  })

  it('does not excuse a wrong shared secret sent beside it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const access = await checkPreviewAccess(
        url(`secret=a-guess&sanity-preview-secret=${secret}`),
        hostedOn(failingOrigin),
      )
      expect(access).toEqual({ granted: false, reason: 'bad-secret' })
    } finally {
      logged.mockRestore()
    }
  })
})

/** An address nothing listens on: a port the system handed out and then took back. */
async function unusedOrigin() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
