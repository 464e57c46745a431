import { Named } from '~/components/shared/Named'
import { Price, RatesAsOf } from '~/components/shared/Price'
import type { ItineraryPackage } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'
import { useEditAttribute } from '~/state/edit-attributes'
import { PrintButton } from './PrintButton'

/** The full itinerary's title, price from, the address printed for paper, and the links to its sections. */
export function FullItineraryHead({
  pkg,
  tagline,
  url,
}: {
  pkg: ItineraryPackage
  tagline: string | null
  url: string
}) {
  const edit = useEditAttribute()
  const { itinerary: t } = useT()
  const textLang = useTextLang()
  const days = pkg.days ?? []
  return (
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
          {t.daysFrom(days.length)} <Price usd={pkg.offer.price} data-sanity={edit(pkg.offer, 'price')} /> {t.perPerson}
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
  )
}
