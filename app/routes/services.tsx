import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { Named } from '~/components/shared/Named'
import { SanityImage } from '~/components/shared/SanityImage'
import { contentFor } from '~/content/content.server'
import { SERVICES_PAGE_QUERY } from '~/content/queries'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useT, useTextLang } from '~/i18n/react'
import { enquiryHref } from '~/logic/enquiry-links'
import { pageMeta } from '~/logic/page-meta'
import { keepFirstPlaceholders } from '~/logic/placeholders'
import { publicPageHeaders } from '~/platform/http.server'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request)
  const page = await content.fetch(SERVICES_PAGE_QUERY)
  if (!page) throw new Error('The services page document is missing from the dataset.')
  // The first two services are on the first screen (and load eagerly); only they keep their blurred placeholder.
  return { page: { ...page, services: keepFirstPlaceholders(page.services ?? [], 2) } }
}

export const headers = publicPageHeaders
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches)).company
  return pageMeta({
    title: data?.page.title ?? t.servicesTitle,
    description: data?.page.intro?.slice(0, 160) ?? t.servicesDescription,
  })
}

export default function Services() {
  const { page } = useLoaderData<typeof loader>()
  const t = useT().company
  const textLang = useTextLang()
  return (
    <main id="main" className="container company-page">
      <header className="company-page__head">
        <h1 {...textLang(page.title)}>{page.title}</h1>
        {page.intro ? (
          <p className="company-page__intro" {...textLang(page.intro)}>
            {page.intro}
          </p>
        ) : null}
      </header>
      <div className="services">
        {(page.services ?? []).map((service, index) => (
          <section key={service._key} className="service" aria-labelledby={`service-${service._key}`}>
            <SanityImage
              image={service.image}
              width={516}
              aspectRatio={3 / 2}
              priority={index < 2}
              className="service__image"
              sizes="(max-width: 767px) calc(100vw - 32px), (max-width: 1231px) calc(43.5vw - 24px), 511px"
            />
            <div className="service__body">
              <h2 id={`service-${service._key}`} {...textLang(service.title)}>
                {service.title}
              </h2>
              {service.summary ? (
                <p className="service__summary" {...textLang(service.summary)}>
                  {service.summary}
                </p>
              ) : null}
              {service.body ? <p {...textLang(service.body)}>{service.body}</p> : null}
              {service.highlights?.length ? (
                <ul className="check-list">
                  {service.highlights.map((line) => (
                    <li key={line} {...textLang(line)}>
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p>
                <Link to={enquiryHref(t.serviceEnquiry(service.title))}>
                  <Named text={t.askAbout} name={service.title} />
                </Link>
              </p>
            </div>
          </section>
        ))}
      </div>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
