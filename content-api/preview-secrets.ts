import { deleteExpiredSecretsQuery, schemaType } from '@sanity/preview-url-secret/constants'
import type { DatasetStore } from './dataset-store'
import { type Mut, planTransaction } from './mutations'

/**
 * Every Presentation or "Preview on site" load mints a `sanity.previewUrlSecret` that expires after an hour. Sanity's
 * own client deletes the expired ones each time it mints one (@sanity/preview-url-secret's createPreviewSecret), but
 * only from the browser and only if that request gets through: a tab closed in between, or a failure it merely logs,
 * leaves them behind, and 49 piled up in an afternoon. So the API does the same itself, with the same query: when a
 * new secret is created, and once at start for what earlier runs left.
 */
const DELETE_EXPIRED: Mut[] = [{ delete: { query: deleteExpiredSecretsQuery } }]

export function keepPreviewSecretsTidy(store: DatasetStore): void {
  const deleteExpired = (dataset: string) =>
    store
      .transact(dataset, DELETE_EXPIRED, (tx) =>
        planTransaction(DELETE_EXPIRED, { ...tx, autoGenerateArrayKeys: false }),
      )
      .catch((error: Error) => {
        console.error(`Content API: could not delete expired preview secrets in ${dataset}: ${error.message}`)
      })
  store.subscribe((txn) => {
    if (txn.changes.some((change) => change.before === null && change.after?._type === schemaType))
      void deleteExpired(txn.dataset)
  })
  void store.ready.then(() => Promise.all(store.datasets.map(deleteExpired)))
}
