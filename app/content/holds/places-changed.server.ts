import { DEPARTURE_PLACES_TYPE } from '#shared/holds'
import { announceSiteEvent } from '~/content/site-event-effects.server'

/**
 * A write the server made to a departure's ledger (a hold, its tidying) reaches the pages as a publish does: every
 * cached query result and page that read ledgers goes, in every copy of the site (decision 066). The Studio's
 * writes arrive through the publish webhook instead, as every other change does.
 */
export function announcePlacesChanged(ledgerId: string) {
  return announceSiteEvent({ kind: 'publish', ids: [ledgerId], types: [DEPARTURE_PLACES_TYPE] })
}
