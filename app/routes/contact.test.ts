// The contact page's action, for a visitor whose JavaScript has not run, with control and bidi characters
// (decision 048): each typed field's problem in the page's language, a damaged hidden field refused as a whole, and
// what is sent cleaned of bidi formatting. Delivery is stood in for; the seed is the content.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Enquiry } from '~/logic/enquiry-form'
import { postForm } from '../../tests/support/loader-test'

vi.mock('~/content/content.server', () => import('../../tests/support/seed-content'))
vi.mock('~/platform/rate-limits.server', () => ({ spend: async () => ({ allowed: true }) }))
const delivered = vi.hoisted(() => [] as Enquiry[])
vi.mock('~/mail/enquiries.server', async (original) => ({
  ...(await original<typeof import('~/mail/enquiries.server')>()),
  deliverEnquiry: async (enquiry: Enquiry) => {
    delivered.push(enquiry)
  },
}))
const { action } = await import('./contact')

const enquiry = {
  FirstName: 'Amina',
  LastName: 'Otieno',
  Email: 'amina@example.com',
  PhoneNumber: '+254 700 000 123',
  message: 'Gold in March?\r\nTwo of us.',
}

const post = (path: string, fields: Record<string, string>) => postForm(action, path, fields)

beforeEach(() => {
  delivered.length = 0
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
