import { describe, expect, it } from 'vitest'
import type { CatalogueCard } from '~/content/types'
import { ar } from '~/i18n/catalogues/ar'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { ProductCard } from './ProductCard'

const card = {
  _id: 'item-gold',
  name: 'Gold Package',
  slug: 'gold-package',
  rating: 4.5,
  reviewCount: 2,
  price: 1500,
  image: null,
} as unknown as CatalogueCard

describe('ProductCard', () => {
  it('says "Product data is unavailable" when it has no item to show', async () => {
    for (const item of [null, undefined, { _id: 'x', name: '', slug: '' } as never]) {
      const html = await renderPage(<ProductCard item={item} />)
      expect(html).toContain('Product data is unavailable')
      expect(html).not.toContain('Add to cart')
    }
  })

  it('speaks Arabic on an Arabic page, marks an English name and links within the edition', async () => {
    const html = await renderPage(<ProductCard item={card} />, { url: '/ar/itineraries' })
    const heading = elements(html, 'h3')[0]!
    expect(heading.attributes).toMatchObject({ lang: 'en', dir: 'auto' })
    expect(links(heading.html)).toEqual(['Gold Package → /ar/itinerary/gold-package'])
    expect(elements(html, 'span').find((span) => span.attributes.role === 'img')?.attributes['aria-label']).toBe(
      ar.shared.ratedFrom('4.5', 2),
    )
    expect(html).toContain('للشخص الواحد')
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['أضف إلى السلة'])
    expect(await renderPage(<ProductCard item={null} />, { url: '/ar' })).toContain('بيانات هذا العرض غير متاحة')
  })
})
