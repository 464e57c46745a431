// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// No departure sold twice (issue 45, decision 066): 50 travellers accept different proposals for the same departure
// at the same moment, 4 places, parties of 2. Through the real local Content API and its ifRevisionID: exactly two
// holds, 48 clear "filled" answers, no error, and no version of the ledger ever takes more than its 4 places.
// Twenty rounds, each on a fresh departure of one trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DeparturePlacesDocument, departurePlacesId, HOLD_TYPE, placesTaken } from '#shared/holds'
import { parseEnv } from '#shared/site-settings.server'
import { type Running, startApi, TEST_TOKEN } from '../../../tests/support/content-api'
import { type HoldsTrip, proposalIds, writeHoldsTrip } from '../../../tests/support/holds-fixture'
import { privateClient } from '../private-store.server'
import { type HoldOutcome, holdPlaces } from './hold-places.server'

const ROUNDS = 20
const AT_ONCE = 50
const CAPACITY = 4
const PARTY = 2
const NOW = new Date('2026-12-01T09:00:00Z')

let lake: Running
let trip: HoldsTrip
/** The most places any committed version of any ledger took. */
let mostTaken = 0
beforeAll(async () => {
  lake = await startApi()
  trip = await writeHoldsTrip(lake.client, { tripId: 'trip-race', departures: ROUNDS, places: CAPACITY })
  lake.api.store.subscribe((txn) => {
    for (const { after } of txn.changes)
      if (after?._type === 'departurePlaces')
        mostTaken = Math.max(mostTaken, placesTaken((after as unknown as DeparturePlacesDocument).claims, NOW))
  })
})
afterAll(() => lake.dispose())

const client = () => privateClient(parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN }))

describe('50 simultaneous accepts for 4 places, parties of 2', () => {
  it('hold exactly 2 and tell 48 the dates filled, with no error, in each of 20 rounds', async () => {
    for (const departureKey of trip.departureKeys) {
      const settled = await Promise.allSettled(
        proposalIds(AT_ONCE).map((proposalId) =>
          holdPlaces(
            client(),
            { proposalId, tripId: trip.tripId, departureKey, places: PARTY },
            { now: () => NOW, hours: 72 },
          ),
        ),
      )
      const errors = settled.filter((result) => result.status === 'rejected')
      expect(errors, departureKey).toEqual([])
      const outcomes = settled.map((result) => (result as PromiseFulfilledResult<HoldOutcome>).value)
      const held = outcomes.filter((outcome) => outcome.kind === 'held')
      const filled = outcomes.filter((outcome) => outcome.kind === 'filled')
      expect(held, departureKey).toHaveLength(CAPACITY / PARTY)
      expect(filled, departureKey).toHaveLength(AT_ONCE - CAPACITY / PARTY)
      for (const outcome of filled) expect(outcome).toMatchObject({ left: 0 })

      const ledgerId = departurePlacesId(trip.tripId, departureKey)
      const ledger = await client().getDocument<DeparturePlacesDocument>(ledgerId)
      expect(placesTaken(ledger?.claims, NOW)).toBe(CAPACITY)
      const holds = await client().fetch<string[]>(
        `*[_type == $type && departureKey == $departureKey && state == "held"]._id | order(@)`,
        { type: HOLD_TYPE, departureKey },
      )
      // The holds written are those the winners were told of, and the ledger's claims are theirs.
      const winners = held.map((outcome) => (outcome as { hold: { _id: string } }).hold._id).sort()
      expect(holds).toEqual(winners)
      expect(ledger?.claims?.map((claim) => `hold.${claim._key}`).sort()).toEqual(winners)
    }
    expect(mostTaken).toBe(CAPACITY)
  })
})
