import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPageView } from '~/components/company/LegalPageView'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { loadLegalPage } from '~/content/loaders/legal-page.server'
import { pageMeta } from '~/logic/page-meta'
import { publicPageHeaders } from '~/server/http.server'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]
export const loader = ({ request }: LoaderFunctionArgs) => loadLegalPage(request, 'privacy')
export const headers = publicPageHeaders
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.page.title ?? 'Privacy Policy',
    description: data?.page.intro?.slice(0, 160) ?? 'How we work with our travellers.',
  })

export default function PrivacyPage() {
  return <LegalPageView page={useLoaderData<typeof loader>().page} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
