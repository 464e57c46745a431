import type { ReactNode } from 'react'
import { AddToCartButton } from '~/components/shared/AddToCartButton'
import { Price, RatesAsOf } from '~/components/shared/Price'
import { SanityImage } from '~/components/shared/SanityImage'
import { StarRating } from '~/components/shared/StarRating'
import type { CatalogueItem } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import type { DatedDeparture } from '~/logic/departures'
import { tripEnquiryHref } from '~/logic/enquiry-links'
import { ratingOf } from '~/logic/review-figures'
import { categoryPath } from '~/logic/slug'
import { useEditAttribute } from '~/state/edit-attributes'
import { DatesAndPrices } from './DatesAndPrices'

/** A catalogue item that has no day-by-day package: its own page. */
export function ItemDetail({
  item,
  departures,
  laterDepartures,
  reviews,
  tripContact,
}: {
  item: CatalogueItem
  departures: DatedDeparture[]
  laterDepartures: number
  /** The trip's reviews section (decision 043). */
  reviews?: ReactNode
  /** The trip's specialist card and chat link (components/shared/TripContact), last on the page. */
  tripContact?: ReactNode
}) {
  const edit = useEditAttribute()
  const { itinerary: t, contact } = useT()
  const textLang = useTextLang()
  return (
    <main id="main" className="container item-detail">
      <nav aria-label={t.breadcrumb} className="breadcrumb">
        <Link to={categoryPath(item.category)} {...textLang(item.category)}>
          {item.category}
        </Link>{' '}
        <span aria-hidden="true">›</span> <span {...textLang(item.name)}>{item.name}</span>
      </nav>
      <div className="item-detail__layout">
        <SanityImage
          image={item.image}
          width={642}
          aspectRatio={3 / 2}
          priority
          className="item-detail__image"
          data-sanity={edit(item, 'image')}
          sizes="(max-width: 899px) calc(100vw - 32px), (max-width: 1231px) calc(55vw - 35px), 637px"
        />
        <div className="item-detail__body">
          <p className="eyebrow" {...textLang(item.category)}>
            {item.category}
          </p>
          <h1 {...textLang(item.name)}>{item.name}</h1>
          <StarRating {...ratingOf(item)} />
          {item.description ? (
            <p className="item-detail__description" {...textLang(item.description)}>
              {item.description}
            </p>
          ) : null}
          {typeof item.price === 'number' ? (
            <p className="item-detail__price">
              <Price usd={item.price} data-sanity={edit(item, 'price')} /> {t.perPerson}
              {item.durationDays ? t.daysSuffix(item.durationDays) : ''}
              <RatesAsOf />
            </p>
          ) : (
            <p className="item-detail__price">{t.priceOnRequest}</p>
          )}
          <div className="item-detail__actions">
            <AddToCartButton item={item} />
            <Link to={tripEnquiryHref(item.name, item.slug, contact)} className="button button--outline">
              {t.enquire}
            </Link>
          </div>
        </div>
      </div>
      {typeof item.price === 'number' || departures.length ? (
        <DatesAndPrices
          slug={item.slug ?? ''}
          name={item.name ?? ''}
          departures={departures}
          later={laterDepartures}
          source={item}
        />
      ) : null}
      {reviews}
      {tripContact}
    </main>
  )
}
