import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import { COUNTING_CHUNK as CHUNK, countingBody } from '../../tests/support/counting-body'
import {
  evictPublished,
  expectedSignature,
  handlePublishWebhook,
  isAffected,
  MAX_BODY_BYTES,
  parsePublishNotice,
  parseSignatureHeader,
  SIGNATURE_HEADER,
  sameSignature,
} from './publish-webhook.server'
import { ABOUT_PAGE_QUERY, HOME_PAGE_QUERY, LEGAL_PAGE_QUERY } from './queries'
import { createSwrCache } from './swr-cache.server'

const SECRET = 'webhook-test-secret'
const keyOf = (query: string, params: Record<string, unknown> = {}) => JSON.stringify([query, params])

/** A cache as the site would hold it after visitors opened About, Terms and the home page. */
async function warmCache() {
  const cache = createSwrCache({ ttlMs: 60_000 })
  await cache.get(keyOf(ABOUT_PAGE_QUERY), async () => ({ team: [{ _id: 'team-amani' }] }))
  await cache.get(keyOf(LEGAL_PAGE_QUERY, { kind: 'terms' }), async () => ({ title: 'Terms' }))
  await cache.get(keyOf(HOME_PAGE_QUERY), async () => ({ layout: { sections: [{ card: { _id: 'story-golf' } }] } }))
  return cache
}

async function signedRequest(body: string, { secret = SECRET, timestamp = Date.now() } = {}) {
  return new Request('http://site.test/api/sanity-webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret),
    },
    body,
  })
}

function streamingRequest(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/sanity-webhook', {
    method: 'POST',
    headers,
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

const NOTICE = '{"_id":"team-amani","_type":"teamMember"}'

/** The webhook as the route answers it: checked, then what it names evicted from `cache`, with the count. */
async function webhook(
  request: Request,
  secret: string | undefined,
  cache: Parameters<typeof evictPublished>[0],
  options?: Parameters<typeof handlePublishWebhook>[2],
) {
  const outcome = await handlePublishWebhook(request, secret, options)
  if (!outcome.notice) return outcome
  return { ...outcome, body: { evicted: evictPublished(cache, outcome.notice), ...outcome.body } }
}

describe('the publish webhook', () => {
  it('with a valid signature, evicts the entries showing the published document and keeps the rest', async () => {
    const cache = await warmCache()
    const outcome = await webhook(
      await signedRequest(JSON.stringify({ _id: 'team-amani', _type: 'teamMember' })),
      SECRET,
      cache,
    )
    expect(outcome).toEqual({
      status: 200,
      body: { evicted: 1, ids: ['team-amani'], types: ['teamMember'] },
      notice: { ids: ['team-amani'], types: ['teamMember'] },
    })
    expect((await cache.get(keyOf(ABOUT_PAGE_QUERY), async () => 'reloaded')).value).toBe('reloaded')
    expect((await cache.get(keyOf(LEGAL_PAGE_QUERY, { kind: 'terms' }), async () => 'reloaded')).value).toEqual({
      title: 'Terms',
    })
  })

  it('refuses a payload signed with another secret, and evicts nothing', async () => {
    const cache = await warmCache()
    const outcome = await webhook(
      await signedRequest('{"_id":"team-amani","_type":"teamMember"}', { secret: 'not-the-secret' }),
      SECRET,
      cache,
    )
    expect(outcome.status).toBe(401)
    expect(cache.size).toBe(3)
  })

  it('refuses a body changed after signing, a missing signature and a malformed one', async () => {
    const cache = await warmCache()
    const signed = await signedRequest('{"_id":"team-amani","_type":"teamMember"}')
    const tampered = new Request(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: '{"_id":"legal-terms","_type":"legalPage"}',
    })
    expect((await webhook(tampered, SECRET, cache)).status).toBe(401)
    const unsigned = new Request(signed.url, { method: 'POST', body: '{"_id":"team-amani"}' })
    expect((await webhook(unsigned, SECRET, cache)).status).toBe(401)
    const garbled = new Request(signed.url, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: 'nonsense' },
      body: '{"_id":"team-amani"}',
    })
    expect((await webhook(garbled, SECRET, cache)).status).toBe(401)
    expect(cache.size).toBe(3)
  })

  it('refuses an unsigned 50 MB chunked body with 401 before reading it', async () => {
    const cache = await warmCache()
    const { stream, counter } = countingBody(50 * 1024 * 1024)
    const outcome = await webhook(streamingRequest(stream), SECRET, cache)
    expect(outcome.status).toBe(401)
    expect(counter.pulled).toBeLessThanOrEqual(4 * 1024)
    expect(cache.size).toBe(3)
  })

  it('refuses malformed signature headers with 401, whatever the body', async () => {
    const cache = await warmCache()
    const valid = (await signedRequest(NOTICE)).headers.get(SIGNATURE_HEADER)!
    const [stamp, signature] = valid.split(',') as [string, string]
    const malformed = [
      '',
      'nonsense',
      stamp,
      signature,
      `${signature},${stamp}`,
      `t=,${signature}`,
      `t=abc,${signature}`,
      `${stamp},v0=${signature.slice(3)}`,
      `${stamp},v1=${signature.slice(3, -1)}`,
      `${stamp},v1=${signature.slice(3)}A`,
      `${stamp},v1=${signature.slice(3, -1)}+`,
      `${stamp},v1=${signature.slice(3)}=`,
      `${valid}, ${valid}`,
    ]
    for (const header of malformed) {
      const { stream, counter } = countingBody(1024 * 1024)
      const outcome = await webhook(streamingRequest(stream, { [SIGNATURE_HEADER]: header }), SECRET, cache)
      expect({ header, status: outcome.status, pulled: counter.pulled }).toEqual({ header, status: 401, pulled: 0 })
    }
    expect(parseSignatureHeader(valid)).not.toBeNull()
    expect(cache.size).toBe(3)
  })

  it('refuses a correctly signed notice made 6 minutes ago as stale', async () => {
    const cache = await warmCache()
    const now = Date.now()
    const outcome = await webhook(await signedRequest(NOTICE, { timestamp: now - 6 * 60_000 }), SECRET, cache, {
      now: () => now,
    })
    expect(outcome.status).toBe(401)
    expect(outcome.body.error).toMatch(/stale/i)
    expect(cache.size).toBe(3)
  })

  it('refuses a correctly signed notice stamped in 2021, and one stamped more than a minute ahead', async () => {
    const cache = await warmCache()
    const now = Date.parse('2025-03-01T09:00:00Z')
    const old = await signedRequest(NOTICE, { timestamp: Date.parse('2021-06-01T00:00:00Z') })
    expect((await webhook(old, SECRET, cache, { now: () => now })).status).toBe(401)
    const ahead = await webhook(await signedRequest(NOTICE, { timestamp: now + 2 * 60_000 }), SECRET, cache, {
      now: () => now,
    })
    expect(ahead.status).toBe(401)
    expect(ahead.body.error).toMatch(/future/i)
    expect(cache.size).toBe(3)
  })

  it('accepts a signature within the window: 4 minutes old, or a few seconds ahead of our clock', async () => {
    const now = Date.now()
    for (const timestamp of [now - 4 * 60_000, now + 30_000]) {
      const cache = await warmCache()
      const outcome = await webhook(await signedRequest(NOTICE, { timestamp }), SECRET, cache, { now: () => now })
      expect(outcome).toEqual({
        status: 200,
        body: { evicted: 1, ids: ['team-amani'], types: ['teamMember'] },
        notice: { ids: ['team-amani'], types: ['teamMember'] },
      })
    }
  })

  it('refuses a wrong signature of the right length with 401', async () => {
    const cache = await warmCache()
    const valid = (await signedRequest(NOTICE)).headers.get(SIGNATURE_HEADER)!
    const at = valid.indexOf('v1=') + 10
    const forged = valid.slice(0, at) + (valid[at] === 'Q' ? 'R' : 'Q') + valid.slice(at + 1)
    expect(forged.length).toBe(valid.length)
    const wrong = new Request('http://site.test/api/sanity-webhook', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: forged },
      body: NOTICE,
    })
    const outcome = await webhook(wrong, SECRET, cache)
    expect(outcome.status).toBe(401)
    expect(outcome.body.error).toMatch(/signature/i)
    expect(cache.size).toBe(3)
  })

  it('compares signatures of different lengths as unequal without throwing', () => {
    expect(sameSignature('abc', 'abc')).toBe(true)
    expect(sameSignature('abc', 'abd')).toBe(false)
    expect(sameSignature('abc', 'abcd')).toBe(false)
    expect(sameSignature('abc', '')).toBe(false)
  })

  it('refuses a signed body over the cap with 413, chunked or declared, and stops reading at the cap', async () => {
    const cache = await warmCache()
    const size = MAX_BODY_BYTES + 200 * 1024
    const header = await encodeSignatureHeader(' '.repeat(size), Date.now(), SECRET)
    const { stream, counter } = countingBody(size)
    const chunked = await webhook(streamingRequest(stream, { [SIGNATURE_HEADER]: header }), SECRET, cache)
    expect(chunked.status).toBe(413)
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK)
    const declared = countingBody(size)
    const sized = await webhook(
      streamingRequest(declared.stream, { [SIGNATURE_HEADER]: header, 'Content-Length': String(size) }),
      SECRET,
      cache,
    )
    expect(sized.status).toBe(413)
    expect(declared.counter.pulled).toBe(0)
    expect(cache.size).toBe(3)
  })

  it('accepts a signed notice delivered in chunks that split multi-byte characters', async () => {
    const cache = await warmCache()
    const body = JSON.stringify({
      _id: 'team-amani',
      _type: 'teamMember',
      bio: 'Ngorongoro — tee at dawn ⛳ '.repeat(2000),
    })
    const bytes = new TextEncoder().encode(body)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.byteLength; at += 1000) controller.enqueue(bytes.slice(at, at + 1000))
        controller.close()
      },
    })
    const outcome = await webhook(
      streamingRequest(stream, { [SIGNATURE_HEADER]: await encodeSignatureHeader(body, Date.now(), SECRET) }),
      SECRET,
      cache,
    )
    expect(outcome).toEqual({
      status: 200,
      body: { evicted: 1, ids: ['team-amani'], types: ['teamMember'] },
      notice: { ids: ['team-amani'], types: ['teamMember'] },
    })
  })

  it('answers 405 to anything but a POST, before looking at the signature', async () => {
    const cache = await warmCache()
    const outcome = await webhook(new Request('http://site.test/api/sanity-webhook'), SECRET, cache)
    expect(outcome.status).toBe(405)
  })

  it('answers 404 when no webhook secret is configured, and 400 for a signed payload naming no document', async () => {
    const cache = await warmCache()
    expect((await webhook(await signedRequest('{"_id":"x"}'), undefined, cache)).status).toBe(404)
    expect((await webhook(await signedRequest('[1,2]'), SECRET, cache)).status).toBe(400)
    expect((await webhook(await signedRequest('not json'), SECRET, cache)).status).toBe(400)
    // Signed over bytes that are not UTF-8 at all, as Sanity would sign them: a 400, not a crash.
    const stamp = String(Date.now())
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])
    const binary = new Request('http://site.test/api/sanity-webhook', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: `t=${stamp},v1=${expectedSignature(SECRET, stamp, bytes)}` },
      body: bytes,
    })
    expect((await webhook(binary, SECRET, cache)).status).toBe(400)
    expect(cache.size).toBe(3)
  })
})

describe('which cache entries a change affects', () => {
  it('a change to Arabic values alone affects only what was read for the Arabic edition', () => {
    const before = { _id: 'item-dubai', _type: 'catalogueItem', price: 1500, name: { en: 'Dubai', ar: 'دبي' } }
    const arabicOnly = parsePublishNotice({
      ...before,
      before,
      after: { ...before, name: { en: 'Dubai', ar: 'دبي!' } },
    })!
    expect(arabicOnly.languages).toEqual(['ar'])
    const query = '*[_type == "catalogueItem"]{ "name": coalesce(name[$lang], name.en) }'
    expect(isAffected(arabicOnly, keyOf(query, { lang: 'ar' }), [])).toBe(true)
    expect(isAffected(arabicOnly, keyOf(query, { lang: 'en' }), [])).toBe(false)
    // A query that reads no translated field is the same for every edition, and unchanged.
    expect(isAffected(arabicOnly, keyOf('*[_type == "catalogueItem"]{ price }'), [])).toBe(false)

    const priced = parsePublishNotice({ ...before, before, after: { ...before, price: 1600 } })!
    expect(priced.languages).toBeUndefined()
    expect(isAffected(priced, keyOf(query, { lang: 'en' }), [])).toBe(true)
    expect(isAffected(priced, keyOf('*[_type == "catalogueItem"]{ price }'), [])).toBe(true)
  })

  it('a new document of a type affects every query that lists that type', () => {
    const notice = parsePublishNotice({ _id: 'team-new', _type: 'teamMember' })!
    expect(isAffected(notice, keyOf(ABOUT_PAGE_QUERY), { team: [] })).toBe(true)
    expect(isAffected(notice, keyOf(LEGAL_PAGE_QUERY, { kind: 'terms' }), {})).toBe(false)
  })

  it('a document reached through a reference affects the entries whose result holds it', () => {
    const notice = parsePublishNotice({ _id: 'drafts.story-golf', _type: 'storyCard' })!
    expect(notice.ids).toEqual(['story-golf'])
    expect(
      isAffected(notice, keyOf(HOME_PAGE_QUERY), { layout: { sections: [{ card: { _id: 'story-golf' } }] } }),
    ).toBe(true)
    expect(
      isAffected(notice, keyOf(HOME_PAGE_QUERY), { layout: { sections: [{ card: { _id: 'story-golfing' } }] } }),
    ).toBe(false)
  })

  // Each case the webhook's own substring match and the page tags' regular expression caught, and more.
  it('a changed type affects a query naming it with any spacing, in an `in` list, single quotes or parameter', () => {
    const notice = parsePublishNotice({ _id: 'hotel-new', _type: 'hotel' })!
    for (const [query, params] of [
      ['*[_type == "hotel"]', {}],
      ['*[_type=="hotel"]', {}],
      ['*[_type in ["circuit", "hotel"]]', {}],
      ["*[_type == 'hotel']", {}],
      ['*[_type == $type]', { type: 'hotel' }],
      ['*[_type in $types]', { types: ['hotel'] }],
      ['{ "x": *[_type == "page"][0]{ "stays": *[_type == "hotel"]{ name } } }', {}],
    ] as const)
      expect(isAffected(notice, keyOf(query, params), {}), query).toBe(true)
    expect(isAffected(notice, keyOf('*[_type == "hotels"]'), {})).toBe(false)
    expect(isAffected(notice, keyOf('*[_type == $type]', { type: 'circuit' }), {})).toBe(false)
  })

  it('a changed document affects entries holding it as _id or _ref at any depth, or whose query picks its _id', () => {
    const notice = parsePublishNotice({ ids: ['office-01', 'drafts.footer'] })!
    expect(isAffected(notice, keyOf('*[_type == "teamMember"]'), [{ office: { _ref: 'office-01' } }])).toBe(true)
    expect(isAffected(notice, keyOf('*[_type == "teamMember"]'), [[{ deep: [{ _id: 'office-01' }] }]])).toBe(true)
    expect(isAffected(notice, keyOf('*[_id == "footer"][0]{ links }'), { links: [] })).toBe(true)
    expect(isAffected(notice, keyOf('*[_id in $ids]', { ids: ['footer'] }), [])).toBe(true)
    expect(isAffected(notice, keyOf('*[_type == "teamMember"]'), [{ title: 'office-01', _key: 'office-01' }])).toBe(
      false,
    )
  })

  it('a draft id matches its published document whichever side names the draft, and an asset id still counts', () => {
    const relayed = {
      ids: ['drafts.story-golf', 'image-583b9b7abd2c70ef98ba22719bed6063d6d3e273-1200x800-jpg'],
      types: [],
    }
    expect(isAffected(relayed, keyOf('*[_type == "homeLayout"]'), { card: { _id: 'story-golf' } })).toBe(true)
    expect(isAffected(relayed, keyOf('*[_type == "homeLayout"]'), { card: { _id: 'drafts.story-golf' } })).toBe(true)
    expect(
      isAffected({ ids: ['story-golf'], types: [] }, keyOf('*[_type == "homeLayout"]'), {
        card: { _id: 'drafts.story-golf' },
      }),
    ).toBe(true)
    expect(isAffected(relayed, keyOf('*[_type == "hotel"]'), { photo: { asset: { _ref: relayed.ids[1] } } })).toBe(true)
  })
})
