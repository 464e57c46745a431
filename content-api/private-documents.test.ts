// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// Enquiries and proposals are private (issue 44, decision 062): the local Content API, like Sanity, serves a
// document under a path (`enquiry.<uuid>`, `proposal.<uuid>`, and a proposal's draft) only to a caller with a token.
// No anonymous read reaches one, by any perspective, query, id, path, the doc endpoint or a listener; the token does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'

const ENQUIRY = 'enquiry.0b7c5a86-5a0f-4f3e-9d52-5f1f1c0e9a01'
const PROPOSAL = 'proposal.7d7f1f6e-2f3a-4c55-8a57-0c3d2b4f6e02'
const PROPOSAL_DRAFT = `drafts.${PROPOSAL}`
// A hold (issue 45) names its proposal; its departure's public ledger names nobody, and stays readable.
const HOLD = 'hold.7d7f1f6e-2f3a-4c55-8a57-0c3d2b4f6e02'
const LEDGER = 'places-item-gold-dep-02'
const PRIVATE = [ENQUIRY, PROPOSAL, PROPOSAL_DRAFT, HOLD]
const SECRET = 'amina.private@example.com'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
  await lake.client
    .transaction()
    .create({ _id: ENQUIRY, _type: 'enquiry', status: 'new', email: SECRET, message: 'Gold in March' })
    .create({ _id: PROPOSAL, _type: 'proposal', status: 'sent', token: 't'.repeat(43), traveller: { email: SECRET } })
    .create({ _id: PROPOSAL_DRAFT, _type: 'proposal', status: 'sent', traveller: { email: SECRET } })
    .create({ _id: HOLD, _type: 'hold', state: 'held', places: 2, proposal: { _type: 'reference', _ref: PROPOSAL } })
    .create({ _id: LEDGER, _type: 'departurePlaces', departureKey: 'dep-02', claims: [{ _key: 'k', places: 2 }] })
    .commit()
})
afterAll(() => lake.dispose())

const PERSPECTIVES = ['raw', 'published', 'drafts'] as const

const QUERIES = [
  '*[_type in ["enquiry", "proposal", "hold"]]._id',
  '*._id',
  '*[email == $secret || traveller.email == $secret]._id',
  `*[_id in ${JSON.stringify(PRIVATE)}]._id`,
  '*[_id in path("enquiry.*") || _id in path("proposal.*") || _id in path("drafts.**")]._id',
  '*[_id in path("**")]._id',
]

/** Every private id a query returned, looking through whatever shape the result has. */
const privateIn = (result: unknown) => PRIVATE.filter((id) => JSON.stringify(result).includes(id))

describe('a private document', () => {
  it('is never returned to an anonymous query, in any perspective or by any filter', async () => {
    for (const perspective of PERSPECTIVES)
      for (const query of QUERIES) {
        const result = await lake.anon.fetch(query, { secret: SECRET }, { perspective })
        expect({ perspective, query, found: privateIn(result) }).toEqual({ perspective, query, found: [] })
      }
    // The same reader does see the public documents: the queries read, they just never find a private one.
    expect((await lake.anon.fetch<string[]>('*._id', {}, { perspective: 'raw' })).length).toBeGreaterThan(50)
    expect(await lake.anon.fetch(`*[_id == "${LEDGER}"][0].claims[0].places`)).toBe(2)
    // Nor by GET without any perspective (the API version's default), nor is its address counted.
    const count = encodeURIComponent(`count(*[email == "${SECRET}" || traveller.email == "${SECRET}"])`)
    const url = `${lake.origin}/v2025-02-19/data/query/production?query=${count}`
    expect((await (await fetch(url)).json()).result).toBe(0)
  })

  it('is returned to a caller with the token, published in raw and published views, its draft in raw', async () => {
    const ids = (perspective: 'raw' | 'published') =>
      lake.client.fetch<string[]>('*[_type in ["enquiry", "proposal"]]._id | order(@)', {}, { perspective })
    expect(await ids('raw')).toEqual([PROPOSAL_DRAFT, ENQUIRY, PROPOSAL].sort())
    expect(await ids('published')).toEqual([ENQUIRY, PROPOSAL])
    expect(await lake.client.getDocument(ENQUIRY)).toMatchObject({ email: SECRET })
  })

  it('is omitted from the doc endpoint for anyone without the token, for permission', async () => {
    const path = `${lake.origin}/v2025-02-19/data/doc/production/${PRIVATE.join(',')}`
    const anonymous = await (await fetch(path)).json()
    expect(anonymous.documents).toEqual([])
    expect(anonymous.omitted).toEqual(PRIVATE.map((id) => ({ id, reason: 'permission' })))
    const withToken = await (await fetch(path, { headers: { Authorization: `Bearer ${TEST_TOKEN}` } })).json()
    expect(withToken.documents.map((doc: { _id: string }) => doc._id)).toEqual(PRIVATE)
  })

  it('never reaches an anonymous listener, which hears the public change made after it', async () => {
    const query = '*[_type in ["enquiry", "proposal", "faq"]]'
    const heard = (client: Running['client']) =>
      new Promise<string[]>((resolve, reject) => {
        const ids: string[] = []
        const subscription = client.listen(query, {}, { events: ['welcome', 'mutation'] } as never).subscribe({
          next(event: { type: string; documentId?: string }) {
            if (event.type === 'welcome') void writeOnceBothListen()
            if (event.type !== 'mutation' || !event.documentId) return
            ids.push(event.documentId)
            // The public faq is written last: once it is heard, everything before it has been, or never will be.
            if (event.documentId === 'faq-listened') {
              subscription.unsubscribe()
              resolve(ids)
            }
          },
          error: reject,
        })
      })
    let welcomed = 0
    const writeOnceBothListen = async () => {
      welcomed += 1
      if (welcomed < 2) return
      await lake.client
        .transaction()
        .patch(ENQUIRY, (patch) => patch.set({ status: 'answered' }))
        .patch(PROPOSAL, (patch) => patch.set({ status: 'viewed' }))
        .createOrReplace({ _id: 'drafts.proposal.listened', _type: 'proposal', status: 'draft' })
        .commit()
      await lake.client.createOrReplace({ _id: 'faq-listened', _type: 'faq', question: 'Heard?' })
    }
    const [anonymous, editor] = await Promise.all([heard(lake.anon), heard(lake.client)])
    expect(anonymous).toEqual(['faq-listened'])
    expect(editor).toEqual([ENQUIRY, PROPOSAL, 'drafts.proposal.listened', 'faq-listened'])
  })
})
