import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import { handlePublishWebhook, isAffected, parsePublishNotice } from './publish-webhook.server'
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
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, timestamp, secret) },
    body,
  })
}

describe('the publish webhook', () => {
  it('with a valid signature, evicts the entries showing the published document and keeps the rest', async () => {
    const cache = await warmCache()
    const outcome = await handlePublishWebhook(await signedRequest(JSON.stringify({ _id: 'team-amani', _type: 'teamMember' })), SECRET, cache)
    expect(outcome).toEqual({ status: 200, body: { evicted: 1, ids: ['team-amani'], types: ['teamMember'] } })
    expect((await cache.get(keyOf(ABOUT_PAGE_QUERY), async () => 'reloaded')).value).toBe('reloaded')
    expect((await cache.get(keyOf(LEGAL_PAGE_QUERY, { kind: 'terms' }), async () => 'reloaded')).value).toEqual({ title: 'Terms' })
  })

  it('refuses a payload signed with another secret, and evicts nothing', async () => {
    const cache = await warmCache()
    const outcome = await handlePublishWebhook(await signedRequest('{"_id":"team-amani","_type":"teamMember"}', { secret: 'not-the-secret' }), SECRET, cache)
    expect(outcome.status).toBe(401)
    expect(cache.size).toBe(3)
  })

  it('refuses a body changed after signing, a missing signature and a malformed one', async () => {
    const cache = await warmCache()
    const signed = await signedRequest('{"_id":"team-amani","_type":"teamMember"}')
    const tampered = new Request(signed.url, { method: 'POST', headers: signed.headers, body: '{"_id":"legal-terms","_type":"legalPage"}' })
    expect((await handlePublishWebhook(tampered, SECRET, cache)).status).toBe(401)
    const unsigned = new Request(signed.url, { method: 'POST', body: '{"_id":"team-amani"}' })
    expect((await handlePublishWebhook(unsigned, SECRET, cache)).status).toBe(401)
    const garbled = new Request(signed.url, { method: 'POST', headers: { [SIGNATURE_HEADER_NAME]: 'nonsense' }, body: '{"_id":"team-amani"}' })
    expect((await handlePublishWebhook(garbled, SECRET, cache)).status).toBe(401)
    expect(cache.size).toBe(3)
  })

  it('answers 404 when no webhook secret is configured, and 400 for a signed payload naming no document', async () => {
    const cache = await warmCache()
    expect((await handlePublishWebhook(await signedRequest('{"_id":"x"}'), undefined, cache)).status).toBe(404)
    expect((await handlePublishWebhook(await signedRequest('[1,2]'), SECRET, cache)).status).toBe(400)
    expect((await handlePublishWebhook(await signedRequest('not json'), SECRET, cache)).status).toBe(400)
  })
})

describe('which cache entries a change affects', () => {
  it('a new document of a type affects every query that lists that type', () => {
    const notice = parsePublishNotice({ _id: 'team-new', _type: 'teamMember' })!
    expect(isAffected(notice, keyOf(ABOUT_PAGE_QUERY), { team: [] })).toBe(true)
    expect(isAffected(notice, keyOf(LEGAL_PAGE_QUERY, { kind: 'terms' }), {})).toBe(false)
  })

  it('a document reached through a reference affects the entries whose result holds it', () => {
    const notice = parsePublishNotice({ _id: 'drafts.story-golf', _type: 'storyCard' })!
    expect(notice.ids).toEqual(['story-golf'])
    expect(isAffected(notice, keyOf(HOME_PAGE_QUERY), { layout: { sections: [{ card: { _id: 'story-golf' } }] } })).toBe(true)
    expect(isAffected(notice, keyOf(HOME_PAGE_QUERY), { layout: { sections: [{ card: { _id: 'story-golfing' } }] } })).toBe(false)
  })
})
