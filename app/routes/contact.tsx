import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { getPublicEnv } from '#shared/site-settings.server'
import { ContactForm } from '~/components/contact/ContactForm'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { contentFor } from '~/content/content.server'
import { findItinerary } from '~/content/loaders/resolve-itinerary.server'
import { addressedSpecialist, tripContact } from '~/content/loaders/specialist.server'
import { CONTACT_PAGE_QUERY } from '~/content/queries'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { useT, useTextLang } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { canRequest, departureRequestMessage, travellerCount, waitingListMessage } from '~/logic/departures'
import { ENQUIRY_CONTEXT_FIELDS, readEnquiryContext } from '~/logic/enquiry-context'
import { ENQUIRY_LIMITS } from '~/logic/enquiry-form'
import { tripEnquiryMessage } from '~/logic/enquiry-links'
import { SPECIALIST_FIELDS } from '~/logic/enquiry-specialist'
import { telHref } from '~/logic/links'
import { pageMeta } from '~/logic/page-meta'
import { runEnquiryAction } from '~/mail/enquiry-form-action.server'
import { answered } from '~/platform/form-action.server'
import { formPageHeaders } from '~/platform/http.server'
import { useRootData } from '~/state/root-data'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]

/**
 * A prefilled message may come from "Enquire about this trip", the cart or the trip bar (`?message=`), or from
 * "Request this departure" on a trip's dates (`?trip=&departure=&adults=&children=`), or from "Join the waiting
 * list" on a sold-out one (`?trip=&departure=&source=waiting-list`). "Enquire with …" on a trip's
 * specialist card also names the specialist (`?specialist=`), whom the form then addresses (one no longer on the
 * team is left out); any other enquiry from a trip's pages names the trip (`?trip=`), and goes to its specialist.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url)
  const message = searchParams.get('message') ?? (await departureRequest(request, searchParams)) ?? ''
  const page = await (await contentFor(request)).fetch(CONTACT_PAGE_QUERY)
  const specialist = await addressedSpecialist(
    request,
    searchParams.get(SPECIALIST_FIELDS.id) ?? (await tripContact(request, searchParams.get('trip'))).specialist?._id,
  )
  return {
    message: message.slice(0, ENQUIRY_LIMITS.message),
    specialist: specialist === 'unknown' ? null : specialist,
    intro: page?.contactIntro ?? null,
    emailjs: getPublicEnv().emailjs,
    // Where the visitor came from and what about (source, trip, departure, party), for the private record.
    about: readEnquiryContext(searchParams),
  }
}

/**
 * The message for a requested departure, when the trip and the date name an upcoming one that can be asked for, or
 * for its waiting list when it is sold out and the link asked for that; for a trip alone (or a date that has passed,
 * sold out or freed places meanwhile), the trip's own enquiry; otherwise none.
 */
async function departureRequest(request: Request, searchParams: URLSearchParams): Promise<string | null> {
  const lang = languageOfRequest(request)
  const trip = await findItinerary(request, searchParams.get('trip'))
  if (!trip) return null
  const name = withoutEditMarks(trip.pkg?.name ?? trip.item?.name ?? '')
  if (!name) return null
  const asked = trip.departures.find((candidate) => candidate.startDate === searchParams.get('departure'))
  if (asked && !canRequest(asked) && searchParams.get(ENQUIRY_CONTEXT_FIELDS.source) === 'waiting-list')
    return waitingListMessage(name, asked, lang)
  const departure = asked && canRequest(asked) ? asked : null
  if (!departure) return tripEnquiryMessage(name, catalogueFor(lang).contact)
  const adults = travellerCount(searchParams.get('adults'), { min: 1, fallback: 2 })
  const children = travellerCount(searchParams.get('children'), { min: 0, fallback: 0 })
  return departureRequestMessage(name, departure, adults, children, lang)
}

export const headers = formPageHeaders

/**
 * The enquiry when the page's JavaScript has not run (yet), answered in the page's words; with JavaScript the form
 * posts the same fields to /api/enquiry. Both go through the same pipeline (mail/enquiry-form-action.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return answered(await runEnquiryAction(request, context, languageOfRequest(request)))
}

export const meta: MetaFunction = ({ matches }) => {
  const { title, description } = catalogueFor(languageOfMatches(matches)).contact
  return pageMeta({ title, description })
}

export default function Contact() {
  const { message, intro, emailjs, specialist, about } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() ?? null
  const { settings } = useRootData()
  const t = useT().contact
  const textLang = useTextLang()
  return (
    <main id="main" className="container company-page contact-page">
      <header className="company-page__head">
        <h1>{t.title}</h1>
        {intro ? (
          <p className="company-page__intro" {...textLang(intro)}>
            {intro}
          </p>
        ) : null}
      </header>
      <div className="contact-page__layout">
        <ContactForm
          key={message}
          initialMessage={message}
          serverResult={result}
          emailjs={emailjs}
          specialist={specialist}
          about={about}
        />
        <aside className="contact-page__aside" aria-label={t.otherWays}>
          <h2>{t.talkToUs}</h2>
          <p>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
            <br />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          {(settings.offices ?? []).map((office) => (
            <p key={office._key} {...textLang(office.address)}>
              <strong>{office.title}</strong>
              <br />
              {office.address}
            </p>
          ))}
        </aside>
      </div>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
