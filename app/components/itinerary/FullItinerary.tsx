import { type ReactNode, useState } from 'react'
import { DayTimeline } from '~/components/shared/DayTimeline'
import { type Gallery, GalleryDialog } from '~/components/shared/GalleryDialog'
import { ContentText } from '~/components/shared/Named'
import type { ItineraryPackage, SiteSettings } from '~/content/types'
import type { DatedDeparture } from '~/logic/departures'
import type { RouteMapDrawing } from '~/logic/route-map'
import { DatesAndPrices } from './DatesAndPrices'
import { FullItineraryContact } from './FullItineraryContact'
import { FullItineraryHead } from './FullItineraryHead'
import { IncludedExcluded } from './IncludedExcluded'
import { RouteMap } from './RouteMap'

/**
 * `/listed-itinerary-details/:slug`: every day at once, the route map, the lists, and how to reach us. Printed
 * (trip-pages.css, `@media print`), it is the itinerary on paper: the same content without the site's chrome or
 * the photo controls, plus what paper cannot link to: the page's address and every office's contacts.
 */
export function FullItinerary({
  pkg,
  tagline,
  settings,
  url,
  routeMap,
  departures,
  laterDepartures,
  reviews,
  tripContact,
}: {
  pkg: ItineraryPackage
  tagline: string | null
  settings: SiteSettings
  url: string
  /** The route map the loader drew (`routeMapFor`), or null when no night is on the map. */
  routeMap: RouteMapDrawing | null
  /** The upcoming departures (the loader's `resolveItinerary`). */
  departures: DatedDeparture[]
  /** How many later departures "Show all dates" adds. */
  laterDepartures: number
  /** The trip's reviews section (decision 043). */
  reviews?: ReactNode
  /** The trip's specialist card and chat link (components/shared/TripContact), before "Contact Us". */
  tripContact?: ReactNode
}) {
  const [gallery, setGallery] = useState<Gallery | null>(null)
  return (
    <main id="main" className="container full-itinerary">
      <FullItineraryHead pkg={pkg} tagline={tagline} url={url} />
      <RouteMap tripName={pkg.name} map={routeMap} />
      <DayTimeline days={pkg.days} document={pkg} onOpen={setGallery} />
      {pkg.offer ? (
        <DatesAndPrices
          slug={pkg.slug ?? ''}
          name={pkg.name ?? ''}
          departures={departures}
          later={laterDepartures}
          source={pkg.offer}
        />
      ) : null}
      <IncludedExcluded pkg={pkg} />
      {reviews}
      {tripContact}
      <FullItineraryContact pkg={pkg} settings={settings} />
      <p className="full-itinerary__copyright">
        © {settings.copyrightYear} <ContentText text={settings.companyName} />
      </p>
      <GalleryDialog
        gallery={gallery}
        onChange={(index) => setGallery((g) => (g ? { ...g, index } : g))}
        onClose={() => setGallery(null)}
      />
    </main>
  )
}
