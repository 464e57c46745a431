import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { FullItinerary } from '~/components/itinerary/FullItinerary'
import { ItineraryNotFound } from '~/components/itinerary/ItineraryNotFound'
import { itineraryMeta, packageShareImage } from '~/components/itinerary/itinerary-meta'
import { ITINERARY_NOT_FOUND, resolveItinerary } from '~/components/itinerary/resolve-itinerary.server'
import { serialiseJsonLd, touristTripJsonLd } from '~/components/itinerary/tourist-trip'
import type { loader as rootLoader } from '~/root'
import tripPagesStyles from '~/styles/trip-pages.css'
import { publicPageHeaders } from '~/utils/http'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pkg } = await resolveItinerary(request, params.slug)
  // An item without a day-by-day package has no full itinerary.
  if (!pkg) throw new Response(ITINERARY_NOT_FOUND, { status: 404, statusText: 'Not Found' })
  const url = new URL(request.url)
  return { kind: 'package' as const, pkg, canonical: `${url.origin}/listed-itinerary-details/${pkg.slug}` }
}

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => itineraryMeta(data, matches, ' Itinerary')

export default function FullItineraryRoute() {
  const { pkg, canonical } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')!
  const jsonLd = touristTripJsonLd(pkg, { url: canonical, image: packageShareImage(pkg, root.ENV.sanity, new URL(canonical).origin) })
  return (
    <>
      <FullItinerary pkg={pkg} settings={root.settings} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(jsonLd) }} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItineraryNotFound /> }} />
}
