import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getPublicEnv } from '#shared/site-settings.server'
import { ItemDetail } from '~/components/itinerary/ItemDetail'
import { ItineraryNotFound } from '~/components/itinerary/ItineraryNotFound'
import { QuickView } from '~/components/itinerary/QuickView'
import { TripReviewsSection } from '~/components/reviews/TripReviewsSection'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { JsonLd } from '~/components/shared/JsonLd'
import { TripContact } from '~/components/shared/TripContact'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { tripContact } from '~/content/loaders/specialist.server'
import { latestTravelMonth, readTripReviews, tripIds } from '~/content/loaders/trip-reviews.server'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { itemJsonLd } from '~/logic/item-json-ld'
import { itineraryEntries, selectedEntryIndex, withPicturesOfEntry } from '~/logic/itinerary-entries'
import { itineraryMeta, packageShareImage, shareImage } from '~/logic/itinerary-meta'
import { touristTripJsonLd } from '~/logic/tourist-trip'
import { itemAddress, packageAddress } from '~/logic/trip-address'
import { publicPageHeaders } from '~/platform/http.server'
import { siteOrigin } from '~/platform/site-origin.server'
import tripPagesStyles from '~/styles/trip-pages.css?url'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pkg, item, departures, laterDepartures, cacheControl } = await resolveItinerary(request, params.slug)
  const url = new URL(request.url)
  const origin = siteOrigin(request)
  // The trip's one address, whichever of its addresses was asked for (decision 051).
  const address = pkg ? packageAddress(pkg) : itemAddress(item!)
  const canonical = `${origin}${localePath(address, languageOfRequest(request))}`
  const init = { headers: { 'Cache-Control': cacheControl } }
  const slug = params.slug!
  const latestMonth = latestTravelMonth()
  const [reviews, contact] = await Promise.all([
    readTripReviews(request, pkg ? tripIds(pkg._id, pkg.offer?._id) : tripIds(item!._id)),
    tripContact(request, params.slug),
  ])
  if (!pkg) {
    return data(
      {
        kind: 'item' as const,
        item: item!,
        departures,
        laterDepartures,
        canonical,
        slug,
        reviews,
        latestMonth,
        contact,
        shareImage: shareImage(item!.image, getPublicEnv().sanity, origin),
      },
      init,
    )
  }
  const entries = itineraryEntries(pkg)
  const requested = url.searchParams.get('day')
  const index = selectedEntryIndex(entries, requested)
  const selected = index ?? 0
  return data(
    {
      kind: 'package' as const,
      pkg: withPicturesOfEntry(pkg, selected),
      selected,
      unknownDay: index === null ? (requested ?? '').slice(0, 40) : null,
      departures,
      laterDepartures,
      canonical,
      slug,
      reviews,
      latestMonth,
      shareImage: packageShareImage(pkg, getPublicEnv().sanity, origin),
      contact,
    },
    init,
  )
}

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  itineraryMeta(data, matches, catalogueFor(languageOfMatches(matches)).itinerary)

export default function ItineraryRoute() {
  const page = useLoaderData<typeof loader>()
  const t = useT().itinerary
  const reviews = <TripReviewsSection slug={page.slug} reviews={page.reviews} latestMonth={page.latestMonth} />
  // Structured data: the page's address, share image, offers and reviews, whichever kind of trip it is.
  const described = { url: page.canonical, image: page.shareImage, departures: page.departures, reviews: page.reviews }
  if (page.kind === 'item') {
    return (
      <>
        <ItemDetail
          item={page.item}
          departures={page.departures}
          laterDepartures={page.laterDepartures}
          reviews={reviews}
          tripContact={<TripContact contact={page.contact} tripName={page.item.name} departures={page.departures} />}
        />
        <JsonLd value={itemJsonLd(page.item, described)} />
      </>
    )
  }
  return (
    <>
      <QuickView
        pkg={page.pkg}
        entries={itineraryEntries(page.pkg, t)}
        selected={page.selected}
        unknownDay={page.unknownDay}
        departures={page.departures}
        laterDepartures={page.laterDepartures}
        reviews={reviews}
        tripContact={<TripContact contact={page.contact} tripName={page.pkg.name} departures={page.departures} />}
      />
      <JsonLd value={touristTripJsonLd(page.pkg, described)} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItineraryNotFound /> }} />
}
