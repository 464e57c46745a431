import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getPublicEnv } from '#shared/site-settings.server'
import { FullItinerary } from '~/components/itinerary/FullItinerary'
import { ItineraryNotFound } from '~/components/itinerary/ItineraryNotFound'
import { TripReviewsSection } from '~/components/reviews/TripReviewsSection'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { JsonLd } from '~/components/shared/JsonLd'
import { TripContact } from '~/components/shared/TripContact'
import { contentFor } from '~/content/content.server'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { routeMapFor } from '~/content/loaders/route-map.server'
import { tripContact } from '~/content/loaders/specialist.server'
import { latestTravelMonth, readTripReviews, tripIds } from '~/content/loaders/trip-reviews.server'
import { ITINERARY_TAGLINE_QUERY } from '~/content/queries'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { localePath } from '~/i18n/paths'
import { languageOfRequest } from '~/i18n/request-language.server'
import { itineraryMeta, packageShareImage } from '~/logic/itinerary-meta'
import { routeMapInWords } from '~/logic/route-stops'
import { touristTripJsonLd } from '~/logic/tourist-trip'
import { notFound, publicPageHeaders } from '~/platform/http.server'
import { siteOrigin } from '~/platform/site-origin.server'
import { useRootData } from '~/state/root-data'
import tripPagesStyles from '~/styles/trip-pages.css?url'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pkg, departures, laterDepartures, cacheControl } = await resolveItinerary(request, params.slug)
  // An item without a day-by-day package has no full itinerary.
  const lang = languageOfRequest(request)
  if (!pkg) notFound(catalogueFor(lang).itinerary.noDayByDay)
  const origin = siteOrigin(request)
  const [tagline, reviews, contact] = await Promise.all([
    (await contentFor(request)).fetch(ITINERARY_TAGLINE_QUERY),
    readTripReviews(request, tripIds(pkg._id, pkg.offer?._id)),
    tripContact(request, params.slug),
  ])
  const shareImage = packageShareImage(pkg, getPublicEnv().sanity, origin)
  const routeMap = routeMapInWords(routeMapFor(pkg.days ?? []), catalogueFor(lang).itinerary)
  return data(
    {
      kind: 'package' as const,
      pkg,
      tagline,
      shareImage,
      routeMap,
      departures,
      laterDepartures,
      reviews,
      latestMonth: latestTravelMonth(),
      canonical: `${origin}${localePath(`/listed-itinerary-details/${pkg.slug}`, lang)}`,
      contact,
    },
    { headers: { 'Cache-Control': cacheControl } },
  )
}

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  itineraryMeta(data, matches, catalogueFor(languageOfMatches(matches)).itinerary, true)

export default function FullItineraryRoute() {
  const { pkg, tagline, shareImage, routeMap, departures, laterDepartures, canonical, reviews, latestMonth, contact } =
    useLoaderData<typeof loader>()
  const root = useRootData()
  const jsonLd = touristTripJsonLd(pkg, { url: canonical, image: shareImage, departures, reviews })
  return (
    <>
      <FullItinerary
        pkg={pkg}
        tagline={tagline}
        settings={root.settings}
        url={canonical}
        routeMap={routeMap}
        departures={departures}
        laterDepartures={laterDepartures}
        reviews={<TripReviewsSection slug={pkg.slug ?? ''} reviews={reviews} latestMonth={latestMonth} />}
        tripContact={<TripContact contact={contact} tripName={pkg.name} departures={departures} />}
      />
      <JsonLd value={jsonLd} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ItineraryNotFound /> }} />
}
