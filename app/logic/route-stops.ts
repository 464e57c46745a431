import { DEFAULT_LANG } from '#shared/languages'
import { type Catalogue, catalogueFor } from '~/i18n/catalogue'

/**
 * A package's route as the nights it spends: the days' overnight places in order, consecutive nights at one
 * place joined into one stop ("Days 2–3"). The map and its text alternative read these; so does the
 * TouristTrip data, day by day.
 */

export type Coordinates = { lat: number; lng: number }

/** A day as the full-itinerary query sends it; the departure day has no `overnight`. */
export type DayWithOvernight = {
  overnight: { name: string; location: { lat: number | null; lng: number | null } | null } | null
}

export type RouteStop = Coordinates & {
  name: string
  /** The days (1-based) whose night is spent here, consecutive. */
  days: number[]
}

/** The day's overnight place, or null when it has none or an editor has not put it on the map yet. */
export function overnightPlace(day: DayWithOvernight): (Coordinates & { name: string }) | null {
  const place = day.overnight
  const lat = place?.location?.lat
  const lng = place?.location?.lng
  if (!place?.name || lat == null || lng == null) return null
  return { name: place.name, lat, lng }
}

const samePlace = (a: Coordinates & { name: string }, b: Coordinates & { name: string }) =>
  a.name === b.name && a.lat === b.lat && a.lng === b.lng

/** The stops in order. A night at the same place on the next day extends the stop; a day without one ends it. */
export function routeStops(days: readonly DayWithOvernight[]): RouteStop[] {
  const stops: RouteStop[] = []
  let previous: RouteStop | null = null
  days.forEach((day, index) => {
    const place = overnightPlace(day)
    if (!place) {
      previous = null
      return
    }
    if (previous && samePlace(previous, place)) {
      previous.days.push(index + 1)
      return
    }
    previous = { ...place, days: [index + 1] }
    stops.push(previous)
  })
  return stops
}

/**
 * "Day 4", "Days 2–3", "Days 1–3, 10": a set of day numbers as a visitor reads it, runs of consecutive days
 * written as a range with an en dash.
 */
export function daysLabel(
  days: readonly number[],
  t: Pick<Catalogue['itinerary'], 'day' | 'days'> = catalogueFor(DEFAULT_LANG).itinerary,
): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  if (sorted.length === 1) return t.day(sorted[0]!)
  const runs: Array<[number, number]> = []
  for (const day of sorted) {
    const last = runs[runs.length - 1]
    if (last && day === last[1] + 1) last[1] = day
    else runs.push([day, day])
  }
  return t.days(runs.map(([first, end]) => (first === end ? `${first}` : `${first}–${end}`)).join(', '))
}

/**
 * A drawn route map (app/logic/route-map.ts, which writes its day labels in English: "Day 4", "Days 2–3, 10")
 * with those labels in another language's words; the English map as it is.
 */
export function routeMapInWords<
  M extends {
    markers: Array<{ label: string }>
    labels: Array<{ text: string }>
    stops: Array<{ days: string }>
  },
>(map: M | null, t: Pick<Catalogue['itinerary'], 'day' | 'days'>): M | null {
  if (!map) return map
  const relabel = (label: string) =>
    label.replace(/^Days? (.+)$/, (_, days: string) => (/^\d+$/.test(days) ? t.day(Number(days)) : t.days(days)))
  return {
    ...map,
    markers: map.markers.map((marker) => ({ ...marker, label: relabel(marker.label) })),
    labels: map.labels.map((label) => ({ ...label, text: relabel(label.text) })),
    stops: map.stops.map((stop) => ({ ...stop, days: relabel(stop.days) })),
  }
}
