import type { contentFor } from '~/content/content.server'
import { TAKEN_PLACES_QUERY } from '~/content/queries'
import { nairobiDate, secondsUntilStale } from '~/logic/departures'
import { soldOutDepartures } from '~/logic/sold-out'

type Content = Awaited<ReturnType<typeof contentFor>>

/**
 * What the cards' "from" prices and the travel dates need to know of the departures at `now` (decision 068): the
 * Nairobi date (`$today`) and the departures sold out (`$soldOut`), with how long a page built on them may be
 * kept: until midnight in Nairobi, or until a hold on a sold-out departure ends, whichever comes first.
 */
export async function offeredDepartures(content: Content, now: Date) {
  const { soldOut, freesAt } = soldOutDepartures(await content.fetch(TAKEN_PLACES_QUERY), now)
  return { params: { today: nairobiDate(now), soldOut }, cacheSeconds: secondsUntilStale(now, freesAt) }
}
