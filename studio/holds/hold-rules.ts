import { confirmMutations, extendMutations, releaseMutations, type SanityMutation } from '#shared/hold-mutations'
import {
  claimKeyOf,
  type DepartureCapacity,
  type DeparturePlacesDocument,
  departurePlaces,
  type HoldDocument,
  holdEnd,
} from '#shared/holds'
import { holdReading, nairobiMoment } from './hold-titles'

/**
 * What each of the Studio's actions on a hold may do (decision 069), decided from the hold, its departure's ledger
 * and the departure's capacity as read just before the write: the same rules disable a button and refuse a write
 * whose reading changed meanwhile. Pure: the actions hand in what they read.
 */

export type HoldAction = 'confirm' | 'release' | 'extend'

export type HoldSituation = {
  hold: Pick<HoldDocument, '_id' | '_rev' | 'state' | 'expiresAt' | 'places'> | null
  ledger: Pick<DeparturePlacesDocument, '_id' | '_rev' | 'claims'> | null
  capacity: DepartureCapacity | null
}

export type Verdict = { allowed: true } | { allowed: false; reason: string }

export const EXTENSION_HOURS = 24

const no = (reason: string): Verdict => ({ allowed: false, reason })
const yes: Verdict = { allowed: true }

/** Whether the places of a hold that has ended are still free: counted without its own claim. */
function stillFree({ hold, ledger, capacity }: HoldSituation, now: Date): Verdict {
  if (!hold) return no('This hold no longer exists.')
  const others = (ledger?.claims ?? []).filter((claim) => claim._key !== claimKeyOf(hold._id))
  const places = departurePlaces(capacity ?? {}, others, now, 0)
  if (places.status === 'closed') return no('Its hold has ended, and the departure is now closed.')
  if (places.left !== null && places.left < hold.places) {
    const free = places.left === 0 ? 'none' : `only ${places.left}`
    return no(
      `Its hold ended ${nairobiMoment(hold.expiresAt)} and ${free} of its ${hold.places} places are still free: ` +
        'they cannot be taken again.',
    )
  }
  return yes
}

export function verdict(action: HoldAction, situation: HoldSituation, now: Date): Verdict {
  const { hold, ledger } = situation
  if (!hold) return no('This hold no longer exists.')
  const reading = holdReading(hold, now)
  if (reading === 'released') return no('This hold was released: its places went back to the departure.')
  if (reading === 'expired') return no('This hold expired and was tidied: the traveller can accept again.')
  if (action === 'release') return yes
  if (reading === 'booked')
    return no(action === 'confirm' ? 'This hold is already booked.' : 'A booking does not end: nothing to extend.')
  if (!ledger?.claims?.some((claim) => claim._key === claimKeyOf(hold._id)))
    return no('Its places are missing from the departure’s ledger: ask the traveller to accept again.')
  return reading === 'ended' ? stillFree(situation, now) : yes
}

/** "Extend 24 hours": 24 hours after its current end, or after now for a hold that has already ended. */
export function extendedEnd(hold: Pick<HoldDocument, 'expiresAt'>, now: Date): Date {
  const end = Date.parse(hold.expiresAt)
  return holdEnd(new Date(Number.isFinite(end) && end > now.getTime() ? end : now.getTime()), EXTENSION_HOURS)
}

/** The transaction an allowed action commits, under the revisions of the hold and the ledger it read. */
export function holdActionMutations(action: HoldAction, situation: HoldSituation, now: Date): SanityMutation[] {
  const { hold, ledger } = situation
  if (!hold || !ledger) throw new Error('A hold is changed with its ledger.')
  const target = { hold, ledger }
  if (action === 'confirm') return confirmMutations(target, now)
  if (action === 'release') return releaseMutations(target, now)
  return extendMutations(target, extendedEnd(hold, now))
}
