import { contentFor } from '~/content/content.server'
import { ITINERARY_QUERY } from '~/content/queries'
import type { ItineraryLookup } from '~/content/types'
import { notFound } from '~/server/http.server'

/** A slug names a package, or a catalogue item (which may link to a package). Unknown: a 404. */
export async function resolveItinerary(request: Request, slug: string | undefined) {
  const content = await contentFor(request)
  // Real slugs are short; anything longer cannot match, so it is not worth a query.
  const lookup: ItineraryLookup =
    slug && slug.length <= 120 ? await content.fetch(ITINERARY_QUERY, { slug }) : { package: null, item: null }
  const pkg = lookup.package ?? lookup.item?.package ?? null
  if (!pkg && !lookup.item) notFound('No itinerary or catalogue item has that name.')
  return { pkg, item: lookup.item }
}
