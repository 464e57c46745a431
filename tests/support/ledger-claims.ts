import { emptyLedger } from '#shared/hold-mutations'
import { departurePlacesId, type PlacesClaim } from '#shared/holds'
import { editorLake } from './proposal-fixture'

/**
 * Runs `check` while a departure's ledger in the test server's Content Lake holds `claim`, written as the Studio and
 * the holds write it (a plain mutation), then takes the claim out again, whatever `check` did.
 */
export async function withLedgerClaim(
  trip: string,
  departure: { _key: string; startDate: string },
  claim: PlacesClaim,
  check: () => Promise<void>,
) {
  const ledgerId = departurePlacesId(trip, departure._key)
  const lake = editorLake()
  await lake.createIfNotExists(emptyLedger(ledgerId, trip, departure._key, departure.startDate))
  await lake.patch(ledgerId).setIfMissing({ claims: [] }).insert('after', 'claims[-1]', [claim]).commit()
  try {
    await check()
  } finally {
    await lake
      .patch(ledgerId)
      .unset([`claims[_key=="${claim._key}"]`])
      .commit()
  }
}
