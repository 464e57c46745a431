import { AddToCartButton } from '~/components/shared/AddToCartButton'
import { Price, RatesAsOf } from '~/components/shared/Price'
import { StarRating } from '~/components/shared/StarRating'
import type { HotelSample, Specification } from '~/content/types'
import { chatHref } from '~/logic/links'
import { useEditAttribute } from '~/state/edit-attributes'
import { HotelSlideshow } from './HotelSlideshow'
import { StaticMap } from './StaticMap'

function SpecificationList({ id, title, rows }: { id: string; title: string; rows: Specification[] | null }) {
  return (
    <section className="spec-list" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl>
        {(rows ?? []).map((row) => (
          <div key={row._key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function HotelDetails({ hotel }: { hotel: HotelSample }) {
  const feedback = hotel.customerFeedback
  const edit = useEditAttribute()
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
        <p className="eyebrow">Luxury hotel</p>
        <h1>{hotel.name}</h1>
        {hotel.address ? <p className="hotel__address">{hotel.address}</p> : null}
      </header>
      <nav aria-label="On this page" className="anchor-links">
        <a href="#hotel-details">Hotel Details</a>
        <a href="#specifications">Specifications</a>
        <a href="#customer-feedback">Customer Feedback</a>
      </nav>
      <div className="hotel__layout">
        <HotelSlideshow images={images} name={hotel.name} />
        <aside className="hotel__booking" aria-label="Book this hotel">
          {typeof hotel.pricePerNight === 'number' ? (
            <p className="hotel__price">
              <Price usd={hotel.pricePerNight} data-sanity={edit(hotel, 'pricePerNight')} /> per night
              <RatesAsOf />
            </p>
          ) : null}
          {feedback ? (
            <p className="hotel__rating">
              <strong>{feedback.overallRating}</strong> out of 5 · {feedback.reviewCount ?? 0} reviews
            </p>
          ) : null}
          <AddToCartButton item={asCartItem} label="Add to Tour Cart" />
          <a href="#customer-feedback" className="button button--outline">
            View all reviews
          </a>
          {chat ? (
            <a href={chat} target="_blank" rel="noopener noreferrer" className="button button--outline">
              Chat
            </a>
          ) : null}
        </aside>
      </div>

      <section id="hotel-details" className="hotel__section" aria-labelledby="hotel-details-title">
        <h2 id="hotel-details-title">Hotel Details</h2>
        {hotel.description ? <p>{hotel.description}</p> : null}
      </section>

      <section id="specifications" className="hotel__section" aria-labelledby="specifications-title">
        <h2 id="specifications-title">Specifications</h2>
        <div className="hotel__specs">
          <SpecificationList id="key-features" title="Key features" rows={hotel.specifications?.keyFeatures ?? null} />
          <SpecificationList
            id="package-details"
            title="Package details"
            rows={hotel.specifications?.packageDetails ?? null}
          />
          <SpecificationList
            id="general-specifications"
            title="General specifications"
            rows={hotel.specifications?.generalSpecifications ?? null}
          />
        </div>
      </section>

      {feedback ? (
        <section id="customer-feedback" className="hotel__section" aria-labelledby="feedback-title">
          <h2 id="feedback-title">Customer Feedback</h2>
          <div className="feedback">
            <div className="feedback__overall">
              <p className="feedback__score">
                {feedback.overallRating}
                <span> / 5</span>
              </p>
              <StarRating rating={feedback.overallRating} />
              <p>{feedback.reviewCount ?? 0} reviews</p>
            </div>
            <ul className="feedback__bars" aria-label="Ratings by stars">
              {(feedback.ratings ?? []).map((row) => (
                <li key={row._key}>
                  <span>{row.star} stars</span>
                  <span className="feedback__bar" role="img" aria-label={`${row.star} stars: ${row.percentage}%`}>
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
                  <p>{review.text}</p>
                  <footer>
                    <StarRating rating={review.rating} /> {review.author}
                    {review.country ? `, ${review.country}` : ''}
                  </footer>
                </blockquote>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id="location" className="hotel__section" aria-labelledby="location-title">
        <h2 id="location-title">Location</h2>
        <StaticMap name={hotel.name} address={hotel.address} location={hotel.location} />
      </section>
    </main>
  )
}
