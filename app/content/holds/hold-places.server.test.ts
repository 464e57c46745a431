// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// holdPlaces (decision 066) against the real local Content API: a double click holds once, a hold stops counting
// the moment it ends (the clock is passed in, no job runs), a proposal accepted again after its hold ended or was
// released holds afresh with one claim, closed and uncounted departures are not held, and a failure that is not a
// lost race reaches the caller with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseMutations } from '#shared/hold-mutations'
import {
  type DeparturePlacesDocument,
  departurePlacesId,
  type HoldDocument,
  holdIdForProposal,
  placesTaken,
} from '#shared/holds'
import { parseEnv } from '#shared/site-settings.server'
import { type Running, startApi, TEST_TOKEN } from '../../../tests/support/content-api'
import { type HoldsTrip, proposalIds, writeHoldsTrip } from '../../../tests/support/holds-fixture'
import { privateClient } from '../private-store.server'
import { type HoldRequest, holdPlaces } from './hold-places.server'

const NOW = new Date('2026-12-01T09:00:00Z')
const HOURS = 72
const END = new Date(NOW.getTime() + HOURS * 3600_000)

let lake: Running
let trip: HoldsTrip
beforeAll(async () => {
  lake = await startApi()
  trip = await writeHoldsTrip(lake.client, { tripId: 'trip-holds', departures: 6, places: 4 })
  await writeHoldsTrip(lake.client, { tripId: 'trip-uncounted', departures: 1, places: null })
})
afterAll(() => lake.dispose())

const client = () => privateClient(parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN }))
const hold = (request: Partial<HoldRequest> & { departureKey: string; proposalId: string }, now = NOW) =>
  holdPlaces(client(), { tripId: trip.tripId, places: 2, ...request }, { now: () => now, hours: HOURS })
const ledgerOf = (departureKey: string, tripId = trip.tripId) =>
  client().getDocument<DeparturePlacesDocument>(departurePlacesId(tripId, departureKey))

describe('accept is idempotent per proposal', () => {
  it('holds once when the same proposal is accepted 10 times at once, and every answer names that hold', async () => {
    const proposalId = proposalIds(1)[0]!
    const departureKey = trip.departureKeys[0]!
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => hold({ departureKey, proposalId })))
    expect(outcomes.filter((outcome) => outcome.kind === 'held')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome.kind === 'already')).toHaveLength(9)
    for (const outcome of outcomes) expect(outcome).toMatchObject({ hold: { _id: holdIdForProposal(proposalId) } })
    expect((await ledgerOf(departureKey))?.claims).toHaveLength(1)
    expect(placesTaken((await ledgerOf(departureKey))?.claims, NOW)).toBe(2)

    // Accepted again later (a second tab, the back button): the same hold, nothing more taken.
    const later = await hold({ departureKey, proposalId }, new Date(NOW.getTime() + 3600_000))
    expect(later).toMatchObject({ kind: 'already', hold: { _id: holdIdForProposal(proposalId), state: 'held' } })
    expect((await ledgerOf(departureKey))?.claims).toHaveLength(1)
  })
})

describe('a hold past its end', () => {
  it('stops counting at once, so a second party can hold the places it had', async () => {
    const [first, second, third] = proposalIds(3)
    const departureKey = trip.departureKeys[1]!
    expect((await hold({ departureKey, proposalId: first!, places: 4 })).kind).toBe('held')
    // While it stands the departure is full...
    expect(await hold({ departureKey, proposalId: second! }, new Date(END.getTime() - 1))).toMatchObject({
      kind: 'filled',
      left: 0,
    })
    // ...and from its last millisecond on it is not: no job ran, the clock alone moved.
    const after = await hold({ departureKey, proposalId: third! }, END)
    expect(after.kind).toBe('held')
    expect(placesTaken((await ledgerOf(departureKey))?.claims, END)).toBe(2)
  })

  it('is held afresh when its proposal is accepted again, its old claim replaced, never doubled', async () => {
    const proposalId = proposalIds(1)[0]!
    const departureKey = trip.departureKeys[2]!
    await hold({ departureKey, proposalId })
    const again = await hold({ departureKey, proposalId }, END)
    expect(again).toMatchObject({ kind: 'held', hold: { heldAt: END.toISOString() } })
    const claims = (await ledgerOf(departureKey))?.claims ?? []
    expect(claims.map((claim) => claim._key)).toEqual([holdIdForProposal(proposalId).slice('hold.'.length)])
    expect(placesTaken(claims, END)).toBe(2)
  })
})

describe('a released hold', () => {
  it('gives its places back; accepted again, its proposal holds them with one claim and a fresh hold', async () => {
    const proposalId = proposalIds(1)[0]!
    const departureKey = trip.departureKeys[3]!
    await hold({ departureKey, proposalId, places: 4 })
    const holdId = holdIdForProposal(proposalId)
    const [current, ledger] = await Promise.all([client().getDocument<HoldDocument>(holdId), ledgerOf(departureKey)])
    await client().mutate(releaseMutations({ hold: current!, ledger: ledger! }, NOW) as never)
    expect((await ledgerOf(departureKey))?.claims).toEqual([])

    const again = await hold({ departureKey, proposalId, places: 4 })
    expect(again.kind).toBe('held')
    const renewed = await client().getDocument<HoldDocument>(holdId)
    expect(renewed).toMatchObject({ state: 'held', places: 4 })
    expect(renewed?.releasedAt).toBeUndefined()
    expect((await ledgerOf(departureKey))?.claims).toHaveLength(1)
  })
})

describe('what is not held', () => {
  it('answers not bookable for a closed departure, one without a capacity, and one that does not exist', async () => {
    const departureKey = trip.departureKeys[4]!
    await client()
      .patch(trip.tripId)
      .set({ [`departures[_key=="${departureKey}"].closed`]: true })
      .commit()
    const [a, b, c] = proposalIds(3)
    expect(await hold({ departureKey, proposalId: a! })).toMatchObject({ kind: 'not-bookable', status: 'closed' })
    expect(await hold({ tripId: 'trip-uncounted', departureKey: 'dep0', proposalId: b! })).toMatchObject({
      kind: 'not-bookable',
      status: 'on-request',
    })
    expect(await hold({ departureKey: 'no-such-departure', proposalId: c! })).toMatchObject({
      kind: 'not-bookable',
      status: 'no-departure',
    })
    expect(await ledgerOf(departureKey)).toBeUndefined()
  })

  it('refuses a party of no places with a clear message', async () => {
    await expect(
      hold({ departureKey: trip.departureKeys[5]!, proposalId: proposalIds(1)[0]!, places: 0 }),
    ).rejects.toThrow(/at least 1/)
  })

  it('lets a failure other than a lost race reach the caller, with nothing written', async () => {
    const departureKey = trip.departureKeys[5]!
    const refused = holdPlaces(
      lake.clientFor('not-the-editor-token'),
      { tripId: trip.tripId, departureKey, proposalId: proposalIds(1)[0]!, places: 2 },
      { now: () => NOW, hours: HOURS },
    )
    await expect(refused).rejects.toMatchObject({ statusCode: 401 })
    expect(await ledgerOf(departureKey)).toBeUndefined()
  })
})
