import { CATEGORIES } from './categories'

/** A trip a team member designs, as About lists it (a package that no catalogue item opens has no category). */
type Trip = { _id: string; name: string; slug: string | null; category?: string | null; order?: number | null }

/** A trip as About lists it: its page, and whether another of the person's trips has the same name. */
export type DesignedTripEntry = { _id: string; name: string; slug: string; category: string | null; sameName: boolean }

const rank = (category: string | null | undefined) => {
  const index = (CATEGORIES as readonly string[]).indexOf(category ?? '')
  return index === -1 ? CATEGORIES.length : index
}

/**
 * The trips a person designs in the order the site lists them: by category as the header orders them, then the
 * editor's order within it, then name; each with the category to tell apart two trips of the same name (the
 * itinerary "Rwanda" and the circuit "Rwanda"), and without the ones that have no page (no slug).
 */
export function designedTrips(trips: readonly Trip[] | null | undefined): DesignedTripEntry[] {
  const listed = (trips ?? []).filter((trip): trip is Trip & { slug: string } => Boolean(trip.slug))
  const sorted = [...listed].sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  )
  return sorted.map((trip) => ({
    _id: trip._id,
    name: trip.name,
    slug: trip.slug,
    category: trip.category ?? null,
    sameName: sorted.some((other) => other !== trip && other.name === trip.name),
  }))
}
