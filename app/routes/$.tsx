import type { MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFound } from '~/utils/http'

/** Any path no other route claims: the Not Found page with HTTP 404, inside the site's header and footer. */
export function loader() {
  notFound()
}

export const meta: MetaFunction = () => [{ title: 'Page Not Found | Savanna Links Golf & Safari' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
