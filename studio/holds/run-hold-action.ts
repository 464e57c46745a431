import {
  type DepartureCapacity,
  type DeparturePlacesDocument,
  departurePlacesId,
  type HoldDocument,
} from '#shared/holds'
import { type HoldAction, type HoldSituation, holdActionMutations, verdict } from './hold-rules'

/**
 * An action on a hold as one transaction (decision 069): read the hold, its departure's ledger and the departure's
 * capacity, decide again, and commit under the revisions read. When another writer came first (a traveller's
 * accept, another editor), the Content Lake answers 409: read again and decide again, a few times, then say so.
 */

/** The part of the Studio's client an action uses. */
export type HoldClient = {
  getDocument<T>(id: string): Promise<T | undefined>
  fetch<T>(query: string, params: Record<string, string>, options: { perspective: 'published' }): Promise<T>
  mutate(mutations: never, options: { visibility: 'sync' }): Promise<unknown>
}

export const ATTEMPTS = 4

const CAPACITY = '*[_id == $tripId][0].departures[_key == $departureKey][0]{ places, closed }'

/** The action was not allowed once read again: nothing was written. */
export class HoldActionRefused extends Error {}

/** Every attempt lost to another writer: nothing was written. */
export class HoldKeptChanging extends Error {}

export const isConflict = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 409

export async function readSituation(client: HoldClient, holdId: string): Promise<HoldSituation> {
  const hold = (await client.getDocument<HoldDocument>(holdId)) ?? null
  if (!hold?.trip?._ref || !hold.departureKey) return { hold, ledger: null, capacity: null }
  const params = { tripId: hold.trip._ref, departureKey: hold.departureKey }
  const [ledger, capacity] = await Promise.all([
    client.getDocument<DeparturePlacesDocument>(departurePlacesId(params.tripId, params.departureKey)),
    client.fetch<DepartureCapacity | null>(CAPACITY, params, { perspective: 'published' }),
  ])
  return { hold, ledger: ledger ?? null, capacity }
}

/** Runs `attempt` again while it loses to another writer, at most `attempts` times. */
export async function retryOnConflict<T>(attempt: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt()
    } catch (error) {
      if (!isConflict(error)) throw error
      if (tried >= attempts)
        throw new HoldKeptChanging(
          `The departure’s places changed ${attempts} times while this was being saved, so nothing was changed. ` +
            'Look at the hold again and try once more.',
        )
    }
  }
}

export function runHoldAction(client: HoldClient, holdId: string, action: HoldAction, now: () => Date) {
  return retryOnConflict(async () => {
    const situation = await readSituation(client, holdId)
    const at = now()
    const allowed = verdict(action, situation, at)
    if (!allowed.allowed) throw new HoldActionRefused(allowed.reason)
    await client.mutate(holdActionMutations(action, situation, at) as never, { visibility: 'sync' })
  })
}
