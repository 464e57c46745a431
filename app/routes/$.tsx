import type { MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { notFoundMeta } from '~/logic/page-meta'
import { notFound } from '~/platform/http.server'

/** Any path no other route claims: the Not Found page with HTTP 404, inside the site's header and footer. */
export function loader() {
  notFound()
}

export const meta: MetaFunction = ({ matches }) => notFoundMeta(catalogueFor(languageOfMatches(matches)))

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
