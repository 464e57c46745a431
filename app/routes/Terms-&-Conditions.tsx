import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPageView } from '~/components/company/LegalPageView'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadLegalPage } from '~/content/loaders/legal-page.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { pageMeta } from '~/logic/page-meta'
import { publicPageHeaders } from '~/platform/http.server'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]
export const loader = ({ request }: LoaderFunctionArgs) => loadLegalPage(request, 'terms')
export const headers = publicPageHeaders
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches)).company
  return pageMeta({
    title: data?.page.title ?? t.termsTitle,
    description: data?.page.intro?.slice(0, 160) ?? t.legalDescription,
  })
}

export default function TermsPage() {
  return <LegalPageView page={useLoaderData<typeof loader>().page} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
