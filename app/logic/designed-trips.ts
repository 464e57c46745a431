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

/** A trip as About's query reads it: the specialist it names (or its package names), and the package it opens. */
type SpecialistTrip = {
  _id: string
  _type: string
  specialist: { _ref: string } | null
  package?: { _ref: string } | null
}

/** A trip as About lists it under a person: what the query read to place it goes. */
export type ListedTrip<Trip extends SpecialistTrip> = Omit<Trip, '_type' | 'specialist' | 'package'>

/**
 * Each person with the trips they design: the catalogue items naming them (or whose package does, when the item
 * names no one), and the packages naming them that no catalogue item opens (an opened package is listed by its
 * items). One pass over the trips for the whole team.
 */
export function withDesignedTrips<Person extends { _id: string }, Trip extends SpecialistTrip>(
  team: readonly Person[],
  trips: readonly Trip[],
): Array<Person & { trips: Array<ListedTrip<Trip>> }> {
  const opened = new Set(trips.flatMap((trip) => (trip.package?._ref ? [trip.package._ref] : [])))
  const byPerson = new Map<string, Array<ListedTrip<Trip>>>()
  for (const { _type, specialist, package: _package, ...listed } of trips) {
    if (!specialist?._ref || (_type === 'itineraryPackage' && opened.has(listed._id))) continue
    const theirs = byPerson.get(specialist._ref)
    if (theirs) theirs.push(listed)
    else byPerson.set(specialist._ref, [listed])
  }
  return team.map((person) => ({ ...person, trips: byPerson.get(person._id) ?? [] }))
}

/** How many of a person's trips their card on About lists; a link leads to all of them (issue 42, rule 10). */
export const TRIPS_ON_A_CARD = 3

/**
 * Each person with the first trips they design, in the site's order, and how many they design in all: a card
 * stays one screen high, and About's HTML the same size whatever the catalogue's (decision 054).
 */
export function withFirstDesignedTrips<Person extends { _id: string }, Row extends SpecialistTrip & Trip>(
  team: readonly Person[],
  trips: readonly Row[],
): Array<Person & { trips: DesignedTripEntry[]; tripCount: number }> {
  return withDesignedTrips(team, trips).map((person) => {
    const all = designedTrips(person.trips)
    return { ...person, trips: all.slice(0, TRIPS_ON_A_CARD), tripCount: all.length }
  })
}
