// Whether an English page offers a visitor the Arabic edition: the browser's languages, an earlier choice, once.
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { LanguageOffer, languageToOffer } from './LanguageOffer'

const offer = (options: Partial<Parameters<typeof languageToOffer>[0]>) =>
  languageToOffer({ pageLang: 'en', preferred: [], remembered: null, offeredBefore: false, ...options })

describe('the language offer', () => {
  it('offers Arabic to a browser that prefers it, before English', () => {
    expect(offer({ preferred: ['ar-AE', 'en-US'] })).toBe('ar')
    expect(offer({ preferred: ['fr-FR', 'AR', 'en'] })).toBe('ar')
    expect(offer({ preferred: ['en-GB', 'ar'] })).toBeNull()
    expect(offer({ preferred: ['fr'] })).toBeNull()
  })

  it('offers Arabic to a visitor who chose it before, and nothing to one who chose English', () => {
    expect(offer({ remembered: 'ar', preferred: ['en-GB'] })).toBe('ar')
    expect(offer({ remembered: 'en', preferred: ['ar-AE'] })).toBeNull()
  })

  it('offers once, and only on English pages', () => {
    expect(offer({ preferred: ['ar'], offeredBefore: true })).toBeNull()
    expect(offer({ remembered: 'ar', offeredBefore: true })).toBeNull()
    expect(offer({ pageLang: 'ar', preferred: ['ar'] })).toBeNull()
  })

  it('renders nothing on the server, so cached pages are the same for everyone', async () => {
    expect(await renderPage(<LanguageOffer />, { url: '/about' })).toBe('')
  })
})
