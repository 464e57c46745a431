// The JSON-LD script names the page's edition: `inLanguage` from the address, unless the data names its own.
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/support/render-page'
import { JsonLd } from './JsonLd'

const printed = async (url: string, value: unknown) => {
  const html = await renderPage(<JsonLd value={value} />, { url })
  return JSON.parse(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))
}

describe('JsonLd', () => {
  it('marks the data with the page’s language', async () => {
    expect(await printed('/about', { '@type': 'Organization' })).toEqual({ '@type': 'Organization', inLanguage: 'en' })
    expect(await printed('/ar/about', { '@type': 'Organization' })).toEqual({
      '@type': 'Organization',
      inLanguage: 'ar',
    })
  })

  it('keeps a language the data names itself', async () => {
    expect((await printed('/ar/itinerary/x', { inLanguage: 'en' })).inLanguage).toBe('en')
  })
})
