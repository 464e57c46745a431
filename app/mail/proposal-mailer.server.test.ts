import { describe, expect, it } from 'vitest'
import type { ProposalToMail, TravellerMail } from './proposal-mail.server'
import { type MailerStore, startProposalMailer } from './proposal-mailer.server'

const TOKEN_EN = 'A'.repeat(43)
const TOKEN_AR = 'B'.repeat(43)

const proposal = (id: string, fields: Partial<ProposalToMail> = {}): ProposalToMail => ({
  _id: id,
  _rev: 'r1',
  token: TOKEN_EN,
  language: 'en',
  title: 'Gold in Kenya',
  traveller: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  specialist: { name: 'Omar Al Mansoori', nameForms: { ar: 'عمر المنصوري' } },
  ...fields,
})

/** A store in memory: proposals waiting, those claimed (with `emailedAt`), and who listens for changes. */
function fakeStore(waiting: ProposalToMail[], { claimedElsewhere = new Set<string>() } = {}) {
  const claimed = new Set<string>()
  const released: string[] = []
  const listeners = new Set<() => void>()
  const store: MailerStore = {
    pending: async () => waiting.filter((item) => !claimed.has(item._id)),
    claim: async (item) => {
      if (claimedElsewhere.has(item._id) || claimed.has(item._id)) return false
      claimed.add(item._id)
      return true
    },
    release: async (item) => {
      claimed.delete(item._id)
      released.push(item._id)
    },
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    store,
    claimed,
    released,
    changed: () => {
      for (const listener of listeners) listener()
    },
  }
}

/** A mailer on `store` whose mail goes to an array, and whose errors are kept. */
function mailerOn(store: MailerStore) {
  const outbox: TravellerMail[] = []
  const errors: string[] = []
  const log = { log: () => {}, error: (line: string) => void errors.push(line) }
  const mailer = startProposalMailer({
    store,
    send: async (mail) => void outbox.push(mail),
    origin: 'https://x.test',
    log,
  })
  return { mailer, outbox, errors }
}

describe('the proposal mailer', () => {
  it('mails every proposal waiting when it starts, once, in its language, with its private link', async () => {
    const { store, claimed } = fakeStore([
      proposal('proposal.one'),
      proposal('proposal.two', { token: TOKEN_AR, language: 'ar', traveller: { firstName: 'ليلى', email: 'l@x.ae' } }),
    ])
    const { mailer, outbox } = mailerOn(store)
    await mailer.drain()
    await mailer.drain()
    await mailer.stop()

    expect(outbox.map((mail) => mail.to)).toEqual(['ada@example.com', 'l@x.ae'])
    expect([...claimed]).toEqual(['proposal.one', 'proposal.two'])
    const [english, arabic] = outbox
    expect(english?.link).toBe(`https://x.test/proposal/${TOKEN_EN}`)
    expect(english?.subject).toBe('Your proposal: Gold in Kenya')
    expect(english?.message).toContain('Dear Ada,')
    expect(english?.message).toContain(`Omar Al Mansoori has written a proposal for your journey.`)
    expect(arabic?.link).toBe(`https://x.test/ar/proposal/${TOKEN_AR}`)
    expect(arabic?.language).toBe('ar')
    // The specialist's name as the Arabic pages write it, and the Arabic words around it.
    expect(arabic?.message).toContain('أعدّ عمر المنصوري عرضًا لرحلتك')
    expect(arabic?.message).toContain(arabic?.link)
  })

  it('leaves a proposal another server claimed first to that server', async () => {
    const { store } = fakeStore([proposal('proposal.one'), proposal('proposal.two')], {
      claimedElsewhere: new Set(['proposal.one']),
    })
    const { mailer, outbox } = mailerOn(store)
    await mailer.drain()
    await mailer.stop()
    expect(outbox).toHaveLength(1)
    expect(outbox[0]?.link).toContain(TOKEN_EN)
  })

  it('mails a proposal sent while it runs, when the store says a proposal changed', async () => {
    const waiting: ProposalToMail[] = []
    const { store, changed } = fakeStore(waiting)
    const { mailer, outbox } = mailerOn(store)
    await mailer.drain()
    expect(outbox).toEqual([])
    waiting.push(proposal('proposal.new'))
    changed()
    await mailer.drain()
    await mailer.stop()
    expect(outbox.map((mail) => mail.to)).toEqual(['ada@example.com'])
  })

  it('takes its claim back when sending fails, and sends it on the next try', async () => {
    const { store, claimed, released } = fakeStore([proposal('proposal.one')])
    const outbox: TravellerMail[] = []
    let failures = 1
    const send = async (mail: TravellerMail) => {
      if (failures-- > 0) throw new Error('EmailJS answered 503')
      outbox.push(mail)
    }
    let retried: () => void = () => {}
    const retriedOnce = new Promise<void>((resolve) => {
      retried = resolve
    })
    const errors: string[] = []
    const log = { log: () => retried(), error: (line: string) => void errors.push(line) }
    const mailer = startProposalMailer({ store, send, origin: 'https://x.test', retryAfterMs: 0, log })
    await mailer.drain()
    expect(released).toEqual(['proposal.one'])
    await retriedOnce
    await mailer.stop()
    expect(outbox).toHaveLength(1)
    expect([...claimed]).toEqual(['proposal.one'])
    expect(errors[0]).toContain('could not e-mail proposal.one: EmailJS answered 503')
  })

  it('sends nothing for a proposal with no e-mail address, and says why', async () => {
    const { store } = fakeStore([proposal('proposal.one', { traveller: { firstName: 'Ada' } })])
    const { mailer, outbox, errors } = mailerOn(store)
    await mailer.drain()
    await mailer.stop()
    expect(outbox).toEqual([])
    expect(errors[0]).toContain('proposal.one has no traveller e-mail address')
  })
})
