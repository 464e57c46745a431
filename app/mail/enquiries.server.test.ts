// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// Every enquiry is e-mailed and kept (decision 062), against a real local Content API: on the embedded defaults
// (the outbox) and with EmailJS configured alike it becomes a private `enquiry.<uuid>` document with what the
// traveller typed and what it was about; without a private store it is still e-mailed, and the log says only
// that it was not kept, never who sent it or what they wrote.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '#shared/site-settings.server'
import type { Enquiry } from '~/logic/enquiry-form'
import { type Running, startApi, TEST_TOKEN } from '../../tests/support/content-api'

const mailed = vi.hoisted(() => [] as { channel: string; params: unknown }[])
vi.mock('./enquiry-outbox.server', () => ({
  storeEnquiry: async (enquiry: Enquiry, language: string) => {
    mailed.push({ channel: 'outbox', params: { ...enquiry, language } })
  },
}))
vi.mock('./emailjs-rest.server', async (original) => ({
  ...(await original<typeof import('./emailjs-rest.server')>()),
  sendEmailjsTemplate: async (_template: unknown, params: unknown) => {
    mailed.push({ channel: 'emailjs', params })
  },
}))
const { deliverEnquiry } = await import('./enquiries.server')

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(async () => {
  await lake?.dispose()
})
afterEach(() => {
  mailed.length = 0
  vi.restoreAllMocks()
})

const typed: Enquiry = {
  FirstName: 'Amina',
  LastName: 'Otieno',
  Email: 'amina.kept@example.com',
  PhoneNumber: '+254 700 000 123',
  message: 'Gold in March?\nTwo of us.',
}
const specialist = { id: 'team-01', name: 'Amani Njoroge', office: 'Kenya' }
const embedded = () => parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN, ENQUIRY_OUTBOX: 'on' })

const kept = (email: string) =>
  lake.client.fetch<Record<string, unknown>[]>(
    '*[_type == "enquiry" && email == $email] | order(receivedAt)',
    { email },
    { perspective: 'raw' },
  )

describe('an enquiry', () => {
  it('is e-mailed to the outbox, then kept as a private enquiry with what it was about', async () => {
    await deliverEnquiry(typed, {
      env: embedded(),
      language: 'ar',
      specialist,
      source: 'departure',
      trip: 'package-gold-package',
      departureDate: '2027-03-10',
      party: { adults: 2, children: 1 },
    })
    expect(mailed.map(({ channel }) => channel)).toEqual(['outbox'])
    const [record, ...more] = await kept(typed.Email)
    expect(more).toEqual([])
    expect(record).toMatchObject({
      _type: 'enquiry',
      status: 'new',
      firstName: 'Amina',
      lastName: 'Otieno',
      phone: '+254 700 000 123',
      message: 'Gold in March?\nTwo of us.',
      language: 'ar',
      source: 'departure',
      trip: { _type: 'reference', _ref: 'package-gold-package', _weak: true },
      departureDate: '2027-03-10',
      party: { adults: 2, children: 1 },
      specialist: { _type: 'reference', _ref: 'team-01', _weak: true },
    })
    expect(record?._id).toMatch(/^enquiry\.[0-9a-f-]{36}$/)
    expect(Date.parse(String(record?.receivedAt))).not.toBeNaN()
    // Private: an anonymous reader of the lake never sees it.
    expect(await lake.anon.fetch('count(*[_type == "enquiry"])', {}, { perspective: 'raw' })).toBe(0)
  })

  it('names the proposal it is about, for changes or a renewal', async () => {
    const email = 'changes@example.com'
    await deliverEnquiry(
      { ...typed, Email: email },
      { env: embedded(), source: 'proposal-changes', proposalId: 'proposal.1b2c' },
    )
    expect(await kept(email)).toMatchObject([
      { source: 'proposal-changes', proposal: { _ref: 'proposal.1b2c', _weak: true }, language: 'en' },
    ])
  })

  it('is sent through EmailJS’s REST API once EmailJS is configured, and kept the same', async () => {
    const email = 'emailjs@example.com'
    const env = parseEnv({
      CONTENT_API_URL: lake.origin,
      CONTENT_API_TOKEN: TEST_TOKEN,
      EMAILJS_PUBLIC_KEY: 'public',
      EMAILJS_SERVICE_ID: 'service',
      EMAILJS_TEMPLATE_ID: 'template',
      EMAILJS_PRIVATE_KEY: 'private',
    })
    await deliverEnquiry({ ...typed, Email: email }, { env, source: 'checkout' })
    expect(mailed).toMatchObject([{ channel: 'emailjs', params: { Email: email, language: 'en' } }])
    expect(await kept(email)).toMatchObject([{ source: 'checkout', status: 'new' }])
  })

  it('without a private store is still e-mailed, and the log names nobody', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const noStore = parseEnv({ SANITY_PROJECT_ID: 'abc123', ENQUIRY_OUTBOX: 'on' })
    await deliverEnquiry(typed, { env: noStore })
    expect(mailed.map(({ channel }) => channel)).toEqual(['outbox'])
    expect(warn).toHaveBeenCalledTimes(1)
    const logged = String(warn.mock.calls[0])
    expect(logged).toContain('not kept')
    expect(logged).toContain('SANITY_PRIVATE_TOKEN')
    for (const value of Object.values(typed)) expect(logged).not.toContain(value.split('\n')[0])
  })

  it('when the store refuses it is still e-mailed, and the log says why in no words of the enquiry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const wrongToken = parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: 'not-the-token-0123456789' })
    await deliverEnquiry({ ...typed, Email: 'refused@example.com' }, { env: { ...wrongToken, ENQUIRY_OUTBOX: 'on' } })
    expect(mailed.map(({ channel }) => channel)).toEqual(['outbox'])
    const logged = String(warn.mock.calls[0])
    expect(logged).toMatch(/not kept.*HTTP 40[13]/)
    for (const value of [...Object.values(typed), 'refused@example.com']) expect(logged).not.toContain(value)
    expect(await kept('refused@example.com')).toEqual([])
  })
})
