import { type HoldDocument, holdIdForProposal } from '#shared/holds'
import { languageById } from '#shared/languages'
import { getServerEnv } from '#shared/site-settings.server'
import { type HoldOutcome, holdPlaces } from '~/content/holds/hold-places.server'
import { announcePlacesChanged } from '~/content/holds/places-changed.server'
import { privateClient } from '~/content/private-store.server'
import { nairobiDate } from '~/logic/departures'
import { depositOf } from '~/logic/deposit'
import { type HoldView, holdStanding, NOT_HELD } from '~/logic/proposal-hold'
import { siteNow } from '~/platform/clock.server'
import type { StoredProposal } from './proposal-store.server'

/**
 * A proposal's places on its departure (issue 45, decision 067): held when the traveller accepts a proposal that
 * names one of a trip's dated departures, read back for its page. The hold's id follows from the proposal's, so a
 * second press finds the first one's hold (`already`) and never takes places twice.
 */

/** The trip and departure a proposal names, when it names one of the trip's dated departures. */
export function datedDepartureOf(stored: Pick<StoredProposal, 'departure'>) {
  const trip = stored.departure?.trip
  const key = stored.departure?.departureKey
  return trip?._id && key && trip.departure?._key === key ? { tripId: trip._id, departureKey: key } : null
}

/** The places the party takes: adults and children (at least one). */
export const partyPlaces = ({ party }: Pick<StoredProposal, 'party'>) =>
  Math.max(1, (party?.adults ?? 0) + (party?.children ?? 0))

/** The deposit the proposal's trip asks of it today (decision 067), or null without a rule. */
export const proposalDeposit = (stored: StoredProposal, startDate: string | null | undefined) =>
  depositOf(stored.departure?.trip?.deposit, stored.totalUsd, partyPlaces(stored), startDate, nairobiDate(siteNow()))

/**
 * Holds the party's places for HOLD_HOURS on the departure the proposal names; null when it names none. A hold
 * written here reaches every cached page that shows the departure's places, as a publish does.
 */
export async function holdForAcceptance(
  stored: StoredProposal,
  travellerTimeZone: string | null,
): Promise<HoldOutcome | null> {
  const departure = datedDepartureOf(stored)
  if (!departure) return null
  const outcome = await holdPlaces(
    privateClient(),
    {
      proposalId: stored._id,
      ...departure,
      places: partyPlaces(stored),
      ...(travellerTimeZone ? { travellerTimeZone } : {}),
    },
    { now: siteNow, hours: getServerEnv().HOLD_HOURS },
  )
  if (outcome.kind === 'held') {
    try {
      await announcePlacesChanged(outcome.ledgerId)
    } catch (error) {
      // The hold stands; the pages catch up when their cache lifetime (the next expiry) ends.
      console.error('A hold was written but its pages were not told:', (error as Error).message)
    }
  }
  return outcome
}

/**
 * The proposal's hold as its page shows it now (SITE_CLOCK honoured); "not held" for an accepted proposal of a
 * dated departure without one; null when there is nothing to say.
 */
export async function readProposalHold(stored: StoredProposal): Promise<HoldView | null> {
  if (!datedDepartureOf(stored)) return null
  const hold = await privateClient().getDocument<HoldDocument>(holdIdForProposal(stored._id))
  if (hold) return holdStanding(hold, siteNow(), languageById(stored.language).intlLocale)
  return stored.status === 'accepted' ? NOT_HELD : null
}
