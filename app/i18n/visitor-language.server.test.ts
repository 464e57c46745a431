// Enquiries and subscriptions carry the visitor's language, so staff answer in it.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { ServerEnv } from '#shared/site-settings.server'

const file = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-language-')), 'outbox.ndjson')
process.env.ENQUIRY_OUTBOX_FILE = file
const sent: Record<string, string>[] = []
vi.mock('../mail/emailjs-rest.server', async (original) => ({
  ...(await original<typeof import('../mail/emailjs-rest.server')>()),
  sendEmailjsTemplate: async (_template: unknown, params: Record<string, string>) => {
    sent.push(params)
  },
}))
const { storeEnquiry, storeSubscription } = await import('../mail/enquiry-outbox.server')
const { deliverEnquiry } = await import('../mail/enquiries.server')
const { recordSubscription } = await import('../mail/subscriptions.server')
const { visitorLanguage } = await import('./visitor-language.server')

const enquiry = {
  FirstName: 'Fatima',
  LastName: 'Al Mansoori',
  Email: 'fatima@example.com',
  PhoneNumber: '+971 50 000 0000',
  message: 'نرغب في رحلة غولف',
}
const records = () =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
const outboxEnv = { ENQUIRY_OUTBOX: 'on', NODE_ENV: 'test' } as unknown as ServerEnv
const emailjsEnv = {
  EMAILJS_PUBLIC_KEY: 'pk',
  EMAILJS_SERVICE_ID: 'service',
  EMAILJS_TEMPLATE_ID: 'contact',
  EMAILJS_SUBSCRIBE_TEMPLATE_ID: 'subscribe',
} as unknown as ServerEnv

describe('the visitor’s language', () => {
  it('is the edition of the address posted to, else of this site’s page that sent it, else English', () => {
    const post = (url: string, referer?: string) =>
      visitorLanguage(new Request(url, { method: 'POST', headers: referer ? { Referer: referer } : {} }))
    expect(post('https://site.example/ar/contact')).toBe('ar')
    expect(post('https://site.example/contact')).toBe('en')
    expect(post('https://site.example/subscribe', 'https://site.example/ar/about')).toBe('ar')
    expect(post('https://site.example/subscribe', 'https://elsewhere.example/ar/about')).toBe('en')
    expect(post('https://site.example/subscribe', 'not a url')).toBe('en')
  })

  it('is written on each outbox line, English when not given', async () => {
    await storeEnquiry(enquiry, 'ar')
    await storeEnquiry({ ...enquiry, FirstName: 'Jane' })
    await storeSubscription('fatima@example.com', 'ar')
    expect(records().map((record) => [record.FirstName ?? record.Email, record.language])).toEqual([
      ['Fatima', 'ar'],
      ['Jane', 'en'],
      ['fatima@example.com', 'ar'],
    ])
  })

  it('reaches the outbox and EmailJS’s template parameters from the server’s delivery', async () => {
    await deliverEnquiry({ ...enquiry, FirstName: 'Outbox' }, { language: 'ar', env: outboxEnv })
    expect(records().at(-1)).toMatchObject({ FirstName: 'Outbox', language: 'ar' })
    await deliverEnquiry(enquiry, { language: 'ar', env: emailjsEnv })
    await recordSubscription('new@example.com', { language: 'ar', env: emailjsEnv })
    await recordSubscription('en@example.com', { env: emailjsEnv })
    expect(sent.map((params) => [params.Email, params.language])).toEqual([
      ['fatima@example.com', 'ar'],
      ['new@example.com', 'ar'],
      ['en@example.com', 'en'],
    ])
    expect(sent[0]).toMatchObject({ FirstName: 'Fatima', message: 'نرغب في رحلة غولف' })
  })
})
