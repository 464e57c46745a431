import { useCallback, useEffect, useRef, useState } from 'react'
import { useDocumentOperation } from 'sanity'

type Patches = Parameters<ReturnType<typeof useDocumentOperation>['patch']['execute']>[0]
/** Whether the published document shows the change: the wait ends there. */
type Arrived = (published: unknown) => boolean

/** How long a publish asked for is given to show before it is asked for again. */
const RETRY_MS = 4_000

/**
 * Changes a document, then publishes it, and asks again until the published document shows the change: a publish
 * asked for while the change is still being synced (as on a busy machine) can do nothing, or be refused, and the
 * proposal would stay unsent. `onPublished` runs once the change is published: an action calls its `onComplete`
 * there and not before, since the Studio starts its actions afresh on `onComplete`, and the wait would go with them.
 */
export function usePatchThenPublish(id: string, type: string, published: unknown, onPublished: () => void) {
  const { patch, publish } = useDocumentOperation(id, type)
  const [arrived, setArrived] = useState<Arrived | null>(null)
  const [, setTick] = useState(0)
  const askedAt = useRef(0)
  useEffect(() => {
    if (!arrived) return
    if (arrived(published)) {
      setArrived(null)
      onPublished()
      return
    }
    const wait = askedAt.current + RETRY_MS - Date.now()
    if (!publish.disabled && wait <= 0) {
      askedAt.current = Date.now()
      publish.execute()
    }
    // Looked at again after a while, even if nothing the Studio shows has changed meanwhile.
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(wait, 500))
    return () => clearTimeout(timer)
  })
  const patchThenPublish = useCallback(
    (patches: Patches, hasArrived: Arrived) => {
      patch.execute(patches)
      askedAt.current = 0
      setArrived(() => hasArrived)
    },
    [patch],
  )
  return { patchThenPublish, publishing: arrived !== null }
}
