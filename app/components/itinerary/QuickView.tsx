import type { ReactNode } from 'react'
import { AddToCartButton } from '~/components/shared/AddToCartButton'
import { Price, RatesAsOf } from '~/components/shared/Price'
import type { ItineraryPackage } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import type { DatedDeparture } from '~/logic/departures'
import { tripEnquiryHref } from '~/logic/enquiry-links'
import { type ItineraryEntry, neighbours } from '~/logic/itinerary-entries'
import { useEditAttribute } from '~/state/edit-attributes'
import { DatesAndPrices } from './DatesAndPrices'
import { ImageCarousel } from './ImageCarousel'

type Props = {
  pkg: ItineraryPackage
  entries: ItineraryEntry[]
  selected: number
  unknownDay: string | null
  departures: DatedDeparture[]
  laterDepartures: number
  /** The trip's reviews section (decision 043). */
  reviews?: ReactNode
  /** The trip's specialist card and chat link (components/shared/TripContact), last on the page. */
  tripContact?: ReactNode
}

/** `/itinerary/:slug`: one entry at a time, chosen in the URL (`?day=3`), so it is shareable and works without JS. */
export function QuickView({
  pkg,
  entries,
  selected,
  unknownDay,
  departures,
  laterDepartures,
  reviews,
  tripContact,
}: Props) {
  const entry = entries[selected]!
  const { previous, next } = neighbours(entries.length, selected)
  const dayHref = (index: number) => `?day=${entries[index]!.param}`
  const offer = pkg.offer
  const edit = useEditAttribute()
  const { itinerary: t, contact } = useT()
  const textLang = useTextLang()
  return (
    <main id="main" className="container quick-view">
      <header className="quick-view__head">
        {pkg.destination ? (
          <p className="eyebrow" {...textLang(pkg.destination)}>
            {pkg.destination}
          </p>
        ) : null}
        <h1 {...textLang(pkg.name)}>{pkg.name}</h1>
        {pkg.summary ? (
          <p className="quick-view__summary" {...textLang(pkg.summary)}>
            {pkg.summary}
          </p>
        ) : null}
        {typeof offer?.price === 'number' ? (
          <p className="quick-view__price">
            {t.from} <Price usd={offer.price} data-sanity={edit(offer, 'price')} /> {t.perPerson}
            <RatesAsOf />
          </p>
        ) : null}
        <div className="quick-view__actions">
          <Link to={`/listed-itinerary-details/${pkg.slug}`} className="button">
            {t.fullItinerary}
          </Link>
          <Link to={tripEnquiryHref(pkg.name, pkg.slug, contact)} className="button button--outline">
            {t.enquire}
          </Link>
          {offer ? <AddToCartButton item={offer} className="button button--outline" /> : null}
        </div>
      </header>
      {unknownDay !== null ? (
        <p className="notice" role="status">
          {t.unknownDay(unknownDay)}
        </p>
      ) : null}
      <div className="quick-view__layout">
        <nav aria-label={t.itineraryDays} className="quick-view__sidebar">
          <ol>
            {entries.map((item, index) => (
              <li key={item.key}>
                <Link
                  to={dayHref(index)}
                  preventScrollReset
                  replace
                  aria-current={index === selected ? 'step' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <section className="quick-view__main" aria-labelledby="entry-title">
          <h2 id="entry-title" {...textLang(entry.title)}>
            {entry.title}
          </h2>
          {entry.items.length ? (
            <ul className="timeline">
              {entry.items.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, which may repeat and never reorder
                <li key={index} {...textLang(line)}>
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="quick-view__steps">
            <StepLink
              label={t.previous}
              rel="prev"
              href={previous === null ? null : dayHref(previous)}
              className="button button--outline"
            />
            <StepLink label={t.next} rel="next" href={next === null ? null : dayHref(next)} className="button" />
          </div>
          <div className="quick-view__carousels">
            <ImageCarousel
              key={`${entry.key}-1`}
              images={entry.images1}
              label={t.carousel(1)}
              emptyMessage={t.noImages(t.carousel(1))}
            />
            <ImageCarousel
              key={`${entry.key}-2`}
              images={entry.images2}
              label={t.carousel(2)}
              emptyMessage={t.noImages(t.carousel(2))}
            />
          </div>
        </section>
      </div>
      {offer ? (
        <DatesAndPrices
          slug={pkg.slug ?? ''}
          name={pkg.name ?? ''}
          departures={departures}
          later={laterDepartures}
          source={offer}
        />
      ) : null}
      {reviews}
      {tripContact}
    </main>
  )
}

/** Previous/Next: a link to the neighbouring entry, or a disabled button at either end. */
function StepLink({
  label,
  rel,
  href,
  className,
}: {
  label: string
  rel: 'prev' | 'next'
  href: string | null
  className: string
}) {
  if (href === null) {
    return (
      <button type="button" className={className} disabled>
        {label}
      </button>
    )
  }
  return (
    <Link to={href} preventScrollReset replace className={className} rel={rel}>
      {label}
    </Link>
  )
}
