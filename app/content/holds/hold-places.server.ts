/**
 * "Accept and hold my places" (decision 066). The engine is in the shared library, where `npm run bench:holds`
 * runs it too; the site calls it with the private store's client (`privateClient()`: holds are private).
 */
export {
  HoldContention,
  type HoldOptions,
  type HoldOutcome,
  type HoldRequest,
  holdPlaces,
} from '#shared/hold-places.server'
