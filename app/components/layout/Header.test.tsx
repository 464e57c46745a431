// The site header as the server sends it: the search box (holding the term on the results page), the sign-in
// link when sign-in is on, the cart and the categories.
import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { Header } from './Header'

const SEARCH_PLACEHOLDER = en.layout.searchPlaceholder

const emulator = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-savanna-links.firebaseapp.com',
  projectId: 'demo-savanna-links',
  appId: null,
  emulatorUrl: 'http://127.0.0.1:9099',
}

async function header(url: string, signIn = false) {
  const html = await renderPage(<Header companyName="Savanna Links Golf & Safari" />, {
    url,
    root: signIn
      ? { ENV: { sanity: { projectId: 'local', dataset: 'production', imageBaseUrl: '/' }, firebase: emulator } }
      : {},
  })
  const box = elements(html, 'input').find((input) => input.attributes.name === 'q')!.attributes
  return { html, box, buttons: elements(html, 'button').map((button) => button.text) }
}

describe('the header', () => {
  it('searches with a GET form to /search, the box empty away from the results', async () => {
    const { html, box, buttons } = await header('/itineraries?q=gold')
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({ method: 'get', action: '/search', role: 'search' })
    expect(box).toMatchObject({ type: 'search', value: '', placeholder: SEARCH_PLACEHOLDER, maxlength: '200' })
    // The SEARCH button shows once there is something to search for.
    expect(buttons).toEqual([])
  })

  it('holds the term searched for on the results page, tidied as search reads it', async () => {
    const { box, buttons } = await header('/search?q=%20%20Maasai%20%20%20MARA%20')
    expect(box.value).toBe('maasai mara')
    expect(buttons).toEqual(['SEARCH'])
  })

  it('links the five categories in the header’s order, each to its listing', async () => {
    const { html } = await header('/')
    const categories = elements(html, 'nav').find((nav) => nav.attributes['aria-label'] === 'Categories')!
    expect(links(categories.html)).toEqual([
      'Itineraries → /itineraries',
      'Circuits → /circuits',
      'Golf Courses → /golf-courses',
      'Hotels → /hotels',
      'Excursions → /excursions',
    ])
  })

  it('marks the listing the visitor is on', async () => {
    const { html } = await header('/golf-courses')
    expect(
      elements(html, 'a')
        .filter((a) => a.attributes['aria-current'] === 'page')
        .map((a) => a.text),
    ).toEqual(['Golf Courses'])
  })

  it('shows the cart with nothing in it, as the server cannot know the basket', async () => {
    const { html } = await header('/')
    const cart = elements(html, 'a').find((a) => a.attributes.href === '/checkout')
    expect(cart?.attributes['aria-label']).toBe('Cart, 0 items')
    expect(cart?.text).toBe('0')
  })

  it('offers "Login" only when sign-in is on', async () => {
    expect(links((await header('/')).html)).not.toContain('Login → /login')
    expect(links((await header('/', true)).html)).toContain('Login → /login')
  })

  it('speaks Arabic on an Arabic page, its links and search staying in the Arabic edition', async () => {
    const { html, box } = await header('/ar/search?q=mara', true)
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/search')
    expect(box.value).toBe('mara')
    const categories = elements(html, 'nav').find((nav) => nav.attributes['aria-label'] === 'الفئات')!
    expect(links(categories.html)[0]).toBe('البرامج → /ar/itineraries')
    expect(links(html)).toContain('تسجيل الدخول → /ar/login')
    const cart = elements(html, 'a').find((a) => a.attributes.href === '/ar/checkout')
    expect(cart?.attributes['aria-label']).toBe('سلة الرحلات، لا توجد عناصر (0)')
    expect([1, 2, 3, 11, 100].map((n) => ar.layout.cartLabel(n))).toEqual([
      'سلة الرحلات، عنصر واحد (1)',
      'سلة الرحلات، عنصران (2)',
      'سلة الرحلات، 3 عناصر',
      'سلة الرحلات، 11 عنصراً',
      'سلة الرحلات، 100 عنصر',
    ])
  })

  it('names the cart link with the count it shows, in either language (WCAG 2.5.3, label in name)', async () => {
    for (const [path, catalogue] of [
      ['/', en],
      ['/ar', ar],
    ] as const) {
      const cart = elements((await header(path)).html, 'a').find((a) => a.attributes.class === 'header-cart')!
      const shown = elements(cart.html, 'span').map((span) => span.text)
      expect(shown).toEqual(['0'])
      expect(cart.attributes['aria-label']).toContain(shown[0])
      for (let count = 0; count <= 12; count += 1) expect(catalogue.layout.cartLabel(count)).toContain(String(count))
    }
  })
})
