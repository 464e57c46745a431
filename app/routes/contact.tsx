import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContactForm } from '~/components/contact/ContactForm'
import { ENQUIRY_LIMITS } from '~/logic/enquiry-form'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { useRootData } from '~/state/root-data'
import companyStyles from '~/styles/company-pages.css'
import { pageMeta } from '~/logic/page-meta'
import { telHref } from '~/logic/links'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]

/** A prefilled message may come from "Enquire about this trip", the cart or the trip bar (`?message=`). */
export function loader({ request }: LoaderFunctionArgs) {
  const message = new URL(request.url).searchParams.get('message') ?? ''
  return { message: message.slice(0, ENQUIRY_LIMITS.message) }
}

export const meta: MetaFunction = () =>
  pageMeta({ title: 'Contact our Tours Agent', description: 'Send us an enquiry: our consultants in Nairobi, Dubai and the US reply within one working day.' })

export default function Contact() {
  const { message } = useLoaderData<typeof loader>()
  const { settings } = useRootData()
  return (
    <main id="main" className="container company-page contact-page">
      <header className="company-page__head">
        <h1>Contact our Tours Agent</h1>
        {settings.contactIntro ? <p className="company-page__intro">{settings.contactIntro}</p> : null}
      </header>
      <div className="contact-page__layout">
        <ContactForm key={message} initialMessage={message} />
        <aside className="contact-page__aside" aria-label="Other ways to reach us">
          <h2>Talk to us</h2>
          <p>
            <a href={telHref(settings.phone)}>{settings.phone}</a>
            <br />
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          {(settings.offices ?? []).map((office) => (
            <p key={office._key}>
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
