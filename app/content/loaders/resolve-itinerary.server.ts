import { nextClaimExpiry } from '#shared/holds'
import { getServerEnv } from '#shared/site-settings.server'
import { contentFor } from '~/content/content.server'
import { ITINERARY_QUERY } from '~/content/queries'
import type { ItineraryLookup } from '~/content/types'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfRequest } from '~/i18n/request-language.server'
import {
  type Departure,
  departuresOnPage,
  fromPrice,
  nairobiDate,
  readClaims,
  secondsUntilStale,
  upcomingDepartures,
} from '~/logic/departures'
import { siteNow } from '~/platform/clock.server'
import { notFound, publicCacheControlFor } from '~/platform/http.server'

/**
 * A slug names a package, or a catalogue item (which may link to a package). Unknown: a 404.
 *
 * With it come the trip's upcoming departures (issue 26): those of the priced item (the package's, or the item
 * itself), each ending after the package's days (or the item's duration without one), as of today in Nairobi, with
 * the places each has left, counted from its ledger at the site's clock (decision 068). `cacheControl` keeps the
 * page in no shared cache past the next Nairobi midnight, when today's departures drop off, nor past the end of the
 * next hold among its departures, when its places come back.
 */
export async function resolveItinerary(request: Request, slug: string | undefined, now: Date = siteNow()) {
  const found = await findItinerary(request, slug, now)
  if (!found) notFound(catalogueFor(languageOfRequest(request)).errors.noItinerary)
  // The page lists the next few departures; "Show all dates" (`?dates=all`) lists every one.
  const { shown, later } = departuresOnPage(found.departures, new URL(request.url).searchParams.get('dates') === 'all')
  return { ...found, departures: shown, laterDepartures: later }
}

/** The same, or null for a slug that names nothing (for pages that only mention a trip, like the contact form). */
export async function findItinerary(request: Request, slug: string | null | undefined, now: Date = siteNow()) {
  const content = await contentFor(request)
  // Real slugs are short; anything longer cannot match, so it is not worth a query.
  const lookup: ItineraryLookup =
    slug && slug.length <= 120 ? await content.fetch(ITINERARY_QUERY, { slug }) : { package: null, item: null }
  const pkg = lookup.package ?? lookup.item?.package ?? null
  if (!pkg && !lookup.item) return null
  const priced = pkg?.offer ?? lookup.item
  const durationDays = pkg?.days?.length || lookup.item?.durationDays
  // In a preview, texts carry the Studio's edit marks: the date is compared and used in URLs and class names, so it
  // goes clean; a note stays marked, for click-to-edit.
  const stored = (priced?.departures ?? []) as Departure[]
  const clean = stored.map((departure) => ({ ...departure, startDate: withoutEditMarks(departure.startDate) }))
  const ledgers = priced?.ledgers ?? []
  const fewPlacesLeft = getServerEnv().FEW_PLACES_LEFT
  const departures = upcomingDepartures(clean, durationDays, nairobiDate(now), { ledgers, now, fewPlacesLeft })
  const holdEnds = ledgers.flatMap((ledger) => nextClaimExpiry(readClaims(ledger.claims), now) ?? [])
  const freesAt = holdEnds.length ? new Date(Math.min(...holdEnds.map((end) => end.getTime()))) : null
  // The "from" price the page shows (and structured data and "Add to cart" use) follows the cards' rule. The
  // stored departures stay here: the page gets the upcoming ones, dated, and every one sent twice cost 3 KB.
  const price = fromPrice(departures, priced?.price)
  const page = pkg ? { ...pkg, offer: pkg.offer ? { ...withoutDepartures(pkg.offer), price } : null } : null
  return {
    pkg: page,
    item: lookup.item ? { ...withoutDepartures(lookup.item), price, package: lookup.item.package ? page : null } : null,
    departures,
    cacheControl: publicCacheControlFor(secondsUntilStale(now, freesAt)),
  }
}

function withoutDepartures<T extends { departures: unknown; ledgers: unknown }>(priced: T): T {
  return { ...priced, departures: null, ledgers: null }
}
