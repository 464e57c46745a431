// The local outbox's send-form endpoint takes the page's language with an enquiry: 'en' or 'ar', English if absent;
// and the specialist it is addressed to, checked against the seed's team.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OUTBOX_IDS } from '#shared/site-settings.server'

const stored: unknown[][] = []
vi.mock('~/mail/enquiry-outbox.server', () => ({
  storeEnquiry: async (...args: unknown[]) => {
    stored.push(args)
  },
}))
// The private record is another test's (app/mail/enquiries.server.test.ts): here nothing reaches a store.
vi.mock('~/content/private-enquiries.server', () => ({ recordEnquiry: async () => 'enquiry.test' }))
vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
vi.mock('~/platform/rate-limits.server', () => ({ spend: async () => ({ allowed: true }), tooManyRequests: vi.fn() }))
vi.mock('#shared/site-settings.server', async (original) => ({
  ...(await original<typeof import('#shared/site-settings.server')>()),
  usesEnquiryOutbox: () => true,
}))
const { action } = await import('./api.v1[.]0.email.send-form')

function send(language?: string, extra: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    service_id: OUTBOX_IDS.serviceId,
    template_id: OUTBOX_IDS.templateId,
    user_id: OUTBOX_IDS.publicKey,
    FirstName: 'Fatima',
    LastName: 'Al Mansoori',
    Email: 'fatima@example.com',
    PhoneNumber: '+971 50 000 0000',
    message: 'نرغب في رحلة غولف في دبي',
    ...extra,
  }))
    form.append(name, value)
  if (language !== undefined) form.append('language', language)
  const request = new Request('https://site.example/api/v1.0/email/send-form', {
    method: 'POST',
    body: form,
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  return action({ request, context: { clientAddress: '203.0.113.9' }, params: {} } as never) as Promise<Response>
}

describe('the outbox’s language', () => {
  beforeEach(() => {
    stored.length = 0
  })

  it('stores the enquiry with the language sent, English when none is', async () => {
    expect((await send('ar')).status).toBe(200)
    expect((await send()).status).toBe(200)
    expect(stored.map((args) => args[1])).toEqual(['ar', 'en'])
  })

  it('refuses a language the site does not have', async () => {
    const response = await send('fr')
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('The language is invalid.')
    expect(stored).toEqual([])
  })
})

describe('the outbox’s specialist', () => {
  beforeEach(() => {
    stored.length = 0
  })

  it('records the team member the enquiry is addressed to, with the name and office the team gives', async () => {
    const forged = { specialist: 'team-07', specialist_name: 'Someone Else', specialist_office: 'US' }
    expect((await send('ar', forged)).status).toBe(200)
    expect(stored[0]?.[2]).toMatchObject({ id: 'team-07', name: 'Omar Al Mansoori', office: 'UAE' })
  })

  it('sends an enquiry that names no specialist to the whole team', async () => {
    expect((await send('en', { specialist: '' })).status).toBe(200)
    expect((await send('en')).status).toBe(200)
    expect(stored.map((args) => args[2])).toEqual([null, null])
  })

  it('refuses a specialist who is not on the team, or a value no team member’s id can be', async () => {
    for (const specialist of ['team-99', 'drafts.team-01', '../team-01']) {
      const response = await send('en', { specialist })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('The specialist is not on our team.')
    }
    expect(stored).toEqual([])
  })
})

describe('control characters in an enquiry (decision 048)', () => {
  beforeEach(() => {
    stored.length = 0
  })

  it('refuses one in a field the visitor types, saying which, and one in a hidden field', async () => {
    const typed = await send('en', { LastName: 'Al\u0000Mansoori' })
    expect(typed.status).toBe(400)
    expect(await typed.text()).toMatch(/^Please type your last name again: it holds an invisible control character/)
    const hiddenFields: Array<Record<string, string>> = [{ specialist_name: 'Amani\u0007' }, { language: 'en\u0000' }]
    for (const hidden of hiddenFields) {
      const response = await send('en', hidden)
      expect(response.status, JSON.stringify(hidden)).toBe(400)
    }
    expect(stored).toEqual([])
  })

  it('takes line breaks in the message', async () => {
    expect((await send('en', { message: 'Two of us,\r\nin March.' })).status).toBe(200)
  })
})
