import { ProductCard } from '~/components/shared/ProductCard'
import type { CatalogueCard } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import { categoryPath } from '~/logic/slug'
import { sectionId } from './CategoryQuickLinks'

/** The spec's cap on items per home section. */
export const HOME_SECTION_LIMIT = 5

export function CategorySection({
  heading,
  category,
  items,
  limit,
}: {
  heading: string
  category: string
  items: CatalogueCard[]
  limit: number | null
}) {
  const shown = items.slice(0, Math.min(limit ?? HOME_SECTION_LIMIT, HOME_SECTION_LIMIT))
  const headingId = `${sectionId(category)}-heading`
  const t = useT()
  const textLang = useTextLang()
  return (
    <section id={sectionId(category)} className="category-section" aria-labelledby={headingId} tabIndex={-1}>
      <div className="category-section__head">
        <h2 id={headingId} {...textLang(heading)}>
          {heading}
        </h2>
        <Link to={categoryPath(category)} className="see-all" aria-label={t.home.seeAllLabel(heading)}>
          {t.home.seeAll}
        </Link>
      </div>
      <div className="product-grid">
        {shown.map((item) => (
          <ProductCard key={item._id} item={item} />
        ))}
      </div>
    </section>
  )
}
