// Every page's top bar and footer as the server renders them from the seed's site settings.
import { describe, expect, it } from 'vitest'
import { SITE_SETTINGS_QUERY } from '~/content/queries'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { Footer } from './Footer'
import { TopBar } from './TopBar'

const settings = async () => (await querySeed(SITE_SETTINGS_QUERY))!

describe('the footer', () => {
  it('gives each office its address, a phone link that dials and an e-mail link', async () => {
    const html = await renderPage(<Footer settings={await settings()} />)
    const offices = elements(html, 'section').filter((section) => section.attributes.class === 'office')
    expect(offices.map((office) => elements(office.html, 'h2')[0]?.text)).toEqual([
      'Dubai Office',
      'US Office',
      'Nairobi Office',
    ])
    expect(links(offices[2]!.html)).toEqual([
      '+254 700 000 102 → tel:+254700000102',
      'nairobi@savannalinks.example → mailto:nairobi@savannalinks.example',
    ])
    expect(elements(offices[0]!.html, 'span').map((span) => span.text)).toEqual([
      'Office 1204, Acacia Business Tower, Business Bay, Dubai, United Arab Emirates',
    ])
  })

  it('writes an address over several lines as one line each, skipping blank ones', async () => {
    const seeded = await settings()
    const office = { ...seeded.offices![0]!, address: 'Office 1204\n\nAcacia Business Tower\nDubai' }
    const html = await renderPage(<Footer settings={{ ...seeded, offices: [office] }} />)
    expect(elements(elements(html, 'address')[0]!.html, 'span').map((span) => span.text)).toEqual([
      'Office 1204',
      'Acacia Business Tower',
      'Dubai',
    ])
  })

  it('links the useful pages and the company’s social pages, each opening in a new tab', async () => {
    const html = await renderPage(<Footer settings={await settings()} />)
    expect(links(elements(html, 'nav')[0]!.html)).toEqual([
      'Home → /',
      'Terms → /Terms-&-Conditions',
      'Privacy → /Privacy-Policy',
      'Contact → /contact',
    ])
    const social = elements(html, 'a').filter((a) => a.attributes.target === '_blank')
    expect(social.map((a) => `${a.attributes['aria-label']} → ${a.attributes.href}`)).toEqual([
      'Facebook (opens in a new tab) → https://www.facebook.com/savannalinks',
      'Twitter (opens in a new tab) → https://twitter.com/savannalinks',
      'Instagram (opens in a new tab) → https://www.instagram.com/savannalinks',
      'LinkedIn (opens in a new tab) → https://www.linkedin.com/company/savannalinks',
    ])
    expect(social.every((a) => a.attributes.rel === 'noopener noreferrer')).toBe(true)
    expect(elements(html, 'p').at(-1)?.text).toBe('© 2025 Savanna Links Golf & Safari. All rights reserved.')
  })

  it('holds the newsletter box', async () => {
    const html = await renderPage(<Footer settings={await settings()} />)
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/subscribe')
  })
})

describe('the top bar', () => {
  it('dials the company’s number, and has no currency switch until the browser has one', async () => {
    const html = await renderPage(<TopBar settings={await settings()} />)
    expect(links(html)[0]).toBe('+254 700 000 101 → tel:+254700000101')
    expect(elements(html, 'select')).toEqual([])
  })
})

describe('the footer and top bar on an Arabic page', () => {
  it('speak Arabic, link within the Arabic edition and mark English content and numbers', async () => {
    const html = await renderPage(
      <>
        <TopBar settings={await settings()} />
        <Footer settings={await settings()} />
      </>,
      { url: '/ar/contact' },
    )
    const useful = elements(html, 'nav').find((nav) => nav.attributes['aria-labelledby'] === 'footer-useful-links')!
    expect(elements(useful.html, 'h2')[0]?.text).toBe('روابط مفيدة')
    expect(links(useful.html)).toEqual([
      'الرئيسية → /ar',
      'الشروط والأحكام → /ar/Terms-&-Conditions',
      'الخصوصية → /ar/Privacy-Policy',
      'اتصل بنا → /ar/contact',
    ])
    expect(elements(html, 'h2').find((h2) => h2.text === 'Dubai Office')?.attributes).toMatchObject({ lang: 'en' })
    const social = elements(html, 'a').filter((a) => a.attributes.target === '_blank')
    expect(social[0]?.attributes['aria-label']).toBe('فيسبوك (يفتح في علامة تبويب جديدة)')
    expect(elements(html, 'a').find((a) => a.attributes.href === 'tel:+254700000102')?.attributes.dir).toBe('ltr')
    expect(elements(html, 'p').at(-1)?.text).toBe('© 2025 Savanna Links Golf & Safari. جميع الحقوق محفوظة.')
    expect(elements(html, 'bdi')[0]?.attributes).toMatchObject({ lang: 'en', dir: 'auto' })
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/subscribe')
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['اشترك'])
  })
})
