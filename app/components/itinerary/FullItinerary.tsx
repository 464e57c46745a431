import { type ReactNode, useState } from 'react'
import { ContentText, Named } from '~/components/shared/Named'
import { OfficeAddress } from '~/components/shared/OfficeAddress'
import { Price, RatesAsOf } from '~/components/shared/Price'
import { SanityImage } from '~/components/shared/SanityImage'
import type { ItineraryPackage, KeyedImage, SiteSettings } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import type { DatedDeparture } from '~/logic/departures'
import { tripEnquiryHref } from '~/logic/enquiry-links'
import { telHref } from '~/logic/links'
import type { RouteMapDrawing } from '~/logic/route-map'
import { useEditAttribute } from '~/state/edit-attributes'
import { DatesAndPrices } from './DatesAndPrices'
import { type Gallery, GalleryDialog } from './GalleryDialog'
import { PrintButton } from './PrintButton'
import { RouteMap } from './RouteMap'

/**
 * `/listed-itinerary-details/:slug`: every day at once, the route map, the lists, and how to reach us. Printed
 * (trip-pages.css, `@media print`), it is the itinerary on paper: the same content without the site's chrome or
 * the photo controls, plus what paper cannot link to: the page's address and every office's contacts.
 */
export function FullItinerary({
  pkg,
  tagline,
  settings,
  url,
  routeMap,
  departures,
  laterDepartures,
  reviews,
  tripContact,
}: {
  pkg: ItineraryPackage
  tagline: string | null
  settings: SiteSettings
  url: string
  /** The route map the loader drew (`routeMapFor`), or null when no night is on the map. */
  routeMap: RouteMapDrawing | null
  /** The upcoming departures (the loader's `resolveItinerary`). */
  departures: DatedDeparture[]
  /** How many later departures "Show all dates" adds. */
  laterDepartures: number
  /** The trip's reviews section (decision 043). */
  reviews?: ReactNode
  /** The trip's specialist card and chat link (components/shared/TripContact), before "Contact Us". */
  tripContact?: ReactNode
}) {
  const [gallery, setGallery] = useState<Gallery | null>(null)
  const edit = useEditAttribute()
  const { itinerary: t, contact } = useT()
  const textLang = useTextLang()
  const days = pkg.days ?? []
  const strip = (title: string, images: KeyedImage[] | null, label: string, field: string) =>
    images?.length ? (
      <ul className="thumb-strip" aria-label={label}>
        {images.map((image, index) => (
          <li key={image._key}>
            <button
              type="button"
              className="thumb"
              aria-label={t.openImage(label, index + 1, image.alt ?? '')}
              onClick={() => setGallery({ title, images, index })}
            >
              <SanityImage
                image={image}
                width={120}
                aspectRatio={3 / 2}
                alt=""
                sizes="120px"
                data-sanity={edit(pkg, `${field}[_key=="${image._key}"]`)}
              />
            </button>
          </li>
        ))}
      </ul>
    ) : null
  return (
    <main id="main" className="container full-itinerary">
      <header className="full-itinerary__head">
        <h1>
          <Named text={t.fullTitle} name={pkg.name} />
        </h1>
        {tagline ? (
          <p className="full-itinerary__tagline" {...textLang(tagline)}>
            {tagline}
          </p>
        ) : null}
        {typeof pkg.offer?.price === 'number' ? (
          <p>
            {t.daysFrom(days.length)} <Price usd={pkg.offer.price} data-sanity={edit(pkg.offer, 'price')} />{' '}
            {t.perPerson}
            <RatesAsOf />
          </p>
        ) : null}
        <p className="print-only full-itinerary__url">{t.onlineAt(url)}</p>
        <PrintButton />
        <nav aria-label={t.onThisPage} className="anchor-links">
          <a href="#itinerary">{t.itinerary}</a>
          <a href="#included">{t.included}</a>
          <a href="#excluded">{t.excluded}</a>
          <a href="#contact-us">{t.contactUs}</a>
        </nav>
      </header>

      <RouteMap tripName={pkg.name} map={routeMap} />

      <section id="itinerary" className="full-itinerary__section" aria-labelledby="quick-view-title">
        <h2 id="quick-view-title">{t.quickView}</h2>
        <ol className="day-timeline" data-sanity={edit(pkg, 'days')}>
          {days.map((day, index) => (
            <li key={day._key} className="day-timeline__day">
              <h3 {...textLang(day.title)}>{day.title}</h3>
              {day.timelineItems?.length ? (
                <ul className="timeline">
                  {day.timelineItems.map((line, lineIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed texts, which may repeat and never reorder
                    <li key={lineIndex} {...textLang(line)}>
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              {strip(
                day.title,
                day.carouselImages1,
                t.dayPhotos(index + 1),
                `days[_key=="${day._key}"].carouselImages1`,
              )}
              {strip(
                day.title,
                day.carouselImages2,
                t.dayMorePhotos(index + 1),
                `days[_key=="${day._key}"].carouselImages2`,
              )}
            </li>
          ))}
        </ol>
      </section>

      {pkg.offer ? (
        <DatesAndPrices
          slug={pkg.slug ?? ''}
          name={pkg.name ?? ''}
          departures={departures}
          later={laterDepartures}
          source={pkg.offer}
        />
      ) : null}

      <div className="full-itinerary__lists">
        <section id="included" className="full-itinerary__section" aria-labelledby="included-title">
          <h2 id="included-title">{t.included}</h2>
          <ul className="check-list" data-sanity={edit(pkg, 'included')}>
            {(pkg.included ?? []).map((line) => (
              <li key={line} {...textLang(line)}>
                {line}
              </li>
            ))}
          </ul>
        </section>
        <section id="excluded" className="full-itinerary__section" aria-labelledby="excluded-title">
          <h2 id="excluded-title">{t.excluded}</h2>
          <ul className="cross-list" data-sanity={edit(pkg, 'excluded')}>
            {(pkg.excluded ?? []).map((line) => (
              <li key={line} {...textLang(line)}>
                {line}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {reviews}
      {tripContact}

      <section
        id="contact-us"
        className="full-itinerary__section full-itinerary__contact"
        aria-labelledby="contact-title"
      >
        <h2 id="contact-title">{t.contactUs}</h2>
        <p>
          <Named text={t.questions} name={pkg.name} />
        </p>
        <p>
          <a href={telHref(settings.phone)}>{settings.phone}</a> ·{' '}
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </p>
        <p className="full-itinerary__enquire">
          <Link to={tripEnquiryHref(pkg.name, pkg.slug, contact)} className="button">
            {t.enquire}
          </Link>
        </p>
        <div className="print-only full-itinerary__offices">
          {(settings.offices ?? []).map((office) => (
            <div key={office._key}>
              <h3 {...textLang(office.title)}>{office.title}</h3>
              <OfficeAddress office={office} />
            </div>
          ))}
        </div>
      </section>
      <p className="full-itinerary__copyright">
        © {settings.copyrightYear} <ContentText text={settings.companyName} />
      </p>
      <GalleryDialog
        gallery={gallery}
        onChange={(index) => setGallery((g) => (g ? { ...g, index } : g))}
        onClose={() => setGallery(null)}
      />
    </main>
  )
}
