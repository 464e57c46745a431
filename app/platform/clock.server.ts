import { getServerEnv } from '#shared/site-settings.server'

/**
 * The server's calendar: which departures are upcoming, the cards' "from" prices and the travel dates all ask
 * it what day it is. SITE_CLOCK starts it at another instant, so a browser test can watch a departure drop off at
 * midnight through the real page cache; the offset is taken when the module loads, so time still runs on.
 */
const start = getServerEnv().SITE_CLOCK
const offsetMs = start === undefined ? 0 : Date.parse(start) - Date.now()

export function siteNow(): Date {
  return new Date(Date.now() + offsetMs)
}
