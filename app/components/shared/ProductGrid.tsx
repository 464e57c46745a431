import type { CatalogueCard } from '~/content/types'
import { ProductCard } from './ProductCard'

/** A page's grid of cards, right under its h1; the first few are above the fold and load eagerly. */
export function ProductGrid({ items, eager = 0 }: { items: CatalogueCard[]; eager?: number }) {
  return (
    <div className="product-grid">
      {items.map((item, index) => (
        <ProductCard key={item._id} item={item} priority={index < eager} headingLevel={2} />
      ))}
    </div>
  )
}
