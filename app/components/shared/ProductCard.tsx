import type { CatalogueCard } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import { ratingOf } from '~/logic/review-figures'
import { itemPath } from '~/logic/slug'
import { useEditAttribute } from '~/state/edit-attributes'
import { AddToCartButton } from './AddToCartButton'
import { Price, RatesAsOf } from './Price'
import { SanityImage } from './SanityImage'
import { StarRating } from './StarRating'

/**
 * A catalogue card. Its name is a heading one level below the section it sits in (h2 on a listing, h3 on the home
 * page).
 */
export function ProductCard({
  item,
  priority = false,
  headingLevel = 3,
}: {
  item: CatalogueCard | null | undefined
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const edit = useEditAttribute()
  const t = useT()
  const textLang = useTextLang()
  if (!item?.name || !item.slug) {
    return (
      <article className="product-card product-card--empty">
        <p>{t.shared.productUnavailable}</p>
      </article>
    )
  }
  const href = itemPath(item.slug)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="product-card">
      {/* The picture is clickable through the title's link, which covers the card (one link per card, not two). */}
      <div className="product-card__media">
        <SanityImage
          image={item.image}
          width={360}
          aspectRatio={3 / 2}
          priority={priority}
          alt=""
          data-sanity={edit(item, 'image')}
          sizes="(max-width: 599px) calc(50vw - 22px), (max-width: 1231px) 336px, 224px"
        />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title" {...textLang(item.name)}>
          <Link to={href}>{item.name}</Link>
        </Heading>
        <StarRating {...ratingOf(item)} />
        {typeof item.price === 'number' ? (
          <p className="product-card__price" data-sanity={edit(item, 'price')}>
            <Price usd={item.price} /> <span>{t.shared.perPerson}</span>
            <RatesAsOf />
          </p>
        ) : null}
        <AddToCartButton item={item} className="button button--small" />
      </div>
    </article>
  )
}
