import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteStateProvider } from '~/state/site-state'
import { ProductCard } from './ProductCard'

describe('ProductCard', () => {
  it('says "Product data is unavailable" when it has no item to show', () => {
    for (const item of [null, undefined, { _id: 'x', name: '', slug: '' } as never]) {
      const html = renderToString(
        <SiteStateProvider>
          <ProductCard item={item} />
        </SiteStateProvider>,
      )
      expect(html).toContain('Product data is unavailable')
      expect(html).not.toContain('Add to cart')
    }
  })
})
