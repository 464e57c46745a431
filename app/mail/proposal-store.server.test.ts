// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../../tests/support/content-api'
import type { TravellerMail } from './proposal-mail.server'
import { startProposalMailer } from './proposal-mailer.server'
import { privateMailerStore } from './proposal-store.server'

/** The mailer through the real local Content API: its query, its claim with ifRevisionID, and its listener. */

let running: Running
beforeAll(async () => {
  running = await startApi()
})
afterAll(async () => {
  await running?.dispose()
})

const sentProposal = (id: string, email: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'proposal',
  status: 'sent',
  token: id.slice(-8).padStart(43, 'x'),
  language: 'en',
  title: 'Gold in Kenya',
  traveller: { firstName: 'Ada', email },
  specialist: { _type: 'reference', _ref: 'team-07' },
  ...fields,
})

/** A sender that hands each mail to whoever waits for the next one. */
function waitingOutbox() {
  const mails: TravellerMail[] = []
  const waiters: Array<(mail: TravellerMail) => void> = []
  return {
    mails,
    send: async (mail: TravellerMail) => {
      mails.push(mail)
      waiters.shift()?.(mail)
    },
    next: () => new Promise<TravellerMail>((resolve) => waiters.push(resolve)),
  }
}

describe('the proposal mailer on the local Content API', () => {
  it('mails a published sent proposal, marks it e-mailed, and mails one sent later when told', async () => {
    const client = running.clientFor(TEST_TOKEN)
    await client
      .transaction()
      .create(sentProposal('proposal.0000-first', 'first@example.com'))
      // Neither a draft, nor a proposal already e-mailed, nor a draft proposal is mailed.
      .create(sentProposal('drafts.proposal.0000-draft', 'draft@example.com'))
      .create(sentProposal('proposal.0000-done', 'done@example.com', { emailedAt: '2026-11-01T00:00:00Z' }))
      .create(sentProposal('proposal.0000-unsent', 'unsent@example.com', { status: 'draft' }))
      .commit()
    const outbox = waitingOutbox()
    const firstMail = outbox.next()
    const quiet = { log: () => {}, error: () => {} }
    const mailer = startProposalMailer({
      store: privateMailerStore(client),
      send: outbox.send,
      origin: 'http://127.0.0.1:1',
      log: quiet,
    })
    try {
      expect((await firstMail).to).toBe('first@example.com')
      expect(await client.fetch('*[_id == "proposal.0000-first"][0].emailedAt')).toEqual(expect.any(String))
      expect((await firstMail).message).toContain('Omar Al Mansoori has written a proposal')

      const laterMail = outbox.next()
      await client.create(sentProposal('proposal.0000-later', 'later@example.com'))
      expect((await laterMail).to).toBe('later@example.com')
      await mailer.drain()
      expect(outbox.mails.map((mail) => mail.to)).toEqual(['first@example.com', 'later@example.com'])
    } finally {
      await mailer.stop()
    }
  })

  it('refuses a claim on a revision another process changed first', async () => {
    const client = running.clientFor(TEST_TOKEN)
    await client.create(sentProposal('proposal.0000-raced', 'raced@example.com'))
    const store = privateMailerStore(client)
    const [read] = (await store.pending()).filter((item) => item._id === 'proposal.0000-raced')
    expect(read).toBeDefined()
    await client.patch('proposal.0000-raced').set({ title: 'Changed meanwhile' }).commit()
    expect(await store.claim(read!)).toBe(false)
    const [again] = (await store.pending()).filter((item) => item._id === 'proposal.0000-raced')
    expect(await store.claim(again!)).toBe(true)
    await store.release(again!)
    expect(await client.fetch('defined(*[_id == "proposal.0000-raced"][0].emailedAt)')).toBe(false)
  })
})
