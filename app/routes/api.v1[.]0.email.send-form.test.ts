// The local outbox's send-form endpoint takes the page's language with an enquiry: 'en' or 'ar', English if absent.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OUTBOX_IDS } from '~/server/env.server'

const stored: unknown[][] = []
vi.mock('~/server/enquiry-outbox.server', () => ({
  storeEnquiry: async (...args: unknown[]) => {
    stored.push(args)
  },
}))
vi.mock('~/server/rate-limits.server', () => ({ spend: async () => ({ allowed: true }), tooManyRequests: vi.fn() }))
vi.mock('~/server/env.server', async (original) => ({
  ...(await original<typeof import('~/server/env.server')>()),
  usesEnquiryOutbox: () => true,
}))
const { action } = await import('./api.v1[.]0.email.send-form')

function send(language?: string) {
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
