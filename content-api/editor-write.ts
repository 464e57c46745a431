import { requireEditor } from './auth'
import type { ApiContext } from './context'
import { assertApiVersion } from './perspective'
import { type ApiCall, ApiError } from './route'

/**
 * What every write checks before it reads its body: a known API version, the editor's token and an existing
 * dataset. Answers the dataset's name.
 */
export function openEditorWrite(call: ApiCall, ctx: Pick<ApiContext, 'token' | 'studioSessions' | 'store'>): string {
  assertApiVersion(call.params.apiVersion)
  requireEditor(call.req, ctx)
  const dataset = call.params.dataset!
  ctx.store.assertDataset(dataset)
  return dataset
}

/** A client-chosen transaction id (it becomes every touched document's `_rev`): short and URL-safe, or refused. */
export function checkedTransactionId(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value))
    throw new ApiError(400, 'Invalid transactionId')
  return value
}
