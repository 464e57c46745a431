// The <head>'s edition tags as the server renders them: present on a page, absent from a 404.
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { EditionLinks } from './EditionLinks'

const origin = 'https://savannalinks.example'

describe('EditionLinks', () => {
  it('prints the canonical URL, the editions and the locales', async () => {
    const html = await renderPage(<EditionLinks />, { url: '/ar/about?ref=mail', root: { origin } })
    expect(html).toContain(`<link rel="canonical" href="${origin}/ar/about"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/about"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${origin}/ar/about"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/about"/>`)
    expect(html).toContain('<meta property="og:locale" content="ar_AE"/>')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GB"/>')
  })

  it('uses the path the page’s loader named canonical', async () => {
    const html = await renderPage(<EditionLinks />, {
      url: '/ar/category/golf-courses',
      root: { origin },
      loader: () => ({ canonical: `${origin}/golf-courses` }),
    })
    expect(html).toContain(`<link rel="canonical" href="${origin}/ar/golf-courses"/>`)
  })

  it('prints nothing on a page whose loader failed (a 404), nor without the origin', async () => {
    const notFound = () => {
      throw new Response('Not Found', { status: 404 })
    }
    expect(await renderPage(<EditionLinks />, { url: '/nowhere', root: { origin }, loader: notFound })).toBe('')
    expect(await renderPage(<EditionLinks />, { url: '/about' })).toBe('')
  })
})
