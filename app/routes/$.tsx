import type { MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFound } from '~/utils/http'
import { pageMeta } from '~/utils/meta'

/** Any path no other route claims: the Not Found page with HTTP 404, inside the site's header and footer. */
export function loader() {
  notFound()
}

export const meta: MetaFunction = () => [
  ...pageMeta({ title: 'Page Not Found', description: 'We couldn’t find that page. Browse our golf and safari itineraries from the home page.' }),
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
