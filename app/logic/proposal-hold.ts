import type { HoldState } from '#shared/holds'

/**
 * What the proposal page says of the traveller's hold (issue 45, decision 067), read at the moment it is asked: a
 * hold past its `expiresAt` has ended though its stored state still says held (no job has to run for it), a
 * confirmed one is booked.
 */
export type HoldStanding = 'held' | 'booked' | 'ended' | 'released' | 'not-held'

export type HoldView = { standing: HoldStanding; expiresAt: string | null; travellerTimeZone: string | null }

/** An accepted proposal for a dated departure that has no hold: its places were gone, or not to be had. */
export const NOT_HELD: HoldView = { standing: 'not-held', expiresAt: null, travellerTimeZone: null }

export const NAIROBI_TIME_ZONE = 'Africa/Nairobi'

export function holdStanding(
  hold: { state: HoldState; expiresAt: string; travellerTimeZone?: string | null },
  now: Date,
): HoldView {
  const ended = !(Date.parse(hold.expiresAt) > now.getTime())
  const standing: HoldStanding =
    hold.state === 'confirmed'
      ? 'booked'
      : hold.state === 'released'
        ? 'released'
        : hold.state === 'expired' || ended
          ? 'ended'
          : 'held'
  return { standing, expiresAt: hold.expiresAt, travellerTimeZone: travellerTimeZone(hold.travellerTimeZone) }
}

/**
 * A time zone the browser reported, if `Intl` knows it (its canonical name); anything else is ignored, so a
 * tampered field changes nothing but the zone shown. Nairobi's own zone is no second time to show.
 */
export function travellerTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return null
  try {
    const zone = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone
    return zone === NAIROBI_TIME_ZONE ? null : zone
  } catch {
    return null
  }
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** "Tuesday 1 December 2026, 15:00" in the page's locale and the given zone (24-hour, as the site writes times). */
export function formatInstant(iso: string, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
    formats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** A zone as the page's language names it ("Gulf Standard Time", "توقيت الخليج"); its id if `Intl` has no name. */
export function zoneName(timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(0))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}
