import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPageView } from '~/components/company/LegalPageView'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadLegalPage } from '~/content/loaders/legal-page.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { legalKindOf } from '~/logic/legal-pages'
import { pageMeta } from '~/logic/page-meta'
import { publicPageHeaders } from '~/platform/http.server'
import companyStyles from '~/styles/company-pages.css?url'

/**
 * The legal pages: `/Privacy-Policy`, and `/Terms-&-Conditions` (app/routes/Terms-&-Conditions.tsx is this route),
 * each reading the document of its kind, told by its address.
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]
export const loader = ({ request }: LoaderFunctionArgs) =>
  loadLegalPage(request, legalKindOf(new URL(request.url).pathname))
export const headers = publicPageHeaders
export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const t = catalogueFor(languageOfMatches(matches)).company
  return pageMeta({
    title: data?.page.title ?? (legalKindOf(location.pathname) === 'terms' ? t.termsTitle : t.privacyTitle),
    description: data?.page.intro?.slice(0, 160) ?? t.legalDescription,
  })
}

export default function LegalPage() {
  return <LegalPageView page={useLoaderData<typeof loader>().page} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
