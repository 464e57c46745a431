import type { ReactNode } from 'react'
import { AddToCartButton } from '~/components/shared/AddToCartButton'
import { Price, RatesAsOf } from '~/components/shared/Price'
import type { HotelSample, Specification, TripReviews } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { useT, useTextLang } from '~/i18n/react'
import { chatHref } from '~/logic/links'
import { averageText, ratingOf } from '~/logic/review-figures'
import { useEditAttribute } from '~/state/edit-attributes'
import { HotelSlideshow } from './HotelSlideshow'
import { StaticMap } from './StaticMap'

function SpecificationList({ id, title, rows }: { id: string; title: string; rows: Specification[] | null }) {
  const textLang = useTextLang()
  return (
    <section className="spec-list" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl>
        {(rows ?? []).map((row) => (
          <div key={row._key}>
            <dt {...textLang(row.label)}>{row.label}</dt>
            <dd {...textLang(row.value)}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The hotel sample's page. Its customer feedback is its catalogue item's published reviews (decision 043): the
 * figures, the spec's customer ratings with a bar per star, the newest reviews and the form to write one.
 */
export function HotelDetails({
  hotel,
  reviews,
  reviewsSection,
  tripContact,
}: {
  hotel: HotelSample
  /** Its reviews' figures, for the booking box. */
  reviews: Pick<TripReviews, 'average' | 'count'>
  /** The reviews section (`#customer-feedback`), which the route makes from the reviews feature. */
  reviewsSection?: ReactNode
  /** The hotel's specialist card and chat link (components/shared/TripContact), last on the page. */
  tripContact?: ReactNode
}) {
  const average = averageText(reviews.average)
  const edit = useEditAttribute()
  const { hotel: t, specialist: words } = useT()
  const textLang = useTextLang()
  const images = hotel.images ?? []
  // The hotel's own "Chat" names it, as the floating chat link of a trip's page does (issue 35).
  const chat = hotel.chat
    ? chatHref({ url: hotel.chat.url, prefilledText: words.chatAbout(withoutEditMarks(hotel.name ?? '')) })
    : null
  // The hotel joins the basket as its catalogue item when it has one, so both paths add the same line.
  const asCartItem = {
    _id: hotel.catalogueItem?._id ?? hotel._id,
    name: hotel.name,
    image: images[0],
    price: hotel.catalogueItem?.price,
    rating: ratingOf(hotel.catalogueItem).rating,
  }
  return (
    <main id="main" className="container hotel">
      <header className="hotel__head">
        <p className="eyebrow">{t.eyebrow}</p>
        <h1 {...textLang(hotel.name)}>{hotel.name}</h1>
        {hotel.address ? (
          <p className="hotel__address" {...textLang(hotel.address)}>
            {hotel.address}
          </p>
        ) : null}
      </header>
      <nav aria-label={t.onThisPage} className="anchor-links">
        <a href="#hotel-details">{t.hotelDetails}</a>
        <a href="#specifications">{t.specifications}</a>
        <a href="#customer-feedback">{t.customerFeedback}</a>
      </nav>
      <div className="hotel__layout">
        <HotelSlideshow images={images} name={hotel.name} />
        <aside className="hotel__booking" aria-label={t.book}>
          {typeof hotel.pricePerNight === 'number' ? (
            <p className="hotel__price">
              <Price usd={hotel.pricePerNight} data-sanity={edit(hotel, 'pricePerNight')} /> {t.perNight}
              <RatesAsOf />
            </p>
          ) : null}
          {average ? (
            <p className="hotel__rating">
              <strong>{average}</strong> {t.outOf5(reviews.count)}
            </p>
          ) : null}
          <AddToCartButton item={asCartItem} label={t.addToTourCart} />
          <a href="#customer-feedback" className="button button--outline">
            {t.viewAllReviews}
          </a>
          {chat ? (
            <a href={chat} target="_blank" rel="noopener noreferrer" className="button button--outline">
              {t.chat}
            </a>
          ) : null}
        </aside>
      </div>

      <section id="hotel-details" className="hotel__section" aria-labelledby="hotel-details-title">
        <h2 id="hotel-details-title">{t.hotelDetails}</h2>
        {hotel.description ? <p {...textLang(hotel.description)}>{hotel.description}</p> : null}
      </section>

      <section id="specifications" className="hotel__section" aria-labelledby="specifications-title">
        <h2 id="specifications-title">{t.specifications}</h2>
        <div className="hotel__specs">
          <SpecificationList id="key-features" title={t.keyFeatures} rows={hotel.specifications?.keyFeatures ?? null} />
          <SpecificationList
            id="package-details"
            title={t.packageDetails}
            rows={hotel.specifications?.packageDetails ?? null}
          />
          <SpecificationList
            id="general-specifications"
            title={t.generalSpecifications}
            rows={hotel.specifications?.generalSpecifications ?? null}
          />
        </div>
      </section>

      {reviewsSection}

      <section id="location" className="hotel__section" aria-labelledby="location-title">
        <h2 id="location-title">{t.location}</h2>
        <StaticMap name={hotel.name} address={hotel.address} location={hotel.location} />
      </section>
      {tripContact}
    </main>
  )
}
