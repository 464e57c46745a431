import type { ReactNode } from 'react'
import { AddToCartButton } from '~/components/shared/AddToCartButton'
import { Price, RatesAsOf } from '~/components/shared/Price'
import { StarRating } from '~/components/shared/StarRating'
import type { HotelSample, Specification } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'
import { chatHref } from '~/logic/links'
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

export function HotelDetails({
  hotel,
  tripContact,
}: {
  hotel: HotelSample
  /** The hotel's specialist card and chat link (components/shared/TripContact), last on the page. */
  tripContact?: ReactNode
}) {
  const feedback = hotel.customerFeedback
  const edit = useEditAttribute()
  const t = useT().hotel
  const textLang = useTextLang()
  const images = hotel.images ?? []
  const chat = hotel.chat ? chatHref(hotel.chat) : null
  // The hotel joins the basket as its catalogue item when it has one, so both paths add the same line.
  const asCartItem = {
    _id: hotel.catalogueItem?._id ?? hotel._id,
    name: hotel.name,
    image: images[0],
    price: hotel.catalogueItem?.price,
    rating: hotel.catalogueItem?.rating,
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
          {feedback ? (
            <p className="hotel__rating">
              <strong>{feedback.overallRating}</strong> {t.outOf5(feedback.reviewCount ?? 0)}
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

      {feedback ? (
        <section id="customer-feedback" className="hotel__section" aria-labelledby="feedback-title">
          <h2 id="feedback-title">{t.customerFeedback}</h2>
          <div className="feedback">
            <div className="feedback__overall">
              <p className="feedback__score">
                {feedback.overallRating}
                <span> / 5</span>
              </p>
              <StarRating rating={feedback.overallRating} />
              <p>{t.reviews(feedback.reviewCount ?? 0)}</p>
            </div>
            <ul className="feedback__bars" aria-label={t.ratingsByStars}>
              {(feedback.ratings ?? []).map((row) => (
                <li key={row._key}>
                  <span>{t.stars(row.star)}</span>
                  <span className="feedback__bar" role="img" aria-label={t.starsShare(row.star, row.percentage)}>
                    <span style={{ width: `${Math.max(0, Math.min(100, row.percentage))}%` }} />
                  </span>
                  <span>{row.percentage}%</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="reviews">
            {(feedback.reviews ?? []).map((review) => (
              <li key={review._key}>
                <blockquote>
                  <p {...textLang(review.text)}>{review.text}</p>
                  <footer>
                    <StarRating rating={review.rating} />{' '}
                    <span {...textLang(review.author)}>
                      {review.author}
                      {review.country ? `, ${review.country}` : ''}
                    </span>
                  </footer>
                </blockquote>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id="location" className="hotel__section" aria-labelledby="location-title">
        <h2 id="location-title">{t.location}</h2>
        <StaticMap name={hotel.name} address={hotel.address} location={hotel.location} />
      </section>
      {tripContact}
    </main>
  )
}
