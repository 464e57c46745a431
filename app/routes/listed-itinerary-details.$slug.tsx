import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { FullItinerary } from '~/components/itinerary/FullItinerary'
import { ItineraryNotFound } from '~/components/itinerary/ItineraryNotFound'
import { itineraryMeta, packageShareImage } from '~/logic/itinerary-meta'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { serialiseJsonLd, touristTripJsonLd } from '~/logic/tourist-trip'
import { useRootData } from '~/state/root-data'
import tripPagesStyles from '~/styles/trip-pages.css'
import { notFound, publicPageHeaders } from '~/server/http.server'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pkg } = await resolveItinerary(request, params.slug)
  // An item without a day-by-day package has no full itinerary.
  if (!pkg) notFound('This trip has no day-by-day itinerary.')
  const url = new URL(request.url)
  return { kind: 'package' as const, pkg, canonical: `${url.origin}/listed-itinerary-details/${pkg.slug}` }
}

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => itineraryMeta(data, matches, ' Itinerary')

export default function FullItineraryRoute() {
  const { pkg, canonical } = useLoaderData<typeof loader>()
  const root = useRootData()
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
