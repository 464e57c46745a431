import { encodeSignatureHeader } from '@sanity/webhook'
import type { CommittedTransaction } from './dataset-store'
import { isPathId } from './ids'

export type WebhookTarget = { url: string; secret: string; timeoutMs?: number }

/**
 * What the site's handler (app/content/publish-webhook.server.ts) reads: the ids and types of the published
 * documents a transaction changed. Drafts and other documents under a path are not public, so they never
 * trigger it, as a Sanity webhook filtered to published content would not.
 */
export function webhookBody(txn: CommittedTransaction) {
  const changed = txn.changes.filter((change) => !isPathId(change.id))
  if (changed.length === 0) return null
  const types = new Set<string>()
  for (const change of changed) {
    for (const doc of [change.before, change.after]) if (doc) types.add(doc._type)
  }
  // One document, as Sanity sends each: with the projection the site asks for (`before()` and `after()`), so it can
  // tell a change to the Arabic values alone (app/content/publish-webhook.server.ts).
  const [only] = changed
  const single =
    changed.length === 1 && only
      ? {
          _id: only.id,
          _type: (only.after ?? only.before)?._type,
          before: only.before ?? null,
          after: only.after ?? null,
        }
      : {}
  return {
    ...single,
    ids: changed.map((change) => change.id),
    types: [...types],
    transactionId: txn.transactionId,
    dataset: txn.dataset,
    timestamp: txn.timestamp,
  }
}

/**
 * Posts each qualifying transaction to the site, signed like Sanity's webhooks. Fire and forget: the editor's
 * save never waits for the site, and a site that is down is reported once, not on every save.
 */
export function createWebhookSender(target: WebhookTarget, projectId: string) {
  let failing = false
  const pending = new Set<Promise<void>>()
  const send = async (txn: CommittedTransaction) => {
    const body = webhookBody(txn)
    if (!body) return
    const payload = JSON.stringify(body)
    try {
      const signature = await encodeSignatureHeader(payload, Date.now(), target.secret)
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'sanity-webhook-signature': signature,
          'sanity-project-id': projectId,
          'sanity-dataset': txn.dataset,
          'sanity-transaction-id': txn.transactionId,
          'sanity-transaction-time': txn.timestamp,
          'idempotency-key': `${txn.transactionId}`,
        },
        body: payload,
        signal: AbortSignal.timeout(target.timeoutMs ?? 5_000),
      })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      if (failing) console.log(`Content API: publish webhook ${target.url} answers again`)
      failing = false
    } catch (error) {
      if (!failing)
        console.warn(
          `Content API: publish webhook ${target.url} failed (${(error as Error).message}); further failures are not ` +
            'logged until it answers',
        )
      failing = true
    }
  }
  return {
    notify(txn: CommittedTransaction) {
      const job = send(txn).finally(() => pending.delete(job))
      pending.add(job)
    },
    /** Lets calls already under way finish (on shutdown). */
    settle: () => Promise.all(pending).then(() => undefined),
  }
}
