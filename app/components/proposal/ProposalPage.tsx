import { PortableText } from '@portabletext/react'
import { type ReactNode, useState } from 'react'
import { DayTimeline } from '~/components/shared/DayTimeline'
import { type Gallery, GalleryDialog } from '~/components/shared/GalleryDialog'
import { ContentText } from '~/components/shared/Named'
import { SpecialistCard } from '~/components/shared/SpecialistCard'
import type { ProposalView } from '~/content/loaders/proposal.server'
import type { SiteSettings } from '~/content/types'
import { Link, useFormat, useT, useTextLang } from '~/i18n/react'
import { itemPath } from '~/logic/slug'
import { ProposalHold } from './ProposalHold'
import { ProposalPayment } from './ProposalPayment'
import { ProposalPrices } from './ProposalPrices'

/**
 * A traveller's proposal (issue 44, decision 064) in the site's own layout: the letterhead (shown on paper only),
 * who it is for and the specialist's letter, the specialist's card, the plan day by day (the full itinerary's
 * timeline), hotels and courses, dates, party, prices and how to pay, then the traveller's answers. A withdrawn
 * proposal shows only that, and who to ask.
 */
export function ProposalPage({
  view,
  settings,
  answers,
}: {
  /** `pdfUrl`: "Download PDF", or null where this server cannot make one (the page then says to print it). */
  view: ProposalView & { pdfUrl: string | null }
  settings: SiteSettings
  answers: ReactNode
}) {
  const t = useT().proposal
  const format = useFormat()
  const textLang = useTextLang()
  const [gallery, setGallery] = useState<Gallery | null>(null)
  const specialistName = view.specialist?.name ?? settings.companyName
  const card = view.specialist ? (
    <SpecialistCard specialist={view.specialist} tripName={view.title} departures={[]} />
  ) : null
  const { startDate, endDate, trip } = view.departure ?? {}
  return (
    <main id="main" className="container proposal" data-standing={view.standing}>
      <p className="print-only proposal__letterhead">
        <ContentText text={settings.companyName} />
      </p>
      <header className="proposal__head">
        <p className="proposal__kicker">{t.kicker}</p>
        <h1 {...textLang(view.title)}>{view.title}</h1>
        <p className="proposal__for">{t.preparedFor(view.travellerName)}</p>
        <p className="proposal__standing">
          <span className="proposal__badge">{t.standing[view.standing]}</span>
        </p>
        {view.standing === 'withdrawn' ? null : view.pdfUrl ? (
          <a className="button button--outline proposal__pdf" href={view.pdfUrl} download>
            {t.downloadPdf}
          </a>
        ) : (
          <p className="proposal__pdf-unavailable">{t.pdfUnavailable}</p>
        )}
      </header>
      {view.standing === 'withdrawn' ? (
        <>
          <p className="notice notice--error proposal__withdrawn" role="status">
            {t.withdrawn(specialistName)}
          </p>
          {card}
        </>
      ) : (
        <>
          {view.letter.length ? (
            <section className="proposal__section proposal__letter" aria-label={t.letterTitle}>
              <PortableText value={view.letter} />
            </section>
          ) : null}
          {card}
          <DayTimeline days={view.days} heading={t.planTitle} onOpen={setGallery} />
          {view.places.length ? (
            <section className="proposal__section" aria-labelledby="proposal-places-title">
              <h2 id="proposal-places-title">{t.placesTitle}</h2>
              <ul className="proposal__places">
                {view.places.map((place) => (
                  <li key={place._id}>
                    <Link to={itemPath(place.slug)} {...textLang(place.name)}>
                      {place.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="proposal__section proposal__facts" aria-labelledby="proposal-dates-title">
            <h2 id="proposal-dates-title">{t.datesTitle}</h2>
            {startDate && endDate ? <p>{t.dates(format.date(startDate), format.date(endDate))}</p> : null}
            {trip?.name ? <p {...textLang(trip.name)}>{t.departureOf(trip.name)}</p> : null}
            <ProposalHold hold={view.hold} specialistName={specialistName} />
            {view.party ? (
              <dl className="proposal__party" aria-label={t.partyTitle}>
                <div>
                  <dt>{t.adults}</dt>
                  <dd>{format.number(view.party.adults ?? 0)}</dd>
                </div>
                <div>
                  <dt>{t.children}</dt>
                  <dd>{format.number(view.party.children ?? 0)}</dd>
                </div>
                <div>
                  <dt>{t.rooms}</dt>
                  <dd>{format.number(view.party.rooms ?? 0)}</dd>
                </div>
              </dl>
            ) : null}
          </section>
          <ProposalPrices lines={view.priceLines} totalUsd={view.totalUsd} />
          <section className="proposal__section proposal__terms" aria-labelledby="proposal-terms-title">
            <h2 id="proposal-terms-title">{t.howToPay}</h2>
            <p>
              {t.validUntil} <time dateTime={view.validUntil}>{format.date(view.validUntil)}</time>
            </p>
            <ProposalPayment view={view} />
          </section>
          {answers}
        </>
      )}
      <GalleryDialog
        gallery={gallery}
        onChange={(index) => setGallery((g) => (g ? { ...g, index } : g))}
        onClose={() => setGallery(null)}
      />
    </main>
  )
}
