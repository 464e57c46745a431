import { Named } from '~/components/shared/Named'
import { OfficeAddress } from '~/components/shared/OfficeAddress'
import type { ItineraryPackage, SiteSettings } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import { tripEnquiryHref } from '~/logic/enquiry-links'
import { telHref } from '~/logic/links'

/** "Contact Us": the phone, the e-mail and the trip's enquiry; on paper, every office's address too. */
export function FullItineraryContact({ pkg, settings }: { pkg: ItineraryPackage; settings: SiteSettings }) {
  const { itinerary: t, contact } = useT()
  const textLang = useTextLang()
  return (
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
  )
}
