import { vercelStegaCombine } from '@vercel/stega'
import { afterEach, describe, expect, it } from 'vitest'
import { sanityVisualEditingKit } from '~/content/visual-editing/edit-attribute-encoder'
import { installVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL } from '~/content/visual-editing/kit'
import { enquiryHref, tripEnquiryHref, tripEnquiryMessage } from './enquiry-links'

afterEach(() => {
  Reflect.deleteProperty(globalThis, VISUAL_EDITING_KIT_GLOBAL)
})

describe('links to the enquiry form', () => {
  it('prefill the message, encoded whole: line breaks, ampersands and all', () => {
    const href = enquiryHref('Gold & Silver?\n2 adults #golf')
    expect(href).toBe('/contact?message=Gold%20%26%20Silver%3F%0A2%20adults%20%23golf')
    expect(new URL(href, 'https://savanna.example').searchParams.get('message')).toBe('Gold & Silver?\n2 adults #golf')
  })

  it('name the trip in a message a consultant can answer', () => {
    expect(tripEnquiryMessage('Gold Package')).toBe(
      'Hello, I would like to enquire about the Gold Package. Please send me availability and the next steps.',
    )
  })

  it('from a trip’s pages, name the trip by its slug, so the contact page can address its specialist', () => {
    const params = new URL(tripEnquiryHref('Gold Package', 'gold-package'), 'https://savanna.example').searchParams
    expect(params.get('message')).toBe(tripEnquiryMessage('Gold Package'))
    expect(params.get('trip')).toBe('gold-package')
    expect(tripEnquiryHref('Gold Package', null)).toBe(enquiryHref(tripEnquiryMessage('Gold Package')))
  })

  it('never carry the Studio’s edit marks from a preview into the message', () => {
    installVisualEditingKit(sanityVisualEditingKit)
    const marked = vercelStegaCombine('Gold Package', {
      origin: 'sanity.io',
      href: '/intent/edit/id=package-gold-package',
    })
    expect(marked).not.toBe('Gold Package')
    expect(enquiryHref(tripEnquiryMessage(marked))).toBe(enquiryHref(tripEnquiryMessage('Gold Package')))
  })
})
