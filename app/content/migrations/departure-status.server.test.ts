// @starts-processes: a local Content API, where the migration runs as it would against Sanity
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi } from '../../../tests/support/content-api'
import { departureStatusPatch, retireTypedStatuses } from './departure-status.server'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(async () => {
  await lake?.dispose()
})

const departures = [
  { _key: 'a', _type: 'departure', startDate: '2027-01-02', status: 'available', places: 10 },
  { _key: 'b', _type: 'departure', startDate: '2027-01-16', status: 'sold-out' },
  { _key: 'c', _type: 'departure', startDate: '2027-02-06', status: 'few-left' },
  { _key: 'd', _type: 'departure', startDate: '2027-02-20' },
]
const trip = (id: string) => ({ _id: id, _type: 'catalogueItem', name: { en: 'Old trip' }, departures })
const stored = (id: string) =>
  lake.client.fetch<Array<Record<string, unknown>>>(`*[_id == $id][0].departures`, { id }, { perspective: 'raw' })

describe('retiring the typed departure statuses of content from before issue 45', () => {
  it('closes a sold-out departure and removes every typed status, keeping the places an editor set', () => {
    expect(departureStatusPatch({ _id: 'x', _rev: 'r', departures })).toEqual({
      set: { 'departures[_key=="b"].closed': true },
      unset: ['departures[_key=="a"].status', 'departures[_key=="b"].status', 'departures[_key=="c"].status'],
    })
    expect(departureStatusPatch({ _id: 'x', _rev: 'r', departures: [departures[3]!] })).toBeNull()
  })

  it('changes published trips and drafts alike, writes nothing on a dry run, and then finds nothing', async () => {
    await lake.client.transaction().createOrReplace(trip('item-old')).createOrReplace(trip('drafts.item-old')).commit()
    expect(await retireTypedStatuses(lake.client, { dryRun: true })).toEqual({
      trips: 2,
      closed: 2,
      changedMeanwhile: 0,
    })
    expect((await stored('item-old'))[1]).toMatchObject({ status: 'sold-out' })

    expect(await retireTypedStatuses(lake.client)).toEqual({ trips: 2, closed: 2, changedMeanwhile: 0 })
    for (const id of ['item-old', 'drafts.item-old']) {
      const after = await stored(id)
      expect(after.map((departure) => departure.status)).toEqual([undefined, undefined, undefined, undefined])
      expect(after.map((departure) => departure.closed ?? false)).toEqual([false, true, false, false])
      expect(after[0]).toMatchObject({ places: 10 })
    }
    expect(await retireTypedStatuses(lake.client)).toEqual({ trips: 0, closed: 0, changedMeanwhile: 0 })
  })
})
