import { actionsToMutations } from './actions'
import type { ApiContext } from './context'
import { DATASET, versioned } from './context'
import { checkedTransactionId, openEditorWrite } from './editor-write'
import { readJsonObject } from './http-body'
import { planTransaction } from './mutations'
import { type Route, sendJson } from './route'

/** `/data/actions`: the Studio's publish, discard, edit, … (see actions.ts), one transaction per request. */
export function actionsRoute(ctx: ApiContext): Route {
  return {
    method: 'POST',
    path: versioned(`/data/actions/${DATASET}`),
    async handle(call) {
      const dataset = openEditorWrite(call, ctx)
      const body = await readJsonObject(call.req, ctx.maxBodyBytes)
      const transactionId = checkedTransactionId(body.transactionId)
      let mutations: ReturnType<typeof actionsToMutations> = []
      const outcome = await ctx.store.transact(
        dataset,
        [],
        (tx) => {
          mutations = actionsToMutations(body.actions, tx.read)
          return planTransaction(mutations, { ...tx, autoGenerateArrayKeys: true })
        },
        { transactionId, dryRun: body.dryRun === true },
      )
      sendJson(call.res, 200, { transactionId: outcome.transactionId })
    },
  }
}
