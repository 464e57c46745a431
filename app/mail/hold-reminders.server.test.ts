// The reminder 24 hours before a hold ends (decision 067), over the private store's stand-in: sent once though two
// workers' passes run at once, in the proposal's language, never for a hold further off, booked or reminded.
import { beforeEach, describe, expect, it } from 'vitest'
import { fakePrivateStore, privateClient } from '../../tests/support/fake-private-store'
import { proposalDocument } from '../../tests/support/proposal-fixture'
import { sendHoldReminders } from './hold-reminders.server'
import type { TravellerMail } from './proposal-mail.server'

const NOW = new Date('2026-12-01T09:00:00.000Z')

beforeEach(() => fakePrivateStore.reset())

function heldFor(fields: Record<string, unknown>, proposalFields: Record<string, unknown> = {}) {
  const proposal = proposalDocument({
    status: 'accepted',
    departure: { trip: { _type: 'reference', _ref: 'item-gold' }, departureKey: 'dep-07' },
    ...proposalFields,
  })
  fakePrivateStore.put(proposal)
  const id = `hold.${proposal._id.slice('proposal.'.length)}`
  fakePrivateStore.put({
    _id: id,
    _type: 'hold',
    state: 'held',
    trip: { _type: 'reference', _ref: 'item-gold', _weak: true },
    departureKey: 'dep-07',
    proposal: { _type: 'reference', _ref: proposal._id, _weak: true },
    places: 2,
    heldAt: '2026-11-29T10:00:00.000Z',
    expiresAt: '2026-12-02T08:00:00.000Z',
    ...fields,
  })
  return id
}

const worker = (outbox: TravellerMail[]) =>
  sendHoldReminders({
    client: privateClient() as never,
    now: NOW,
    send: async (mail) => void outbox.push(mail),
    origin: 'https://savanna.example',
    log: { log: () => {}, error: () => {} },
  })

describe('the hold reminder', () => {
  it('goes once, though two workers look at the same moment', async () => {
    const id = heldFor({})
    const outbox: TravellerMail[] = []
    expect((await Promise.all([worker(outbox), worker(outbox)])).sort()).toEqual([0, 1])
    expect(outbox).toHaveLength(1)
    expect(outbox[0]).toMatchObject({ to: 'layla@example.com', subject: expect.stringContaining('ends in a day') })
    expect(outbox[0]!.message).toContain('ends at Wednesday, 2 December 2026 at 11:00, Nairobi time')
    expect(outbox[0]!.message).toContain('A deposit of USD 2,620')
    expect(fakePrivateStore.get(id)).toMatchObject({ reminderSentAt: NOW.toISOString() })
    // A later pass finds it reminded.
    expect(await worker(outbox)).toBe(0)
  })

  it('is in the proposal’s language', async () => {
    heldFor({}, { language: 'ar' })
    const outbox: TravellerMail[] = []
    await worker(outbox)
    expect(outbox[0]).toMatchObject({ language: 'ar', link: expect.stringContaining('/ar/proposal/') })
    expect(outbox[0]!.message).toContain('بتوقيت نيروبي')
  })

  it('waits for a hold ending more than a day on, and skips one booked or already ended', async () => {
    heldFor({ expiresAt: '2026-12-02T10:00:00.000Z' })
    heldFor({ state: 'confirmed' })
    heldFor({ expiresAt: '2026-12-01T08:00:00.000Z' })
    const outbox: TravellerMail[] = []
    expect(await worker(outbox)).toBe(0)
  })

  it('takes its claim back when the mail cannot go, so the next pass sends it', async () => {
    const id = heldFor({})
    const failing = await sendHoldReminders({
      client: privateClient() as never,
      now: NOW,
      send: async () => {
        throw new Error('EmailJS answered 503')
      },
      origin: 'https://savanna.example',
      log: { log: () => {}, error: () => {} },
    })
    expect(failing).toBe(0)
    expect(fakePrivateStore.get(id)).not.toHaveProperty('reminderSentAt')
    const outbox: TravellerMail[] = []
    expect(await worker(outbox)).toBe(1)
  })
})
