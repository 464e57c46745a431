import type { ApiContext } from './context'
import { DATASET, versioned } from './context'
import type { Doc } from './documents'
import { checkedTransactionId, openEditorWrite } from './editor-write'
import { readJsonObject } from './http-body'
import { type Mut, planTransaction } from './mutations'
import { ApiError, type Route, sendJson } from './route'

const VISIBILITIES = new Set(['sync', 'async', 'deferred'])
const flag = (search: URLSearchParams, name: string) => search.get(name) === 'true'

/** `/data/mutate`: a transaction of mutations, applied whole or not at all, by the editor only. */
export function mutateRoute(ctx: ApiContext): Route {
  return {
    method: 'POST',
    path: versioned(`/data/mutate/${DATASET}`),
    async handle(call) {
      const dataset = openEditorWrite(call, ctx)
      const search = call.url.searchParams
      const visibility = search.get('visibility') ?? 'sync'
      if (!VISIBILITIES.has(visibility))
        throw new ApiError(400, `Invalid visibility "${visibility}": use sync, async or deferred`)
      const transactionId = checkedTransactionId(search.get('transactionId') ?? undefined)
      const body = await readJsonObject(call.req, ctx.maxBodyBytes)
      const mutations = body.mutations as Mut[]
      const autoGenerateArrayKeys = flag(search, 'autoGenerateArrayKeys')
      const outcome = await ctx.store.transact(
        dataset,
        mutations,
        (tx) => planTransaction(mutations, { ...tx, autoGenerateArrayKeys }),
        {
          transactionId,
          dryRun: flag(search, 'dryRun'),
        },
      )
      const after = new Map(outcome.plan.changes.map((change) => [change.id, change.after] as const))
      const returnDocuments = flag(search, 'returnDocuments')
      const results = outcome.plan.results.map(({ id, operation }) => {
        const document: Doc | null = after.get(id) ?? ctx.store.getDocument(dataset, id)
        return returnDocuments && document ? { id, operation, document } : { id, operation }
      })
      sendJson(call.res, 200, {
        transactionId: outcome.transactionId,
        results,
        ...(flag(search, 'returnIds') ? { documentIds: results.map((result) => result.id) } : {}),
      })
    },
  }
}
