// @starts-processes: a local Content API, so only npm test runs it (decision 058)
// Retention and "forget me" (decision 062), against a real local Content API over the seed: enquiries and
// proposals, published and drafts, go once their last change is older than PRIVATE_RETENTION_DAYS by the site's
// clock, or when their traveller asks; nothing else goes (a fresh enquiry, the public documents, a review draft).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { confirmMutations } from '#shared/hold-mutations'
import { type DeparturePlacesDocument, departurePlacesId, type HoldDocument, holdIdForProposal } from '#shared/holds'
import { parseEnv } from '#shared/site-settings.server'
import { type Running, startApi, TEST_TOKEN } from '../../tests/support/content-api'
import { writeHoldsTrip } from '../../tests/support/holds-fixture'
import { holdPlaces } from './holds/hold-places.server'
import {
  deletePrivateDocumentsPastRetention,
  deleteTravellerData,
  keptProposalIds,
  retentionCutoff,
} from './private-retention.server'
import { privateClient } from './private-store.server'

let lake: Running
beforeAll(async () => {
  lake = await startApi()
})
afterAll(async () => {
  await lake?.dispose()
})

const env = () =>
  parseEnv({ CONTENT_API_URL: lake.origin, CONTENT_API_TOKEN: TEST_TOKEN, PRIVATE_RETENTION_DAYS: '30' })

const enquiry = (id: string, email: string) => ({ _id: id, _type: 'enquiry', status: 'new', email, message: 'Hi' })
const proposal = (id: string, email: string) => ({
  _id: id,
  _type: 'proposal',
  status: 'sent',
  traveller: { firstName: 'Amina', email },
})

/** Writes documents as the lake would have on `day`: their `_updatedAt` is that day's (only Date is faked). */
async function writtenOn(day: string, documents: Record<string, unknown>[]) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(day))
  try {
    const transaction = lake.client.transaction()
    for (const document of documents) transaction.createOrReplace(document as { _id: string; _type: string })
    await transaction.commit()
  } finally {
    vi.useRealTimers()
  }
}

const exists = async (ids: string[]) =>
  lake.client.fetch<string[]>('*[_id in $ids]._id | order(@)', { ids }, { perspective: 'raw' })

describe('retention', () => {
  it('deletes the enquiries and proposals last changed before the period, drafts too, and nothing else', async () => {
    const old = [
      enquiry('enquiry.old-1', 'old@example.com'),
      proposal('proposal.old-2', 'old@example.com'),
      proposal('drafts.proposal.old-3', 'old@example.com'),
    ]
    // A public document and a review draft from the same day are not private: they stay.
    const publicOld = [
      { _id: 'faq-old', _type: 'faq', question: 'Old?' },
      { _id: 'drafts.review-old', _type: 'review', title: 'Waiting' },
    ]
    await writtenOn('2026-01-05T10:00:00Z', [...old, ...publicOld])
    await writtenOn('2026-02-20T10:00:00Z', [enquiry('enquiry.recent', 'recent@example.com')])
    await lake.client.create(enquiry('enquiry.fresh', 'fresh@example.com'))
    const all = [...old, ...publicOld].map((doc) => doc._id).concat('enquiry.recent', 'enquiry.fresh')

    // The site's clock says 2026-03-01: 30 days back is 2026-01-30, after the old ones and before the recent one.
    const now = new Date('2026-03-01T00:00:00Z')
    expect(retentionCutoff(now, 30).toISOString()).toBe('2026-01-30T00:00:00.000Z')
    expect(await deletePrivateDocumentsPastRetention(env(), now)).toBe(3)
    expect(await exists(all)).toEqual(['drafts.review-old', 'enquiry.fresh', 'enquiry.recent', 'faq-old'])
    // A second run finds nothing more due.
    expect(await deletePrivateDocumentsPastRetention(env(), now)).toBe(0)
  })
})

describe('deleting a traveller’s data', () => {
  it('deletes every enquiry and proposal with their address in any case, drafts too, and no one else’s', async () => {
    await lake.client
      .transaction()
      .create(enquiry('enquiry.amina-1', 'Amina.Otieno@Example.com'))
      .create(enquiry('enquiry.amina-2', 'amina.otieno@example.com'))
      .create(proposal('proposal.amina-3', 'AMINA.OTIENO@EXAMPLE.COM'))
      .create(proposal('drafts.proposal.amina-3', 'amina.otieno@example.com'))
      .create(enquiry('enquiry.someone-else', 'amina.otieno@example.org'))
      .create({ _id: 'drafts.review-amina', _type: 'review', email: 'amina.otieno@example.com' })
      .commit()
    expect(await deleteTravellerData('  Amina.Otieno@example.com ', env())).toBe(4)
    expect(
      await exists([
        'enquiry.amina-1',
        'enquiry.amina-2',
        'proposal.amina-3',
        'drafts.proposal.amina-3',
        'enquiry.someone-else',
        'drafts.review-amina',
      ]),
    ).toEqual(['drafts.review-amina', 'enquiry.someone-else'])
    expect(await deleteTravellerData('amina.otieno@example.com', env())).toBe(0)
  })

  it('releases a hold of a proposal it deletes, so no claim outlives it, and keeps a booking', async () => {
    const { tripId, departureKeys } = await writeHoldsTrip(lake.client, {
      tripId: 'trip-forget',
      departures: 1,
      places: 8,
    })
    const departureKey = departureKeys[0]!
    const ledgerId = departurePlacesId(tripId, departureKey)
    await lake.client
      .transaction()
      .create(proposal('proposal.held-1', 'held@example.com'))
      .create(proposal('proposal.booked-1', 'held@example.com'))
      .commit()
    // Held far in the future of the site's clock, so only the deletion can free the places.
    const options = { now: () => new Date(), hours: 24 * 365 }
    for (const proposalId of ['proposal.held-1', 'proposal.booked-1'])
      await holdPlaces(privateClient(env()), { proposalId, tripId, departureKey, places: 2 }, options)
    const booked = await lake.client.getDocument<HoldDocument>(holdIdForProposal('proposal.booked-1'))
    const ledger = await lake.client.getDocument<DeparturePlacesDocument>(ledgerId)
    await lake.client.mutate(confirmMutations({ hold: booked!, ledger: ledger! }, new Date()) as never)

    expect(await deleteTravellerData('held@example.com', env())).toBe(2)
    const holds = await lake.client.getDocuments<HoldDocument>(
      ['proposal.held-1', 'proposal.booked-1'].map(holdIdForProposal),
    )
    expect(holds.map((hold) => hold?.state)).toEqual(['released', 'confirmed'])
    expect((await lake.client.getDocument<DeparturePlacesDocument>(ledgerId))?.claims).toEqual([
      { _key: 'booked-1', _type: 'placesClaim', places: 2 },
    ])
  })

  it('refuses what is not an address rather than match anything', async () => {
    await expect(deleteTravellerData('   ', env())).rejects.toThrow(RangeError)
  })
})

describe('the proposals kept, for their PDFs', () => {
  it('names each existing proposal once, published or draft only, and no longer one deleted', async () => {
    await lake.client
      .transaction()
      .createOrReplace(proposal('proposal.kept-1', 'kept@example.com'))
      .createOrReplace(proposal('drafts.proposal.kept-1', 'kept@example.com'))
      .createOrReplace(proposal('drafts.proposal.kept-2', 'kept@example.com'))
      .createOrReplace(proposal('proposal.forgotten', 'forgotten@example.com'))
      .commit()
    const before = await keptProposalIds(env())
    expect(before).toEqual(expect.arrayContaining(['proposal.kept-1', 'proposal.kept-2', 'proposal.forgotten']))
    expect(before?.filter((id) => id === 'proposal.kept-1')).toHaveLength(1)
    expect(await deleteTravellerData('forgotten@example.com', env())).toBe(1)
    expect(await keptProposalIds(env())).not.toContain('proposal.forgotten')
  })
})
