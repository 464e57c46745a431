import type { SanityClient } from '@sanity/client'
import { newProposalId } from '#shared/private-documents'

/**
 * A trip with many departures, each with the same capacity, for the tests and the bench of places and holds
 * (decision 066): one document, so each round of a test takes a fresh departure without writing another trip.
 */
export type HoldsTrip = { tripId: string; departureKeys: string[] }

export async function writeHoldsTrip(
  client: SanityClient,
  { tripId, departures, places }: { tripId: string; departures: number; places: number | null },
): Promise<HoldsTrip> {
  const departureKeys = Array.from({ length: departures }, (_, n) => `dep${n}`)
  await client.createOrReplace({
    _id: tripId,
    _type: 'catalogueItem',
    title: 'Holds fixture',
    departures: departureKeys.map((key, n) => ({
      _key: key,
      _type: 'departure',
      // One a day from 2027-03-01: in the future of any clock a test sets.
      startDate: new Date(Date.UTC(2027, 2, 1 + n)).toISOString().slice(0, 10),
      ...(places === null ? {} : { places }),
    })),
  })
  return { tripId, departureKeys }
}

/** Distinct proposals' ids (the documents need not exist: a hold refers to its proposal weakly). */
export const proposalIds = (count: number) => Array.from({ length: count }, () => newProposalId())
