// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import http from 'node:http'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlePublishWebhook, parsePublishNotice } from '~/content/publish-webhook.server'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

const SECRET = 'webhook-secret-for-tests'
type Received = { body: string; signature: string }

let lake: Running
let receiver: http.Server
const received: Received[] = []

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers[SIGNATURE_HEADER_NAME] ?? ''),
      })
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const address = receiver.address() as { port: number }
  lake = await startApi({ webhook: { url: `http://127.0.0.1:${address.port}/api/sanity-webhook`, secret: SECRET } })
})
afterAll(async () => {
  await lake.dispose()
  await new Promise((resolve) => receiver.close(resolve))
})

const settle = async (count: number) => {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10))
}
// Time enough for a call that should not come to arrive.
const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('publish webhook', () => {
  it('is not called for draft edits', async () => {
    await lake.client.create({ _id: 'drafts.story-x', _type: 'storyCard', title: 'Draft' })
    await lake.client.patch('drafts.story-x').set({ title: 'Draft 2' }).commit()
    await quietPeriod()
    expect(received).toEqual([])
  })

  it('is called, signed, with the ids and types the site reads, when a document is published', async () => {
    const response = await fetch(`${lake.origin}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_TOKEN}` },
      body: JSON.stringify({
        actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.story-x', publishedId: 'story-x' }],
      }),
    })
    const { transactionId } = await response.json()
    await settle(1)
    expect(received).toHaveLength(1)
    const [call] = received as [Received]
    expect(await isValidSignature(call.body, call.signature, SECRET)).toBe(true)
    expect(await isValidSignature(call.body, call.signature, 'another-secret')).toBe(false)
    const body = JSON.parse(call.body)
    expect(body).toMatchObject({ ids: ['story-x'], types: ['storyCard'], transactionId })
    expect(parsePublishNotice(body)).toEqual({ ids: ['story-x'], types: ['storyCard'] })
    // The site's own handler accepts it as sent.
    const request = new Request('http://127.0.0.1/api/sanity-webhook', {
      method: 'POST',
      headers: { 'sanity-webhook-signature': call.signature },
      body: call.body,
    })
    const outcome = await handlePublishWebhook(request, SECRET)
    expect(outcome.status).toBe(200)
  })

  it('is called for published deletes too', async () => {
    received.length = 0
    await lake.client.delete('story-x')
    await settle(1)
    await quietPeriod()
    expect(received.map((call) => JSON.parse(call.body).ids)).toEqual([['story-x']])
  })

  it('sends the document before and after, so the site can tell a change to the Arabic alone', async () => {
    received.length = 0
    const story = { _id: 'story-y', _type: 'storyCard', title: { en: 'Golf', ar: 'الغولف' } }
    await lake.client.createOrReplace(story)
    await lake.client.patch('story-y').set({ 'title.ar': 'الغولف في كينيا' }).commit()
    await lake.client.patch('story-y').set({ 'title.en': 'Golf in Kenya' }).commit()
    await settle(3)
    const notices = received.map((call) => parsePublishNotice(JSON.parse(call.body)))
    expect(notices).toEqual([
      { ids: ['story-y'], types: ['storyCard'] },
      { ids: ['story-y'], types: ['storyCard'], languages: ['ar'] },
      { ids: ['story-y'], types: ['storyCard'] },
    ])
  })

  it('is called for a departure’s ledger written by a plain mutation, as holds are (decision 068)', async () => {
    received.length = 0
    const ledger = 'places-item-gold-dep-02'
    await lake.client.createIfNotExists({
      _id: ledger,
      _type: 'departurePlaces',
      trip: { _type: 'reference', _ref: 'item-gold', _weak: true },
      departureKey: 'dep-02',
      claims: [],
    })
    const { _rev } = (await lake.client.getDocument(ledger))!
    await lake.client.mutate([
      {
        patch: {
          id: ledger,
          ifRevisionID: _rev,
          insert: { after: 'claims[-1]', items: [{ _key: 'h1', places: 2, until: '2030-01-01T00:00:00.000Z' }] },
        },
      },
    ])
    await settle(2)
    const notices = received.map((call) => parsePublishNotice(JSON.parse(call.body)))
    expect(notices).toEqual([
      { ids: [ledger], types: ['departurePlaces'] },
      { ids: [ledger], types: ['departurePlaces'] },
    ])
  })
})
