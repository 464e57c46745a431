import { contentFor } from '~/content/content.server'
import { ENQUIRY_TEAM_QUERY, HOTEL_SPECIALIST_QUERY, TRIP_SPECIALIST_QUERY } from '~/content/queries'
import type { TripContact } from '~/content/types'
import { type AddressedSpecialist, readSpecialistField } from '~/logic/enquiry-specialist'

/**
 * Specialists (issue 35, decision 044), as pages and enquiries read them: a trip's card, and the team member an
 * enquiry is addressed to, checked against the published team.
 */

/** The specialist of the trip a slug names (as `/itinerary/:slug` resolves it), and the chat link's address. */
export async function tripContact(request: Request, slug: string | null | undefined): Promise<TripContact> {
  // Real slugs are short (resolve-itinerary.server.ts): a longer one names no trip and is not worth a query.
  if (!slug || slug.length > 120) return { specialist: null, chatUrl: null }
  return (await contentFor(request)).fetch(TRIP_SPECIALIST_QUERY, { slug })
}

/** The hotel page's specialist: its catalogue item's. */
export async function hotelContact(request: Request): Promise<TripContact> {
  return (await contentFor(request)).fetch(HOTEL_SPECIALIST_QUERY)
}

/**
 * The specialist an enquiry's `specialist` value names: null when it names none (the enquiry goes to the team),
 * `'unknown'` when the value is not the id of anyone on the published team (a forged value, or a person who has
 * left since the page was opened).
 */
export async function addressedSpecialist(
  request: Request,
  value: unknown,
): Promise<AddressedSpecialist | null | 'unknown'> {
  const field = readSpecialistField(value)
  if (field.kind === 'none') return null
  if (field.kind === 'invalid') return 'unknown'
  const team = await (await contentFor(request)).fetch(ENQUIRY_TEAM_QUERY)
  const found = team.find((member) => member._id === field.id)
  if (!found) return 'unknown'
  return {
    id: found._id,
    name: found.writtenName,
    shownName: found.name,
    position: found.position,
    office: found.office,
    officeTitle: found.officeTitle,
  }
}
