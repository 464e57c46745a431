// The preview banner: "Exit preview" works without JavaScript and comes back to the page the editor was on.
import { describe, expect, it } from 'vitest'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { PreviewBanner } from './PreviewBanner'

describe('the preview banner', () => {
  it('says drafts are showing, and exits preview back to the same page, query included', async () => {
    const html = await renderPage(<PreviewBanner />, { url: '/itinerary/gold-package?day=3#dates-and-prices' })
    expect(elements(html, 'p')[0]?.text).toBe(
      'Preview mode: you are seeing unpublished drafts. Visitors see the published site.',
    )
    expect(elements(html, 'form')[0]?.attributes).toMatchObject({ method: 'post', action: '/api/exit-preview' })
    expect(elements(html, 'input')[0]?.attributes).toMatchObject({
      type: 'hidden',
      name: 'redirect',
      value: '/itinerary/gold-package?day=3',
    })
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['Exit preview'])
  })
})

describe('the preview banner on an Arabic page', () => {
  it('speaks Arabic and comes back to the Arabic page', async () => {
    const html = await renderPage(<PreviewBanner />, { url: '/ar/contact' })
    expect(elements(html, 'p')[0]?.text).toBe('وضع المعاينة: تشاهد مسودات غير منشورة. يرى الزوار الموقع المنشور.')
    expect(elements(html, 'input')[0]?.attributes.value).toBe('/ar/contact')
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['الخروج من المعاينة'])
  })
})
