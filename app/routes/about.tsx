import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import keenSliderStyles from 'keen-slider/keen-slider.min.css?url'
import { TeamCarousel } from '~/components/company/TeamCarousel'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { contentFor } from '~/content/content.server'
import { ABOUT_PAGE_QUERY } from '~/content/queries'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { useTextLang } from '~/i18n/react'
import { withFirstDesignedTrips } from '~/logic/designed-trips'
import { pageMeta } from '~/logic/page-meta'
import { publicPageHeaders } from '~/platform/http.server'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: keenSliderStyles },
  { rel: 'stylesheet', href: companyStyles },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request)
  const about = await content.fetch(ABOUT_PAGE_QUERY)
  if (!about.page) throw new Error('The about page document is missing from the dataset.')
  return { page: about.page, team: withFirstDesignedTrips(about.team, about.trips) }
}

export const headers = publicPageHeaders
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches)).company
  return pageMeta({
    title: data?.page.title ?? t.aboutTitle,
    description: data?.page.intro?.[0]?.slice(0, 160) ?? t.aboutDescription,
  })
}

export default function About() {
  const { page, team } = useLoaderData<typeof loader>()
  const textLang = useTextLang()
  return (
    <main id="main" className="container company-page">
      <header className="company-page__head">
        <h1 {...textLang(page.title)}>{page.title}</h1>
        {(page.intro ?? []).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of texts, which may repeat and never reorders
          <p key={index} className="company-page__intro" {...textLang(paragraph)}>
            {paragraph}
          </p>
        ))}
      </header>
      <h2 className="company-page__section-title" {...textLang(page.subtitle)}>
        {page.subtitle}
      </h2>
      <TeamCarousel team={team} />
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
