// The enquiry form and its server answer on the Arabic edition: its words, its address and its checks in Arabic.
import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { type EnquiryResult, enquiryFieldProblems } from '~/logic/enquiry-form'
import { action } from '~/routes/contact'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { ContactForm } from './ContactForm'

const outbox = {
  mode: 'outbox',
  publicKey: 'local-outbox',
  serviceId: 'local-outbox',
  templateId: 'contact-enquiry',
  apiOrigin: null,
} as const

const arabicForm = (serverResult: EnquiryResult | null) =>
  renderPage(<ContactForm initialMessage="" serverResult={serverResult} emailjs={outbox} />, { url: '/ar/contact' })

describe('the enquiry form on the Arabic edition', () => {
  it('posts to the Arabic contact page, with Arabic labels and button', async () => {
    const html = await arabicForm(null)
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/contact')
    expect(elements(html, 'label').map((label) => label.text)).toEqual([
      'الاسم الأول',
      'اسم العائلة',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'الرسالة',
    ])
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['أرسل الرسالة'])
    expect(elements(html, 'input').find((input) => input.attributes.name === 'Email')?.attributes.title).toBe(
      ar.forms.formatProblems.Email,
    )
  })

  it('shows the server’s Arabic problems', async () => {
    const values = { FirstName: 'Layla', LastName: '', Email: 'layla', PhoneNumber: '+971 4 000 0000', message: 'x' }
    const html = await arabicForm({
      ok: false,
      message: null,
      fieldProblems: enquiryFieldProblems(values, ar.forms),
      values,
    })
    expect(html).toContain('لم تُرسَل رسالتك بعد. يُرجى مراجعة ما يلي:')
    expect(html).toContain('يُرجى إدخال اسم عائلتك.')
  })
})

describe('the contact action without JavaScript', () => {
  const post = (path: string, fields: Record<string, string>) =>
    action({
      request: new Request(`https://example.com${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
      context: {},
      params: {},
    } as never) as unknown as Promise<{ data: EnquiryResult; init: ResponseInit | null }>

  const incomplete = { FirstName: 'Layla', LastName: 'Haddad', Email: 'layla@', PhoneNumber: '', message: 'Hi' }

  it('answers an Arabic page in Arabic', async () => {
    const { data, init } = await post('/ar/contact', incomplete)
    expect(init?.status).toBe(400)
    expect(data).toMatchObject({
      ok: false,
      fieldProblems: { Email: ar.forms.formatProblems.Email, PhoneNumber: 'يُرجى إدخال رقم هاتفك.' },
    })
  })

  it('answers the English page in English, as before', async () => {
    const { data } = await post('/contact', incomplete)
    expect(data).toMatchObject({ fieldProblems: { PhoneNumber: 'Please enter your phone number.' } })
  })
})
