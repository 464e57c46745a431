// "Accept and hold my places" (issue 45, decision 067) over a stand-in of the private store: each outcome of the
// accept (held, already, filled with its request, closed), the page after it (held in Nairobi time and the
// traveller's, booked, ended by the site's clock) and a time zone the browser did not send as it should.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { departurePlacesId, holdIdForProposal } from '#shared/holds'
import { fakePrivateStore } from '../../tests/support/fake-private-store'
import { postForm } from '../../tests/support/loader-test'
import { outboxLines as readOutbox } from '../../tests/support/outbox-lines'
import { type ProposalFixture, proposalDocument, proposalUrl } from '../../tests/support/proposal-fixture'
import { SEED } from '../../tests/support/seed-content'
import { newTestClient } from '../../tests/support/test-limits'

vi.mock('~/content/private-store.server', () => import('../../tests/support/fake-private-store'))
vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'proposal-hold-outbox-')), 'outbox.ndjson')
vi.stubEnv('ENQUIRY_OUTBOX', 'on')
vi.stubEnv('ENQUIRY_OUTBOX_FILE', outbox)
// The site's clock, two days on from the machine's: what has ended is read by it, not by the machine's.
const SITE_NOW = '2026-12-01T09:00:00.000Z'
vi.stubEnv('SITE_CLOCK', SITE_NOW)
// The machine's clock stands still (only Date: timers run), so every time the site writes is known exactly.
vi.useFakeTimers({ toFake: ['Date'] })
vi.setSystemTime(new Date('2026-11-29T09:00:00Z'))
const route = await import('./proposal.$token')

type Answer = { data: Record<string, unknown>; init: { status?: number; headers?: Record<string, string> } | null }

const TRIP = 'item-gold'
// 6 March 2027: its balance is due 60 days before, on 5 January.
const DEPARTURE = 'dep-07'
const LEDGER = departurePlacesId(TRIP, DEPARTURE)

let client: string
beforeEach(() => {
  client = newTestClient()
  fakePrivateStore.reset()
  // The Gold trip's 19 December departure with 4 places (the seed's capacity is the site lane's to give).
  const gold = structuredClone(SEED.find((document) => document._id === TRIP)!)
  const departures = gold.departures as { _key: string; places?: number }[]
  for (const departure of departures) if (departure._key === DEPARTURE) departure.places = 4
  fakePrivateStore.put(gold)
})

const dated = (fields: Record<string, unknown> = {}) => {
  const proposal = proposalDocument({
    departure: { trip: { _type: 'reference', _ref: TRIP }, departureKey: DEPARTURE },
    ...fields,
  })
  fakePrivateStore.put(structuredClone(proposal))
  return proposal
}

const accept = (proposal: ProposalFixture, timeZone = 'America/New_York') =>
  postForm(
    route.action,
    proposalUrl(proposal),
    { intent: 'accept', timeZone },
    {
      params: { token: proposal.token },
      client,
    },
  ) as Promise<Answer>

const open = (proposal: ProposalFixture) =>
  route.loader({
    request: new Request(`https://savanna.example${proposalUrl(proposal)}`),
    params: { token: proposal.token },
    context: { clientAddress: client },
  } as unknown as LoaderFunctionArgs) as unknown as Promise<Answer>

const outboxLines = (templateId: string) => readOutbox(outbox, templateId)

const ledgerClaims = () => (fakePrivateStore.get(LEDGER)?.claims ?? []) as { _key: string; places: number }[]

describe('Accept and hold my places', () => {
  it('is what the button offers for a dated departure, with the hold’s length and the deposit it asks', async () => {
    const { data } = await open(dated())
    expect(data).toMatchObject({ holdsPlaces: true, holdHours: 72, hold: null })
    // The Gold trip asks 25 % of USD 10,480, the balance 60 days before 6 March.
    expect(data.deposit).toEqual({ amountUsd: 2620, balanceUsd: 7860, balanceDueDate: '2027-01-05' })
    expect((await open(fakeWritten())).data).toMatchObject({ holdsPlaces: false })
  })

  it('holds the party’s places until 72 hours on, tells both, and the page shows it in both time zones', async () => {
    const proposal = dated()
    const before = outboxLines('places-held').length
    const answer = await accept(proposal)
    expect(answer.data).toMatchObject({
      ok: true,
      message: 'Thank you: your places are held and Omar Al Mansoori has been told.',
    })
    const hold = fakePrivateStore.get(holdIdForProposal(proposal._id))
    expect(hold).toMatchObject({
      state: 'held',
      places: 2,
      expiresAt: '2026-12-04T09:00:00.000Z',
      travellerTimeZone: 'America/New_York',
    })
    expect(ledgerClaims()).toEqual([expect.objectContaining({ places: 2, until: '2026-12-04T09:00:00.000Z' })])
    expect(fakePrivateStore.get(proposal._id)).toMatchObject({ status: 'accepted' })
    // The specialist's one mail names the places; the traveller's says until when, the deposit and how to pay.
    expect(outboxLines('proposal-accepted').at(-1)).toMatchObject({
      proposal_id: proposal._id,
      places_held: '2',
      held_until: '2026-12-04T09:00:00.000Z',
    })
    const [mail, ...more] = outboxLines('places-held').slice(before)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ to_email: 'layla@example.com', language: 'en' })
    expect(mail!.message).toContain('Your places are held until Friday, 4 December 2026 at 12:00, Nairobi time.')
    expect(mail!.message).toContain('That is Friday, 4 December 2026 at 04:00 where you are (Eastern Standard Time).')
    expect(mail!.message).toContain('A deposit of USD 2,620 confirms them')
    expect(mail!.message).toContain('The balance of USD 7,860 is due by 5 January 2027.')
    expect(mail!.message).toContain('IBAN')
    const { data } = await open(proposal)
    expect(data.hold).toEqual({
      standing: 'held',
      expiresAt: '2026-12-04T09:00:00.000Z',
      travellerTimeZone: 'America/New_York',
      until: {
        nairobi: 'Friday, 4 December 2026 at 12:00',
        yours: { time: 'Friday, 4 December 2026 at 04:00', zone: 'Eastern Standard Time' },
      },
    })
  })

  it('holds once for two presses at the same moment, and once more for a third', async () => {
    const proposal = dated()
    const before = outboxLines('places-held').length
    const answers = await Promise.all([accept(proposal), accept(proposal)])
    expect(answers.map((answer) => answer.data.message).sort()).toEqual([
      'Thank you: your places are held and Omar Al Mansoori has been told.',
      'You have already accepted this proposal: nothing more to do.',
    ])
    expect((await accept(proposal)).data.message).toMatch(/already accepted/)
    expect(ledgerClaims()).toHaveLength(1)
    expect(outboxLines('places-held').slice(before)).toHaveLength(1)
  })

  it('answers in Arabic for an Arabic proposal, its mail in Arabic with no English but names and numbers', async () => {
    const proposal = dated({ language: 'ar' })
    const before = outboxLines('places-held').length
    expect((await accept(proposal)).data.message).toBe('شكرًا لكم: أماكنكم محجوزة وأُبلغ عمر المنصوري بذلك.')
    const mail = outboxLines('places-held').slice(before)[0]!
    expect(mail.language).toBe('ar')
    expect(mail.message).toContain('بتوقيت نيروبي')
    const english = (mail.message ?? '')
      .replace(/https?:\S+|Savanna Links Golf & Safari|USD|IBAN|SWIFT|[A-Z0-9]{4}( [A-Z0-9]{4})+/g, '')
      .match(/[A-Za-z]{3,}/g)
    expect(english).toEqual(['Layla', 'EXAMKENA'])
  })
})

describe('when no places can be held', () => {
  it('says the dates have filled, and records the acceptance as a request to the specialist, once', async () => {
    fakePrivateStore.put({
      _id: LEDGER,
      _type: 'departurePlaces',
      trip: { _type: 'reference', _ref: TRIP, _weak: true },
      departureKey: DEPARTURE,
      claims: [{ _key: 'someone-else', places: 3, until: '2026-12-02T09:00:00.000Z' }],
    })
    const proposal = dated()
    const before = outboxLines('contact-enquiry').length
    const filled = 'These dates have just filled; Omar Al Mansoori will suggest others.'
    expect((await accept(proposal)).data).toMatchObject({ ok: true, message: filled })
    expect((await accept(proposal)).data).toMatchObject({ ok: true, message: /already accepted/ })
    // The page says so after the answer too: nothing is held for these dates.
    expect((await open(proposal)).data.hold).toMatchObject({ standing: 'not-held', until: null })
    expect(fakePrivateStore.get(holdIdForProposal(proposal._id))).toBeUndefined()
    expect(ledgerClaims().map((claim) => claim._key)).toEqual(['someone-else'])
    expect(fakePrivateStore.get(proposal._id)).toMatchObject({ status: 'accepted' })
    const requests = fakePrivateStore.ofType('enquiry')
    expect(requests.map((enquiry) => [enquiry.source, (enquiry.proposal as { _ref: string })._ref])).toEqual([
      ['proposal-filled', proposal._id],
    ])
    const mails = outboxLines('contact-enquiry').slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ Email: 'layla@example.com', specialist: 'team-07' })
    expect(mails[0]!.message).toContain('its departure has just filled')
    // No acceptance mail besides the request: the specialist hears of it once.
    expect(outboxLines('proposal-accepted').filter((line) => line.proposal_id === proposal._id)).toEqual([])
  })

  it('says a closed departure is closed, and keeps the request the same way', async () => {
    const gold = structuredClone(fakePrivateStore.get(TRIP)!)
    for (const departure of gold.departures as { _key: string; closed?: boolean }[])
      if (departure._key === DEPARTURE) departure.closed = true
    fakePrivateStore.put(gold)
    const proposal = dated()
    expect((await accept(proposal)).data.message).toBe(
      'This departure is closed; Omar Al Mansoori will suggest other dates.',
    )
    expect(fakePrivateStore.ofType('enquiry').map((enquiry) => enquiry.source)).toEqual(['proposal-filled'])
  })
})

describe('the page after the hold', () => {
  const holdOf = (proposal: ProposalFixture, fields: Record<string, unknown>) =>
    fakePrivateStore.put({
      _id: holdIdForProposal(proposal._id),
      _type: 'hold',
      trip: { _type: 'reference', _ref: TRIP, _weak: true },
      departureKey: DEPARTURE,
      places: 2,
      heldAt: '2026-11-28T09:00:00.000Z',
      ...fields,
    })

  it('reads “Booked” once staff confirmed it', async () => {
    const proposal = dated({ status: 'accepted', acceptedAt: '2026-11-28T09:00:00Z' })
    holdOf(proposal, { state: 'confirmed', expiresAt: '2026-12-01T09:00:00.000Z' })
    expect((await open(proposal)).data.hold).toMatchObject({ standing: 'booked' })
  })

  it('reads a hold past its end by the site’s clock as ended, though its state still says held', async () => {
    const proposal = dated({ status: 'accepted', acceptedAt: '2026-11-28T09:00:00Z' })
    // Still ahead by the machine's clock (29 November), past by the site's (1 December).
    holdOf(proposal, { state: 'held', expiresAt: '2026-11-30T09:00:00.000Z' })
    expect((await open(proposal)).data.hold).toMatchObject({ standing: 'ended' })
  })
})

describe('a time zone that is no time zone', () => {
  it.each([
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['markup', '<script>alert(1)</script>'],
    ['a very long value', 'Europe/'.repeat(40)],
  ])('is ignored when it is %s: the places are held, shown in Nairobi time only', async (_, timeZone) => {
    const proposal = dated()
    const answer = await accept(proposal, timeZone)
    expect([answer.init?.status ?? 200, answer.data.ok]).toEqual([200, true])
    expect(fakePrivateStore.get(holdIdForProposal(proposal._id))).not.toHaveProperty('travellerTimeZone')
    expect((await open(proposal)).data.hold).toMatchObject({ standing: 'held', travellerTimeZone: null })
  })
})

/** A proposal with dates written in, for a trip of the traveller's own: nothing to hold. */
function fakeWritten() {
  const proposal = proposalDocument()
  fakePrivateStore.put(structuredClone(proposal))
  return proposal
}
