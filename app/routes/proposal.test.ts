// A traveller's proposal page (decision 064) over a stand-in of the private store: what a link that names no
// proposal gets (404, then 429), the page's headers, a withdrawn, expired, viewed and accepted proposal, and the two
// answers recorded once however often, or however many at once, they are sent.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { newProposalToken } from '#shared/private-documents'
import { fakePrivateStore } from '../../tests/support/fake-private-store'
import { postForm } from '../../tests/support/loader-test'
import { outboxLines as readOutbox } from '../../tests/support/outbox-lines'
import { type ProposalFixture, proposalDocument, proposalUrl } from '../../tests/support/proposal-fixture'
import { newTestClient } from '../../tests/support/test-limits'

vi.mock('~/content/private-store.server', () => import('../../tests/support/fake-private-store'))
vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'proposal-outbox-')), 'outbox.ndjson')
vi.stubEnv('ENQUIRY_OUTBOX', 'on')
vi.stubEnv('ENQUIRY_OUTBOX_FILE', outbox)
// A small allowance keeps the tests short; the default is tuned in rate-limits.server.ts.
vi.stubEnv('RATE_LIMIT_PROPOSAL_GUESS', '3/900')
const route = await import('./proposal.$token')
const { findProposal, noteFirstView } = await import('~/content/loaders/proposal.server')

type Answer = { data: Record<string, unknown>; init: { status?: number; headers?: Record<string, string> } | null }

let client: string
beforeEach(() => {
  client = newTestClient()
  fakePrivateStore.reset()
})

const open = (url: string, clientAddress = client) =>
  route.loader({
    request: new Request(`https://savanna.example${url}`),
    params: { token: url.split('/').at(-1) },
    context: { clientAddress },
  } as unknown as LoaderFunctionArgs) as unknown as Promise<Answer>

/** What the loader threw (a 404, 429 or redirect), as Remix would answer it. */
const thrownBy = (loading: Promise<unknown>) =>
  loading.then(
    () => expect.unreachable('the loader answered where it should have refused'),
    (error: unknown) => error as Answer & Response,
  )

const stored = (proposal: ProposalFixture) => {
  fakePrivateStore.put(structuredClone(proposal))
  return proposal
}

const answer = (proposal: ProposalFixture, fields: Record<string, string>) =>
  postForm(route.action, proposalUrl(proposal), fields, {
    params: { token: proposal.token },
    client,
  }) as Promise<Answer>

const outboxLines = (templateId: string) => readOutbox(outbox, templateId)

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' }

describe('a link that names no proposal', () => {
  it('is a 404 without a read when it is not a token at all', async () => {
    const refused = await thrownBy(open('/proposal/not-a-token'))
    expect([refused.init?.status, refused.init?.headers]).toEqual([404, PRIVATE])
    expect(fakePrivateStore.stats.reads).toBe(0)
  })

  it('is a 404 for a token no proposal has, or a draft’s, and a burst of them is refused with 429', async () => {
    const draft = stored(proposalDocument({ status: 'draft' }))
    expect((await thrownBy(open(proposalUrl(draft)))).init?.status).toBe(404)
    expect((await thrownBy(open(`/proposal/${newProposalToken()}`))).init?.status).toBe(404)
    expect((await thrownBy(open(`/proposal/${newProposalToken()}`))).init?.status).toBe(404)
    const refused = await thrownBy(open(`/proposal/${newProposalToken()}`))
    expect(refused.init?.status).toBe(429)
    expect(refused.init?.headers?.['Retry-After']).toMatch(/^\d+$/)
    // Once out of guesses, even a right link waits: otherwise guessing would go on unhindered.
    const sent = stored(proposalDocument())
    expect((await thrownBy(open(proposalUrl(sent)))).init?.status).toBe(429)
    // Another client is not held back by this one's guesses.
    expect((await open(proposalUrl(sent), newTestClient())).data).toMatchObject({ standing: 'open' })
  })

  it('sends a proposal opened under the other edition’s prefix to its own edition', async () => {
    const arabic = stored(proposalDocument({ language: 'ar' }))
    const moved = await thrownBy(open(`/proposal/${arabic.token}`))
    expect([moved.status, moved.headers.get('Location')]).toEqual([302, `/ar/proposal/${arabic.token}`])
    expect(moved.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('a sent proposal', () => {
  it('is answered privately: kept by no cache, sent as no referrer, indexed by no crawler', async () => {
    const sent = stored(proposalDocument())
    const page = await open(proposalUrl(sent))
    expect(page.init?.headers).toEqual(PRIVATE)
    const headers = route.headers({
      loaderHeaders: new Headers(page.init?.headers),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
      parentHeaders: new Headers(),
    } as never) as Headers
    expect(Object.fromEntries(headers)).toEqual(Object.fromEntries(new Headers(PRIVATE)))
  })

  it('shows its days as planned, prices and specialist, and nothing of the traveller’s addresses', async () => {
    const sent = stored(proposalDocument())
    const { data } = await open(proposalUrl(sent))
    expect(data).toMatchObject({ standing: 'open', travellerName: 'Layla Hassan', totalUsd: 10480 })
    expect((data.days as { title: string }[]).map((day) => day.title)).toEqual([
      'Day 1: Arrival in Nairobi & Welcome Dinner',
      'Day 2: Karen Country Club & the Giraffe Centre',
      'A private day at Lake Naivasha',
    ])
    expect(data.specialist).toMatchObject({ _id: 'team-07', whatsapp: expect.any(String) })
    expect(JSON.stringify(data)).not.toMatch(/layla@example\.com|0199|_rev/)
    // No PDF engine here (no Chromium): no link to one; the page says to print it instead.
    expect(data.pdfUrl).toBeNull()
  })

  it('takes its dates from the trip’s departure it names, the end from its package’s 11 days', async () => {
    const dated = stored(
      proposalDocument({ departure: { trip: { _type: 'reference', _ref: 'item-gold' }, departureKey: 'dep-02' } }),
    )
    const { data } = await open(proposalUrl(dated))
    expect(data.departure).toMatchObject({ startDate: '2026-12-19', endDate: '2026-12-29', trip: { slug: 'gold' } })
    // Dates written in, for a trip of the traveller's own, are shown as written.
    const written = stored(proposalDocument())
    expect((await open(proposalUrl(written))).data.departure).toMatchObject({
      startDate: '2027-03-04',
      endDate: '2027-03-10',
      trip: null,
    })
  })

  it('becomes viewed on its first opening, once; an accepted one stays accepted', async () => {
    const sent = stored(proposalDocument())
    await open(proposalUrl(sent))
    const viewed = fakePrivateStore.get(sent._id)!
    expect(viewed).toMatchObject({ status: 'viewed', viewedAt: expect.any(String) })
    await open(proposalUrl(sent))
    expect(fakePrivateStore.get(sent._id)!.viewedAt).toBe(viewed.viewedAt)
    const accepted = stored(proposalDocument({ status: 'accepted', acceptedAt: '2026-11-21T10:00:00Z' }))
    expect((await open(proposalUrl(accepted))).data).toMatchObject({ standing: 'accepted' })
    expect(fakePrivateStore.get(accepted._id)!.status).toBe('accepted')
  })

  it('becomes viewed though another write lands between its reading and its writing (the mailer’s)', async () => {
    const sent = stored(proposalDocument())
    const url = `https://savanna.example${proposalUrl(sent)}`
    const found = await findProposal(new Request(url), { clientAddress: client }, sent.token)
    fakePrivateStore.change(sent._id, { emailedAt: '2026-11-29T10:00:00Z' })
    await noteFirstView(found, sent.token)
    expect(fakePrivateStore.get(sent._id)).toMatchObject({ status: 'viewed', emailedAt: '2026-11-29T10:00:00Z' })
  })

  it('shows a withdrawal on the next request, with nothing but who to ask', async () => {
    const sent = stored(proposalDocument())
    expect((await open(proposalUrl(sent))).data).toMatchObject({ standing: 'open' })
    fakePrivateStore.change(sent._id, { status: 'withdrawn', withdrawnAt: '2026-11-22T10:00:00Z' })
    const withdrawn = (await open(proposalUrl(sent))).data
    expect(withdrawn).toMatchObject({ standing: 'withdrawn', days: [], priceLines: [], letter: [], totalUsd: 0 })
    // Not in the page's data either: nothing of the plan or the prices reaches the browser.
    expect(JSON.stringify(withdrawn)).not.toContain(String(sent.totalUsd))
    expect((await answer(sent, { intent: 'accept' })).init?.status).toBe(409)
  })

  it('reads as expired after its valid-until day, refusing Accept and offering a renewal, sent once', async () => {
    const old = stored(proposalDocument({ validUntil: '2026-01-31' }))
    expect((await open(proposalUrl(old))).data).toMatchObject({ standing: 'expired' })
    const refused = await answer(old, { intent: 'accept' })
    expect([refused.init?.status, refused.data.message]).toEqual([
      409,
      'This proposal has expired and can no longer be accepted; ask for it to be renewed.',
    ])
    const before = outboxLines('contact-enquiry').length
    expect((await answer(old, { intent: 'renew' })).data).toMatchObject({ ok: true })
    expect((await answer(old, { intent: 'renew' })).data).toMatchObject({ ok: true })
    const renewals = outboxLines('contact-enquiry').slice(before)
    expect(renewals).toHaveLength(1)
    expect(renewals[0]).toMatchObject({ Email: 'layla@example.com', specialist: 'team-07' })
  })
})

describe('Accept this proposal', () => {
  it('records one acceptance and tells the specialist once, for two presses at the same moment', async () => {
    const sent = stored(proposalDocument())
    const before = outboxLines('proposal-accepted').length
    const [first, second] = await Promise.all([answer(sent, { intent: 'accept' }), answer(sent, { intent: 'accept' })])
    expect([first.data.ok, second.data.ok]).toEqual([true, true])
    expect([first.data.message, second.data.message].sort()).toEqual([
      'Thank you: your acceptance is recorded and Omar Al Mansoori has been told.',
      'You have already accepted this proposal: nothing more to do.',
    ])
    expect(fakePrivateStore.get(sent._id)).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) })
    const mails = outboxLines('proposal-accepted').slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ proposal_id: sent._id, specialist: 'team-07', traveller_name: 'Layla Hassan' })
    expect(first.init?.headers).toMatchObject(PRIVATE)
    // Pressed again later: still once.
    expect((await answer(sent, { intent: 'accept' })).data.message).toMatch(/already accepted/)
    expect(outboxLines('proposal-accepted').slice(before)).toHaveLength(1)
  })

  it('answers in the page’s language', async () => {
    const arabic = stored(proposalDocument({ language: 'ar' }))
    expect((await answer(arabic, { intent: 'accept' })).data.message).toBe(
      'شكرًا لكم: سُجّل قبولكم وأُبلغ عمر المنصوري به.',
    )
  })
})

describe('Ask for changes', () => {
  it('carries a request to the specialist as an enquiry naming the proposal, once for the same words', async () => {
    const sent = stored(proposalDocument())
    const before = outboxLines('contact-enquiry').length
    const words = 'Could we add a night in the Mara?'
    const [first, second] = await Promise.all([
      answer(sent, { intent: 'changes', changes: words }),
      answer(sent, { intent: 'changes', changes: words }),
    ])
    expect([first.data.message, second.data.message].sort()).toEqual([
      'Omar Al Mansoori already has this request: it was not sent twice.',
      'Your request is with Omar Al Mansoori, who will answer you by e-mail.',
    ])
    const other = await answer(sent, { intent: 'changes', changes: 'And a round at Vipingo.' })
    expect(other.data.ok).toBe(true)
    const sentLines = outboxLines('contact-enquiry').slice(before)
    expect(sentLines.map((line) => line.message)).toEqual([
      `Changes asked for the proposal “${sent.title}”:\n\n${words}`,
      `Changes asked for the proposal “${sent.title}”:\n\nAnd a round at Vipingo.`,
    ])
    // Each is also kept for the Studio as an enquiry about the proposal (decision 062).
    expect(
      fakePrivateStore
        .ofType('enquiry')
        .map((enquiry) => [enquiry.source, (enquiry.proposal as { _ref: string })._ref]),
    ).toEqual([
      ['proposal-changes', sent._id],
      ['proposal-changes', sent._id],
    ])
  })

  it('keeps what was typed when the request is refused', async () => {
    const sent = stored(proposalDocument())
    const blank = await answer(sent, { intent: 'changes', changes: '   ' })
    expect([blank.init?.status, blank.data]).toMatchObject([
      400,
      { ok: false, fieldProblems: { changes: 'Write what you would like changed.' }, values: { changes: '   ' } },
    ])
  })
})
