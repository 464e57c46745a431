// A trip's specialist card and floating chat link (issue 35) as the server sends them, over the seed: the person,
// and WhatsApp, phone and "Enquire with …" naming the trip, and the departure once one is chosen in the address.
import { describe, expect, it, vi } from 'vitest'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { hotelContact, tripContact } from '~/content/loaders/specialist.server'
import { SEED_TODAY, testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, textOf } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { TripContact } from './TripContact'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const ORIGIN = 'https://savanna.example'

/** The trip page at `url` as far as its contact goes: the card and chat link for the trip its slug names. */
async function tripPage(url: string, tripName: string) {
  const request = new Request(`${ORIGIN}${url}`)
  const slug = new URL(request.url).pathname.split('/').at(-1)!
  const [{ departures }, contact] = await Promise.all([resolveItinerary(request, slug), tripContact(request, slug)])
  return renderPage(<TripContact contact={contact} tripName={tripName} departures={departures} />, { url })
}

const hrefOf = (html: string, text: string) =>
  elements(html, 'a').find((link) => link.text.includes(text))?.attributes.href ?? null
const param = (href: string | null, name: string) => new URL(href!, ORIGIN).searchParams.get(name)
const card = (html: string) => elements(html, 'section').find((section) => section.attributes.id === 'specialist')

describe('the specialist card on a trip page', () => {
  it('shows who designs the trip: name, position, languages and office', async () => {
    const html = await tripPage('/itinerary/gold-package', 'Gold Package')
    const text = textOf(card(html)!.html)
    expect(text).toContain('Your trip specialist')
    expect(elements(html, 'h3').map((heading) => heading.text)).toEqual(['Amani Njoroge'])
    expect(text).toContain('Chief Executive Officer')
    expect(text).toContain('Languages English, Swahili, French')
    expect(text).toContain('Office Nairobi Office')
  })

  it('offers WhatsApp, a call and an enquiry, the messages naming the trip', async () => {
    const html = await tripPage('/itinerary/gold-package', 'Gold Package')
    const whatsapp = hrefOf(html, 'WhatsApp')
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/254700000111\?text=/)
    expect(param(whatsapp, 'text')).toBe('Hello Amani, I’m interested in Gold Package. Could you tell me more?')
    expect(hrefOf(html, 'Call')).toBe('tel:+254700000111')
    const enquiry = hrefOf(html, 'Enquire with Amani')
    expect(new URL(enquiry!, ORIGIN).pathname).toBe('/contact')
    expect(param(enquiry, 'message')).toBe(
      'Hello Amani, I would like to enquire about Gold Package. Please send me availability and the next steps.',
    )
    expect(param(enquiry, 'specialist')).toBe('team-01')
  })

  it('names the departure chosen in the address in both messages, and keeps it chosen', async () => {
    const html = await tripPage('/itinerary/gold?departure=2026-12-05&day=3', 'Gold Package')
    expect(param(hrefOf(html, 'WhatsApp'), 'text')).toBe(
      'Hello Amani, I’m interested in Gold Package, departing 5 December 2026. Could you tell me more?',
    )
    expect(param(hrefOf(html, 'Enquire with Amani'), 'message')).toContain('Gold Package, departing 5 December 2026.')
    const chosen = elements(html, 'option').filter((option) => 'selected' in option.attributes)
    expect(chosen.map((option) => option.text)).toEqual(['5 December 2026'])
    // Without JavaScript the choice is a GET form back to the page, which keeps the day shown.
    const form = elements(html, 'form')[0]!
    expect(form.attributes).toMatchObject({ method: 'get', action: '/itinerary/gold#specialist' })
    expect(elements(form.html, 'input')).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ name: 'day', value: '3', type: 'hidden' }) }),
    ])
  })

  it('names no date that is not an upcoming one the page lists', async () => {
    for (const date of ['2020-01-04', 'soon', SEED_TODAY]) {
      const html = await tripPage(`/itinerary/gold?departure=${date}`, 'Gold Package')
      expect(param(hrefOf(html, 'WhatsApp'), 'text')).toBe(
        'Hello Amani, I’m interested in Gold Package. Could you tell me more?',
      )
    }
  })

  it('is the UAE office’s specialist for Dubai, the golf specialist for a golf course (no dates)', async () => {
    const dubai = await tripPage('/itinerary/dubai', 'Dubai')
    expect(textOf(card(dubai)!.html)).toContain('Omar Al Mansoori')
    expect(textOf(card(dubai)!.html)).toContain('Office Dubai Office')
    expect(hrefOf(dubai, 'WhatsApp')).toMatch(/^https:\/\/wa\.me\/971500000117\?/)
    const course = await tripPage('/itinerary/karen-country-and-golf-club', 'Karen Country and Golf Club')
    expect(textOf(card(course)!.html)).toContain('David Otieno')
    expect(elements(course, 'select')).toEqual([])
  })

  it('is in Arabic on the Arabic edition, the name in its Arabic form, the enquiry kept in the edition', async () => {
    const html = await tripPage('/ar/itinerary/dubai', 'دبي')
    const text = textOf(card(html)!.html)
    expect(text).toContain('مستشار رحلتكم')
    expect(text).toContain('عمر المنصوري')
    expect(text).not.toContain('Omar')
    expect(text).toContain('اللغات العربية، الإنجليزية، الهندية، الأردية')
    expect(text).toContain('المكتب مكتب دبي')
    expect(elements(elements(html, 'h3')[0]!.html, 'bdi')[0]?.attributes).not.toHaveProperty('lang')
    const whatsapp = elements(html, 'a').find((link) => link.text === 'واتساب')!
    expect(whatsapp.attributes['aria-label']).toBe('واتساب: راسلوا عمر بشأن دبي (يُفتح في علامة تبويب جديدة)')
    expect(param(whatsapp.attributes.href!, 'text')).toBe('مرحبًا عمر، أودّ معرفة المزيد عن دبي.')
    const enquiry = hrefOf(html, 'أرسلوا استفسارًا إلى')
    expect(param(enquiry, 'message')).toContain('عمر')
    expect(new URL(enquiry!, ORIGIN).pathname).toBe('/ar/contact')
    expect(param(enquiry, 'specialist')).toBe('team-07')
  })

  it('keeps a name with no Arabic form as written on the Arabic edition, marked as English', async () => {
    // The seed's Emily Carter (US office) gave no Arabic form of her name (decision 053).
    const html = await tripPage('/ar/itinerary/zanzibar', 'زنجبار')
    expect(elements(elements(html, 'h3')[0]!.html, 'bdi')[0]).toMatchObject({
      text: 'Emily Carter',
      attributes: { lang: 'en', dir: 'auto' },
    })
    const whatsapp = elements(html, 'a').find((link) => link.text === 'واتساب')!
    expect(param(whatsapp.attributes.href!, 'text')).toMatch(/^مرحبًا Emily،/)
  })
})

describe('the floating chat link on a trip page', () => {
  it('names the trip, where the home page’s keeps the site-wide message', async () => {
    const html = await tripPage('/itinerary/zanzibar', 'Zanzibar')
    const chat = elements(html, 'a').find((link) => link.attributes.class === 'chat-link')!
    expect(chat.attributes.href).toMatch(/^https:\/\/wa\.me\/254700000101\?text=/)
    expect(param(chat.attributes.href!, 'text')).toBe('Hello Savanna Links! I’d like to know more about Zanzibar.')
    expect(chat.attributes['aria-label']).toBe('Chat with us about Zanzibar (opens in a new tab)')
  })

  it('is there on the hotel page too, with the hotel’s specialist', async () => {
    const url = '/LuxuryHotelDetails'
    const contact = await hotelContact(new Request(`${ORIGIN}${url}`))
    const html = await renderPage(<TripContact contact={contact} tripName="The Residences At Karen" />, { url })
    expect(textOf(card(html)!.html)).toContain('Kevin Kiprono')
    const chat = elements(html, 'a').find((link) => link.attributes.class === 'chat-link')!
    expect(param(chat.attributes.href!, 'text')).toContain('The Residences At Karen')
  })

  it('stays without a card when the trip names no specialist', async () => {
    const html = await renderPage(
      <TripContact contact={{ specialist: null, chatUrl: 'https://wa.me/254700000101' }} tripName="Gold" />,
    )
    expect(card(html)).toBeUndefined()
    expect(elements(html, 'a').map((link) => link.attributes.class)).toEqual(['chat-link'])
  })
})
