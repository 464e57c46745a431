// The enquiry form as the server sends it: what a visitor sees before (or without) JavaScript, including the
// answer to a post the server checked, with everything typed kept.
import { describe, expect, it } from 'vitest'
import { en } from '~/i18n/catalogues/en'
import { type EnquiryResult, enquiryFieldProblems } from '~/logic/enquiry-form'
import { elements, textOf } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { ContactForm } from './ContactForm'

const outbox = {
  mode: 'outbox',
  publicKey: 'local-outbox',
  serviceId: 'local-outbox',
  templateId: 'contact-enquiry',
  apiOrigin: null,
} as const

const contactForm = (serverResult: EnquiryResult | null, initialMessage = '') =>
  renderPage(<ContactForm initialMessage={initialMessage} serverResult={serverResult} emailjs={outbox} />)

/** Each field: its value and whether it is marked as wrong, with the problem it points to. */
function fields(html: string) {
  const controls = [...elements(html, 'input'), ...elements(html, 'textarea')]
  return Object.fromEntries(
    controls.map(({ attributes, text }) => {
      const problem = attributes['aria-describedby']
        ? elements(html, 'p').find((p) => p.attributes.id === attributes['aria-describedby'])?.text
        : undefined
      return [
        attributes.name,
        { value: attributes.value ?? text, invalid: attributes['aria-invalid'] === 'true', problem },
      ]
    }),
  )
}

describe('the enquiry form', () => {
  it('posts to the contact page, asking for every field with the browser’s own checks', async () => {
    const html = await contactForm(null)
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({ method: 'post', action: '/contact' })
    const inputs = elements(html, 'input').map(({ attributes: { name, type, required, maxlength, pattern } }) => ({
      name,
      type,
      required,
      maxlength,
      pattern,
    }))
    expect(inputs).toEqual([
      { name: 'FirstName', type: 'text', required: '', maxlength: '100', pattern: undefined },
      { name: 'LastName', type: 'text', required: '', maxlength: '100', pattern: undefined },
      { name: 'Email', type: 'email', required: '', maxlength: '254', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+' },
      { name: 'PhoneNumber', type: 'tel', required: '', maxlength: '40', pattern: '\\+?[0-9\\s\\(\\)\\.\\-]{5,}' },
    ])
    expect(elements(html, 'input').find((input) => input.attributes.name === 'PhoneNumber')?.attributes.title).toBe(
      en.forms.formatProblems.PhoneNumber,
    )
    expect(elements(html, 'textarea')[0]?.attributes).toMatchObject({
      name: 'message',
      required: '',
      maxlength: '5000',
    })
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['Send message'])
    expect(html).not.toContain('role="alert"')
  })

  it('starts with the message a link prefilled (a trip, a departure, the cart)', async () => {
    const html = await contactForm(null, 'Hello, I would like to enquire about the Gold Package.')
    expect(fields(html).message?.value).toBe('Hello, I would like to enquire about the Gold Package.')
  })

  it('answers a post the server refused with each problem, the fields marked, and every value kept', async () => {
    const values = {
      FirstName: 'Amina',
      LastName: '',
      Email: 'amina@example',
      PhoneNumber: '+254 700 000 000',
      message: 'Two golfers in March <3',
    }
    const html = await contactForm(
      { ok: false, message: null, fieldProblems: enquiryFieldProblems(values), values },
      'a prefilled message the post replaced',
    )
    const [alert] = elements(html, 'div').filter((div) => div.attributes.role === 'alert')
    expect(textOf(alert!.html)).toBe(
      'Your message has not been sent yet. Please check: Please enter your last name. Please enter an e-mail ' +
        'address, like name@example.com. Nothing you typed is lost.',
    )
    expect(fields(html)).toEqual({
      FirstName: { value: 'Amina', invalid: false, problem: undefined },
      LastName: { value: '', invalid: true, problem: 'Please enter your last name.' },
      Email: {
        value: 'amina@example',
        invalid: true,
        problem: 'Please enter an e-mail address, like name@example.com.',
      },
      PhoneNumber: { value: '+254 700 000 000', invalid: false, problem: undefined },
      message: { value: 'Two golfers in March <3', invalid: false, problem: undefined },
    })
  })

  it('says why a whole enquiry was refused, keeping it', async () => {
    const values = {
      FirstName: 'Amina',
      LastName: 'Otieno',
      Email: 'amina@example.com',
      PhoneNumber: '0700000000',
      message: 'Hello',
    }
    const html = await contactForm({
      ok: false,
      message: 'You have sent several enquiries in a short time.',
      fieldProblems: {},
      values,
    })
    const [alert] = elements(html, 'div').filter((div) => div.attributes.role === 'alert')
    expect(textOf(alert!.html)).toBe('You have sent several enquiries in a short time. Nothing you typed is lost.')
    expect(fields(html).LastName?.value).toBe('Otieno')
  })

  it('confirms a sent enquiry and starts empty again', async () => {
    const html = await contactForm({ ok: true, message: 'Message sent successfully!' }, 'Hello')
    const [status] = elements(html, 'div').filter((div) => div.attributes.role === 'status')
    expect(status?.text).toBe('Message sent successfully!')
    expect(fields(html).FirstName?.value).toBe('')
    expect(html).not.toContain('role="alert"')
  })
})

describe('an enquiry addressed to a trip’s specialist (issue 35)', () => {
  const omar = {
    id: 'team-07',
    name: 'Omar Al Mansoori',
    shownName: 'Omar Al Mansoori',
    position: 'Travel Consultant and General Manager for Dubai',
    office: 'UAE',
    officeTitle: 'Dubai Office',
  }

  it('says who will answer, carries them in hidden fields, and posts back to a page that keeps them', async () => {
    const html = await renderPage(
      <ContactForm initialMessage="Hello Omar" serverResult={null} emailjs={outbox} specialist={omar} />,
    )
    expect(textOf(html)).toContain('Your enquiry goes to Omar Al Mansoori, at our Dubai Office.')
    const hidden = elements(html, 'input').filter((input) => input.attributes.type === 'hidden')
    expect(Object.fromEntries(hidden.map(({ attributes }) => [attributes.name, attributes.value]))).toEqual({
      specialist: 'team-07',
      specialist_name: 'Omar Al Mansoori',
      specialist_office: 'UAE',
    })
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/contact?specialist=team-07')
  })

  /** The Arabic contact page addressed to Omar, named as the Arabic edition's query gives him. */
  const arabicPage = (shownName: string) =>
    renderPage(
      <ContactForm
        initialMessage=""
        serverResult={null}
        emailjs={outbox}
        specialist={{ ...omar, shownName, officeTitle: 'مكتب دبي' }}
      />,
      { url: '/ar/contact' },
    )

  it('names them in their Arabic form on the Arabic edition, staff still reading the name as written', async () => {
    const html = await arabicPage('عمر المنصوري')
    expect(textOf(html)).toContain('يصل استفساركم إلى عمر المنصوري في مكتب دبي.')
    expect(elements(html, 'bdi')[0]?.attributes).not.toHaveProperty('lang')
    const hidden = elements(html, 'input').filter((input) => input.attributes.name === 'specialist_name')
    expect(hidden.map(({ attributes }) => attributes.value)).toEqual(['Omar Al Mansoori'])
  })

  it('is in Arabic on the Arabic edition, a name without an Arabic form marked as English', async () => {
    const html = await arabicPage(omar.name)
    expect(textOf(html)).toContain('يصل استفساركم إلى Omar Al Mansoori في مكتب دبي.')
    expect(elements(html, 'bdi')[0]?.attributes).toMatchObject({ lang: 'en', dir: 'auto' })
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/contact?specialist=team-07')
  })

  it('has no hidden fields when the enquiry goes to the whole team', async () => {
    const html = await contactForm(null)
    expect(elements(html, 'input').filter((input) => input.attributes.type === 'hidden')).toEqual([])
  })
})
