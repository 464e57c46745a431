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
import { visitorLanguage } from '~/i18n/visitor-language.server'
import { canRequest, departureRequestMessage, travellerCount } from '~/logic/departures'
import {
  ENQUIRY_LIMITS,
  enquiryFieldProblems,
  enquiryValues,
  otherFieldsHoldControlCharacters,
} from '~/logic/enquiry-form'
import { tripEnquiryMessage } from '~/logic/enquiry-links'
import { SPECIALIST_FIELDS } from '~/logic/enquiry-specialist'
import { telHref } from '~/logic/links'
import { pageMeta } from '~/logic/page-meta'
import { deliverEnquiry, EnquiryChannelMissing } from '~/mail/enquiries.server'
import { answered, refuse, refuseFields, runFormAction } from '~/platform/form-action.server'
import { formPageHeaders } from '~/platform/http.server'
import { useRootData } from '~/state/root-data'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]

/**
 * A prefilled message may come from "Enquire about this trip", the cart or the trip bar (`?message=`), or from
 * "Request this departure" on a trip's dates (`?trip=&departure=&adults=&children=`). "Enquire with …" on a trip's
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
  }
}

/**
 * The message for a requested departure, when the trip and the date name an upcoming one that can be asked for;
 * for a trip alone (or a date that has passed or sold out meanwhile), the trip's own enquiry; otherwise none.
 */
async function departureRequest(request: Request, searchParams: URLSearchParams): Promise<string | null> {
  const lang = languageOfRequest(request)
  const trip = await findItinerary(request, searchParams.get('trip'))
  if (!trip) return null
  const name = withoutEditMarks(trip.pkg?.name ?? trip.item?.name ?? '')
  if (!name) return null
  const departure = trip.departures.find(
    (candidate) => candidate.startDate === searchParams.get('departure') && canRequest(candidate),
  )
  if (!departure) return tripEnquiryMessage(name, catalogueFor(lang).contact)
  const adults = travellerCount(searchParams.get('adults'), { min: 1, fallback: 2 })
  const children = travellerCount(searchParams.get('children'), { min: 0, fallback: 0 })
  return departureRequestMessage(name, departure, adults, children, lang)
}

/** Each field's limit, with room for multi-byte characters; the five fields, the specialist's three, room for two. */
const ENQUIRY_FORM_LIMITS = { maxBytes: 48 * 1024, maxFields: 10, maxFieldBytes: 4 * ENQUIRY_LIMITS.message }

export const headers = formPageHeaders

/**
 * The enquiry when the page's JavaScript has not run (yet): checked with the browser's rules, then sent by the
 * channel the browser would use. Every value comes back on any failure, so nothing typed is lost.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const catalogue = catalogueFor(languageOfRequest(request))
  const words = catalogue.forms
  return answered(
    await runFormAction(request, context, {
      limits: ENQUIRY_FORM_LIMITS,
      values: enquiryValues,
      unreadable: (error) => `${error.message} ${words.nothingSent}`,
      check: async (values, form) => {
        // A hidden field the visitor never typed in, damaged or forged (decision 048): the form again, as typed.
        const hiddenDamaged = otherFieldsHoldControlCharacters(form) ? words.hiddenControlCharacters : null
        refuseFields(enquiryFieldProblems(values, words), hiddenDamaged)
        // The specialist the form is addressed to (issue 35), checked against the published team.
        const specialist = await addressedSpecialist(request, form.get(SPECIALIST_FIELDS.id))
        if (specialist === 'unknown') refuse(400, catalogue.contact.unknownSpecialist)
        return specialist
      },
      allowance: { limit: 'enquiry', refused: words.rateLimited },
      write: async (specialist, values) => {
        try {
          await deliverEnquiry(values, { language: visitorLanguage(request), specialist })
        } catch (error) {
          if (error instanceof EnquiryChannelMissing) refuse(503, error.message)
          throw error
        }
        return words.messageSent
      },
      failed: (error) => {
        // The enquiry itself stays out of the log: it is the visitor's personal data.
        console.error('An enquiry could not be delivered:', (error as Error).message)
        return words.messageFailed
      },
    }),
  )
}

export const meta: MetaFunction = ({ matches }) => {
  const { title, description } = catalogueFor(languageOfMatches(matches)).contact
  return pageMeta({ title, description })
}

export default function Contact() {
  const { message, intro, emailjs, specialist } = useLoaderData<typeof loader>()
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
