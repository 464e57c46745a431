import { vercelStegaCombine } from '@vercel/stega'
import { afterEach, describe, expect, it } from 'vitest'
import { sanityVisualEditingKit } from '~/content/visual-editing/edit-attribute-encoder'
import { installVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL } from '~/content/visual-editing/kit'
import { catalogueFor } from '~/i18n/catalogue'
import type { DatedDeparture } from './departures'
import { chosenDeparture, firstNameOf, specialistEnquiryHref, whatsappHref } from './specialist-links'

afterEach(() => {
  Reflect.deleteProperty(globalThis, VISUAL_EDITING_KIT_GLOBAL)
})

const departure = (startDate: string, status: DatedDeparture['status']): DatedDeparture => ({
  _key: startDate,
  startDate,
  endDate: startDate,
  status,
  left: status === 'sold-out' ? 0 : 12,
  pricePerPerson: 1500,
})

describe('a specialist’s WhatsApp link', () => {
  it('dials the number’s digits alone and prefills the message, encoded whole', () => {
    const href = whatsappHref('+254 700 000 111', 'Hello Amani, I’m interested in Gold & Silver? #golf')
    expect(href).toBe(
      'https://wa.me/254700000111?text=Hello%20Amani%2C%20I%E2%80%99m%20interested%20in%20Gold%20%26%20Silver%3F%20%23golf',
    )
    expect(new URL(href!).searchParams.get('text')).toBe('Hello Amani, I’m interested in Gold & Silver? #golf')
  })

  it('is none for a number WhatsApp cannot reach: missing, too short or longer than any international number', () => {
    expect(whatsappHref(null, 'Hello')).toBeNull()
    expect(whatsappHref('', 'Hello')).toBeNull()
    expect(whatsappHref('+254 70', 'Hello')).toBeNull()
    expect(whatsappHref('+254 700 000 111 222 333', 'Hello')).toBeNull()
  })

  it('names the trip, and the departure once one is chosen, in the page’s language', () => {
    const en = catalogueFor('en').specialist
    const ar = catalogueFor('ar').specialist
    const text = (href: string | null) => new URL(href!).searchParams.get('text')
    expect(text(whatsappHref('+254 700 000 111', en.whatsappMessage('Amani', 'Gold Package', null)))).toBe(
      'Hello Amani, I’m interested in Gold Package. Could you tell me more?',
    )
    expect(text(whatsappHref('+254 700 000 111', en.whatsappMessage('Amani', 'Gold Package', '5 December 2026')))).toBe(
      'Hello Amani, I’m interested in Gold Package, departing 5 December 2026. Could you tell me more?',
    )
    expect(text(whatsappHref('+971 50 000 0117', ar.whatsappMessage('Omar', 'دبي', '5 ديسمبر 2026')))).toBe(
      'مرحبًا Omar، أودّ معرفة المزيد عن دبي بموعد انطلاق 5 ديسمبر 2026.',
    )
  })

  it('never carries the Studio’s edit marks from a preview into the message', () => {
    installVisualEditingKit(sanityVisualEditingKit)
    const marked = vercelStegaCombine('Gold Package', { origin: 'sanity.io', href: '/intent/edit/id=package-gold' })
    expect(whatsappHref('+254 700 000 111', `About ${marked}`)).toBe(
      whatsappHref('+254 700 000 111', 'About Gold Package'),
    )
  })
})

describe('“Enquire with …”', () => {
  it('opens the contact form with the message prefilled and the specialist named', () => {
    const href = specialistEnquiryHref('Hello Amani, about Gold & more', 'team-01')
    const url = new URL(href, 'https://savanna.example')
    expect(url.pathname).toBe('/contact')
    expect(url.searchParams.get('message')).toBe('Hello Amani, about Gold & more')
    expect(url.searchParams.get('specialist')).toBe('team-01')
    expect(url.searchParams.get('source')).toBe('specialist')
  })

  it('addresses the person by the first word of their name', () => {
    expect(firstNameOf('Amani Njoroge')).toBe('Amani')
    expect(firstNameOf('  Omar Al Mansoori ')).toBe('Omar')
    expect(firstNameOf('Cher')).toBe('Cher')
  })
})

describe('the departure a trip page’s links name', () => {
  const departures = [departure('2026-12-05', 'available'), departure('2026-12-19', 'sold-out')]

  it('is one the page lists that can still be asked for', () => {
    expect(chosenDeparture(departures, '2026-12-05')?.startDate).toBe('2026-12-05')
  })

  it('is none for no choice, a sold-out date or a date the page does not list', () => {
    expect(chosenDeparture(departures, null)).toBeNull()
    expect(chosenDeparture(departures, '')).toBeNull()
    expect(chosenDeparture(departures, '2026-12-19')).toBeNull()
    expect(chosenDeparture(departures, '2027-01-02')).toBeNull()
  })
})
