// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// The tidying job (decision 066) against the real local Content API: holds past their end become "expired" and
// their claims leave the ledger, announced once per ledger; a hold still running, a booking and a hold changed
// under the job are left as they should be; a lost race (409) is read again and decided again.
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmMutations } from '#shared/hold-mutations'
import { type DeparturePlacesDocument, departurePlacesId, type HoldDocument, holdIdForProposal } from '#shared/holds'
import { parseEnv } from '#shared/site-settings.server'
import { type Running, startApi, TEST_TOKEN } from '../../../tests/support/content-api'
import { type HoldsTrip, proposalIds, writeHoldsTrip } from '../../../tests/support/holds-fixture'
import { privateClient } from '../private-store.server'
import { holdPlaces } from './hold-places.server'
import { tidyHolds } from './tidy-holds.server'

const NOW = new Date('2026-12-01T09:00:00Z')
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3600_000)

let lake: Running
let trip: HoldsTrip
beforeAll(async () => {
  lake = await startApi()
  trip = await writeHoldsTrip(lake.client, { tripId: 'trip-tidy', departures: 2, places: 10 })
})
afterAll(() => lake.dispose())

const client = () => privateClient(parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN }))
async function holdFor(departureKey: string, hours: number) {
  const proposalId = proposalIds(1)[0]!
  await holdPlaces(client(), { proposalId, tripId: trip.tripId, departureKey, places: 2 }, { now: () => NOW, hours })
  return holdIdForProposal(proposalId)
}
const state = async (holdId: string) => (await client().getDocument<HoldDocument>(holdId))?.state
const claimKeys = async (departureKey: string) =>
  (await client().getDocument<DeparturePlacesDocument>(departurePlacesId(trip.tripId, departureKey)))?.claims?.map(
    (claim) => `hold.${claim._key}`,
  )

describe('tidying the holds', () => {
  it('expires the holds past their end, takes their claims off, announces each ledger once', async () => {
    const [first, second] = trip.departureKeys as [string, string]
    const ended = await holdFor(first, 24)
    const endedToo = await holdFor(first, 48)
    const running = await holdFor(first, 96)
    const booked = await holdFor(second, 24)
    const [bookedHold, ledger] = await Promise.all([
      client().getDocument<HoldDocument>(booked),
      client().getDocument<DeparturePlacesDocument>(departurePlacesId(trip.tripId, second)),
    ])
    await client().mutate(confirmMutations({ hold: bookedHold!, ledger: ledger! }, NOW) as never)

    const announced: string[] = []
    expect(await tidyHolds(client(), hoursLater(72), (id) => announced.push(id))).toBe(2)
    expect([await state(ended), await state(endedToo), await state(running), await state(booked)]).toEqual([
      'expired',
      'expired',
      'held',
      'confirmed',
    ])
    expect(await claimKeys(first)).toEqual([running])
    expect(await claimKeys(second)).toEqual([booked])
    expect(announced).toEqual([departurePlacesId(trip.tripId, first)])
    // Nothing more is due: a second run changes nothing and announces nothing.
    expect(await tidyHolds(client(), hoursLater(72), (id) => announced.push(id))).toBe(0)
    expect(announced).toHaveLength(1)
  })

  it('reads again when the ledger changed under it (409), and expires the hold on the next attempt', async () => {
    const departureKey = trip.departureKeys[1]!
    const ended = await holdFor(departureKey, 1)
    const ledgerId = departurePlacesId(trip.tripId, departureKey)
    let raced = false
    // A client whose first transaction is overtaken by another writer of the same ledger (the Studio, an accept).
    const racing = new Proxy(client(), {
      get(target, name) {
        const value = Reflect.get(target, name)
        if (name !== 'mutate') return typeof value === 'function' ? value.bind(target) : value
        return async (...args: Parameters<SanityClient['mutate']>) => {
          if (!raced) {
            raced = true
            await target.patch(ledgerId).set({ departureDate: '2027-03-02' }).commit()
          }
          return target.mutate(...args)
        }
      },
    })
    expect(await tidyHolds(racing, hoursLater(2), () => undefined)).toBe(1)
    expect(raced).toBe(true)
    expect(await state(ended)).toBe('expired')
    expect(await claimKeys(departureKey)).not.toContain(ended)
  })
})
