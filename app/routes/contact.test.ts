// The contact page's action, for a visitor whose JavaScript has not run, with control and bidi characters
// (decision 048): each typed field's problem in the page's language, a damaged hidden field refused as a whole, and
// what is sent cleaned of bidi formatting. Delivery is stood in for; the seed is the content.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Enquiry } from '~/logic/enquiry-form'
import type { EnquiryOptions } from '~/mail/enquiries.server'
import { postForm } from '../../tests/support/loader-test'

vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
vi.mock('~/platform/rate-limits.server', () => ({ spend: async () => ({ allowed: true }) }))
const delivered = vi.hoisted(() => [] as Enquiry[])
const options = vi.hoisted(() => [] as EnquiryOptions[])
vi.mock('~/mail/enquiries.server', async (original) => ({
  ...(await original<typeof import('~/mail/enquiries.server')>()),
  deliverEnquiry: async (enquiry: Enquiry, given: EnquiryOptions) => {
    delivered.push(enquiry)
    options.push(given)
  },
}))
const { action } = await import('./contact')
const { action: scriptAction } = await import('./api.enquiry')

const enquiry = {
  FirstName: 'Amina',
  LastName: 'Otieno',
  Email: 'amina@example.com',
  PhoneNumber: '+254 700 000 123',
  message: 'Gold in March?\r\nTwo of us.',
}

const post = (path: string, fields: Record<string, string>) => postForm(action, path, fields)
/** What the form's script posts: /api/enquiry answers a Response of JSON. */
const postScript = async (fields: Record<string, string>) =>
  (await postForm(scriptAction, '/api/enquiry', fields)) as unknown as Response

beforeEach(() => {
  delivered.length = 0
  options.length = 0
})

describe('an enquiry sent without JavaScript', () => {
  it('names the field that holds a control character, in the page’s language, keeping every value', async () => {
    const invisible = 'فيه حرف تحكّم غير مرئي، وقد يأتي مع النسخ واللصق.'
    const { data, init } = await post('/ar/contact', { ...enquiry, FirstName: '\u202eAmina\u0000' })
    expect([init?.status, data]).toEqual([
      400,
      {
        ok: false,
        message: null,
        fieldProblems: { FirstName: `يُرجى كتابة اسمك الأول من جديد: ${invisible}` },
        values: { ...enquiry, FirstName: '\u202eAmina\u0000' },
      },
    ])
    expect(delivered).toEqual([])
  })

  it('refuses a hidden field that holds one, saying so, keeping what the visitor typed', async () => {
    const { data, init } = await post('/contact', { ...enquiry, specialist_name: 'Amani\u0007' })
    const damaged = 'Part of the form you did not type in arrived damaged, so nothing was sent. Please send it again: '
    expect([init?.status, data]).toMatchObject([400, { message: `${damaged}what you typed is kept.`, values: enquiry }])
    expect(delivered).toEqual([])
  })

  it('takes a name typed with a bidi override (which the sending leaves out, app/logic/enquiry-form.ts)', async () => {
    expect((await post('/contact', { ...enquiry, FirstName: '\u202eAmina' })).data).toMatchObject({ ok: true })
    expect(delivered).toHaveLength(1)
  })
})

describe('what an enquiry is about (decision 062)', () => {
  it('goes to the delivery with its source, the trip’s document, the departure and the party', async () => {
    const about = { source: 'departure', trip: 'gold-package', departure: '2027-03-10', adults: '3', children: '1' }
    expect((await post('/ar/contact', { ...enquiry, ...about })).data).toMatchObject({ ok: true })
    expect(options).toMatchObject([
      {
        language: 'ar',
        source: 'departure',
        trip: 'package-gold-package',
        departureDate: '2027-03-10',
        party: { adults: 3, children: 1 },
      },
    ])
  })

  it('leaves out a trip that names nothing and reads an unknown source as the contact page', async () => {
    await post('/contact', { ...enquiry, source: 'proposal-renewal', trip: 'no-such-trip' })
    expect(options).toMatchObject([{ source: 'contact', trip: null, departureDate: null, party: null }])
  })
})

describe('an enquiry sent by the form’s script', () => {
  it('is answered as JSON in the page’s language, with each field’s problem and every value kept', async () => {
    const response = await postScript({ ...enquiry, Email: 'not an address', language: 'ar' })
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const answer = await response.json()
    expect(answer).toMatchObject({ ok: false, values: { ...enquiry, Email: 'not an address' } })
    expect(Object.keys(answer.fieldProblems)).toEqual(['Email'])
    expect(delivered).toEqual([])
  })

  it('is delivered in the language the page names, and answered ok', async () => {
    const response = await postScript({ ...enquiry, language: 'ar', source: 'checkout' })
    expect([response.status, await response.json()]).toMatchObject([200, { ok: true }])
    expect(options).toMatchObject([{ language: 'ar', source: 'checkout' }])
  })
})
