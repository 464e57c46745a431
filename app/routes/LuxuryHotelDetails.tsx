import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { getPublicEnv } from '#shared/site-settings.server'
import { HotelDetails } from '~/components/hotel/HotelDetails'
import { TripReviewsSection } from '~/components/reviews/TripReviewsSection'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { JsonLd } from '~/components/shared/JsonLd'
import { TripContact } from '~/components/shared/TripContact'
import { contentFor } from '~/content/content.server'
import { hotelContact } from '~/content/loaders/specialist.server'
import { latestTravelMonth, readTripReviews, tripIds } from '~/content/loaders/trip-reviews.server'
import { HOTEL_SAMPLE_QUERY } from '~/content/queries'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { useT } from '~/i18n/react'
import { languageOfRequest } from '~/i18n/request-language.server'
import { itemJsonLd } from '~/logic/item-json-ld'
import { shareImage } from '~/logic/itinerary-meta'
import { pageMeta } from '~/logic/page-meta'
import { keepFirstImagePlaceholders } from '~/logic/placeholders'
import { notFound, publicPageHeaders } from '~/platform/http.server'
import { siteOrigin } from '~/platform/site-origin.server'
import tripPagesStyles from '~/styles/trip-pages.css?url'

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request)
  const hotel = await content.fetch(HOTEL_SAMPLE_QUERY)
  const origin = siteOrigin(request)
  if (!hotel) notFound(catalogueFor(languageOfRequest(request)).hotel.notAvailable)
  // The hotel's reviews name its catalogue item (decision 043).
  const [reviews, contact] = await Promise.all([
    readTripReviews(request, tripIds(hotel.catalogueItem?._id)),
    hotelContact(request),
  ])
  // The slideshow shows the first photo on the first screen; only it keeps its blurred placeholder.
  return {
    hotel: { ...hotel, images: keepFirstImagePlaceholders(hotel.images ?? [], 1) },
    reviews,
    latestMonth: latestTravelMonth(),
    contact,
    canonical: `${origin}${new URL(request.url).pathname}`,
    shareImage: shareImage(hotel.images?.[0], getPublicEnv().sanity, origin),
  }
}

export const headers = publicPageHeaders
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: tripPagesStyles }]
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = catalogueFor(languageOfMatches(matches)).hotel
  return pageMeta({
    title: data?.hotel.name ?? t.title,
    description: data?.hotel.description?.slice(0, 160) ?? t.description,
  })
}

export default function LuxuryHotelDetailsRoute() {
  const { hotel, reviews, latestMonth, contact, canonical, shareImage } = useLoaderData<typeof loader>()
  const t = useT().hotel
  const slug = hotel.catalogueItem?.slug
  const jsonLd = itemJsonLd(
    { name: hotel.name, description: hotel.description, category: 'Hotels' },
    { url: canonical, image: shareImage, reviews },
  )
  return (
    <>
      <HotelDetails
        hotel={hotel}
        reviews={reviews}
        reviewsSection={
          slug ? (
            <TripReviewsSection
              id="customer-feedback"
              className="hotel__section"
              title={t.customerFeedback}
              slug={slug}
              reviews={reviews}
              latestMonth={latestMonth}
            />
          ) : null
        }
        tripContact={<TripContact contact={contact} tripName={hotel.name} />}
      />
      <JsonLd value={jsonLd} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
