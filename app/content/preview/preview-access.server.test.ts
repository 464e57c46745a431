import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/server/env.server'
import { checkPreviewAccess, safeRedirect } from './preview-access.server'

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
          private: known ? { _id: 'sanity-preview-url-secret.abc', _updatedAt: new Date().toISOString(), secret: MINTED, studioUrl: 'https://studio.example' } : null,
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
    expect(await checkPreviewAccess(url('secret=shared-secret&redirect=/about?x=1'), embedded)).toEqual({ granted: true, redirectTo: '/about?x=1' })
  })

  it('refuses a wrong, empty or missing secret', async () => {
    for (const query of ['secret=shared-secreT', 'secret=', 'redirect=/about', 'secret=shared-secret-and-more']) {
      expect(await checkPreviewAccess(url(query), embedded)).toEqual({ granted: false, reason: 'bad-secret' })
    }
  })

  it('says preview is not set up when the site has neither a shared secret nor a read token', async () => {
    expect(await checkPreviewAccess(url('secret=anything'), parseEnv({}))).toEqual({ granted: false, reason: 'not-configured' })
  })

  it('checks a secret minted by the Studio against the dataset, with the read token', async () => {
    const hosted = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_READ_TOKEN: 'sk-read', SANITY_API_HOST: origin })
    seenTokens.length = 0
    expect(await checkPreviewAccess(url(`sanity-preview-secret=${MINTED}&sanity-preview-pathname=/itinerary/gold-package`), hosted)).toEqual({
      granted: true,
      redirectTo: '/itinerary/gold-package',
    })
    expect(seenTokens).toEqual(['Bearer sk-read'])
    expect(await checkPreviewAccess(url('sanity-preview-secret=made-up&sanity-preview-pathname=/'), hosted)).toEqual({ granted: false, reason: 'bad-secret' })
  })
})

describe('safeRedirect', () => {
  it('keeps paths on this site and replaces anything else with the home page', () => {
    expect(safeRedirect('/itinerary/gold-package?day=2#top')).toBe('/itinerary/gold-package?day=2#top')
    for (const unsafe of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirect(unsafe)).toBe('/')
    }
  })
})
