import type { HoldState } from '#shared/holds'
import { formatInstant, knownTimeZone, zoneName } from '~/i18n/format'

/**
 * What the proposal page says of the traveller's hold (issue 45, decision 067), read at the moment it is asked: a
 * hold past its `expiresAt` has ended though its stored state still says held (no job has to run for it), a
 * confirmed one is booked.
 */
export type HoldStanding = 'held' | 'booked' | 'ended' | 'released' | 'not-held'

/** The hold's end as the page writes it: in Nairobi, and in the traveller's zone (named) when it differs. */
export type HoldEnd = { nairobi: string; yours: { time: string; zone: string } | null }

export type HoldView = {
  standing: HoldStanding
  expiresAt: string | null
  travellerTimeZone: string | null
  /** Written on the server in the page's locale, so the browser needs no time-zone code of its own. */
  until: HoldEnd | null
}

/** An accepted proposal for a dated departure that has no hold: its places were gone, or not to be had. */
export const NOT_HELD: HoldView = { standing: 'not-held', expiresAt: null, travellerTimeZone: null, until: null }

export const NAIROBI_TIME_ZONE = 'Africa/Nairobi'

export function holdStanding(
  hold: { state: HoldState; expiresAt: string; travellerTimeZone?: string | null },
  now: Date,
  locale: string,
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
  const zone = travellerTimeZone(hold.travellerTimeZone)
  return { standing, expiresAt: hold.expiresAt, travellerTimeZone: zone, until: holdEnd(hold.expiresAt, zone, locale) }
}

export function holdEnd(expiresAt: string, zone: string | null, locale: string): HoldEnd {
  return {
    nairobi: formatInstant(expiresAt, locale, NAIROBI_TIME_ZONE),
    yours: zone ? { time: formatInstant(expiresAt, locale, zone), zone: zoneName(zone, locale) } : null,
  }
}

/**
 * A time zone the browser reported, if `Intl` knows it (its canonical name); anything else is ignored, so a
 * tampered field changes nothing but the zone shown. Nairobi's own zone is no second time to show.
 */
export function travellerTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return null
  const zone = knownTimeZone(value)
  return zone === NAIROBI_TIME_ZONE ? null : zone
}
