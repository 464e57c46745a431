import type { PlacesStatus } from '#shared/holds'

/**
 * How the Studio names departures and holds (decision 069), in the company's calendar: a departure by its trip and
 * its date, a hold's end in Nairobi time (where the team works), whatever the editor's own time zone.
 */

const NAIROBI = 'Africa/Nairobi'

/** "19 Dec 2026" from a date (YYYY-MM-DD), read as the calendar day it names. */
export function departureDay(date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return 'no date'
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`)
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(day)
    .replace('Sept', 'Sep')
}

/** "2 Dec, 14:00" in Nairobi time, from an ISO date-time. */
export function nairobiMoment(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN
  if (!Number.isFinite(time)) return 'an unknown time'
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: NAIROBI,
  }).formatToParts(new Date(time))
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('day')} ${part('month').replace('Sept', 'Sep')}, ${part('hour')}:${part('minute')}`
}

/** "Gold Package · 19 Dec 2026": a departure as an editor knows it. */
export function departureName(tripName: string | null | undefined, date: string | null | undefined): string {
  return `${tripName || 'A trip no longer published'} · ${departureDay(date)}`
}

const placesWord = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`

/** What a departure has left, computed when the list opens: "8 of 12 places left", "sold out", "closed". */
export function placesLeftText(
  capacity: number | null | undefined,
  places: { status: PlacesStatus; left: number | null },
): string {
  if (places.status === 'closed') return 'closed'
  if (places.status === 'on-request' || typeof capacity !== 'number') return 'no capacity set'
  if (places.status === 'sold-out') return `sold out (${placesWord(capacity)})`
  return `${places.left} of ${placesWord(capacity)} left`
}

export type HoldReading = 'held' | 'ended' | 'booked' | 'released' | 'expired'

/**
 * What a hold is at `now`: a hold past its end reads as ended before any job marks it expired, as the count stops
 * taking it then (decision 066).
 */
export function holdReading(hold: { state?: string | null; expiresAt?: string | null }, now: Date): HoldReading {
  if (hold.state === 'confirmed') return 'booked'
  if (hold.state === 'released') return 'released'
  if (hold.state === 'expired') return 'expired'
  const end = hold.expiresAt ? Date.parse(hold.expiresAt) : Number.NaN
  return Number.isFinite(end) && end > now.getTime() ? 'held' : 'ended'
}

/** "2 places · held until 2 Dec, 14:00", "2 places · Booked", "2 places · ended 2 Dec, 14:00". */
export function holdStateText(
  hold: { state?: string | null; expiresAt?: string | null; places?: number | null },
  now: Date,
): string {
  const reading = holdReading(hold, now)
  const state = {
    held: `held until ${nairobiMoment(hold.expiresAt)}`,
    ended: `ended ${nairobiMoment(hold.expiresAt)}, not yet tidied`,
    booked: 'Booked',
    released: 'Released',
    expired: `Expired ${nairobiMoment(hold.expiresAt)}`,
  }[reading]
  return `${placesWord(hold.places ?? 0)} · ${state}`
}
