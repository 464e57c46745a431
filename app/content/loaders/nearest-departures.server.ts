import type { contentFor } from '~/content/content.server'
import { DEPARTURE_DATES_QUERY } from '~/content/queries'
import { nearestDepartures } from '~/logic/travel-window'
import type { tripFilterQueryParams } from '~/logic/trip-filters'

/**
 * The departures nearest travel dates that hold none: the last before them and the first after (either may be null).
 */
export type NearestDepartures = { before: string | null; after: string | null }

type Content = Awaited<ReturnType<typeof contentFor>>

/**
 * What a page whose travel dates left nothing offers instead (issue 26): among the trips that match every other
 * filter (in `category`, or anywhere; `keep` narrows them further, as search's term does), the departures
 * nearest the window. Null when no travel dates were asked for.
 */
export async function nearestDeparturesFor(
  content: Content,
  category: string | null,
  params: ReturnType<typeof tripFilterQueryParams>,
  keep?: (ids: string[]) => Set<string>,
): Promise<NearestDepartures | null> {
  if (params.travelFrom === null || params.travelTo === null) return null
  const trips = await content.fetch(DEPARTURE_DATES_QUERY, { ...params, category })
  const kept = keep ? keep(trips.map((trip) => trip._id)) : null
  const starts = trips.flatMap((trip) => (kept && !kept.has(trip._id) ? [] : (trip.starts ?? [])))
  return nearestDepartures(starts, { from: params.travelFrom, to: params.travelTo }, params.today)
}
