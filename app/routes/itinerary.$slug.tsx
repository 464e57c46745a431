import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { itineraryEntries, selectedEntryIndex, withPicturesOfEntry } from '~/logic/itinerary-entries'
import { ItemDetail } from '~/components/itinerary/ItemDetail'
import { ItineraryNotFound } from '~/components/itinerary/ItineraryNotFound'
import { itineraryMeta, packageShareImage } from '~/logic/itinerary-meta'
import { QuickView } from '~/components/itinerary/QuickView'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { serialiseJsonLd, touristTripJsonLd } from '~/logic/tourist-trip'
import tripPagesStyles from '~/styles/trip-pages.css?url'
import { getPublicEnv } from '~/server/env.server'
import { publicPageHeaders } from '~/server/http.server'
import { siteOrigin } from '~/server/site-origin.server'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pkg, item } = await resolveItinerary(request, params.slug)
  const url = new URL(request.url)
  const origin = siteOrigin(request)
  const canonical = `${origin}${url.pathname}`
  if (!pkg) return { kind: 'item' as const, item: item!, canonical }
  const entries = itineraryEntries(pkg)
  const requested = url.searchParams.get('day')
  const index = selectedEntryIndex(entries, requested)
  const selected = index ?? 0
  return {
    kind: 'package' as const,
    pkg: withPicturesOfEntry(pkg, selected),
    selected,
    unknownDay: index === null ? (requested ?? '').slice(0, 40) : null,
    canonical,
    shareImage: packageShareImage(pkg, getPublicEnv().sanity, origin),
  }
}

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => itineraryMeta(data, matches)

export default function ItineraryRoute() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'item') return <ItemDetail item={data.item} />
  const jsonLd = touristTripJsonLd(data.pkg, { url: data.canonical, image: data.shareImage })
  return (
    <>
      <QuickView pkg={data.pkg} entries={itineraryEntries(data.pkg)} selected={data.selected} unknownDay={data.unknownDay} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(jsonLd) }} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItineraryNotFound /> }} />
}
