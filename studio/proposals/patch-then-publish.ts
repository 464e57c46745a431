import { useCallback, useEffect, useState } from 'react'
import { useDocumentOperation } from 'sanity'

type Patches = Parameters<ReturnType<typeof useDocumentOperation>['patch']['execute']>[0]

/**
 * Changes a document, then publishes it as soon as the Studio lets it publish: a publish asked for while the
 * change is still being synced (the operation then says it is not ready, as on a busy machine) would do nothing,
 * and the proposal would stay unsent. `onPublished` runs once the publish is asked for: an action calls its
 * `onComplete` there and not before, since the Studio starts its actions afresh on `onComplete`, and the wait
 * would go with them.
 */
export function usePatchThenPublish(id: string, type: string, onPublished: () => void) {
  const { patch, publish } = useDocumentOperation(id, type)
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    if (!waiting || publish.disabled) return
    publish.execute()
    setWaiting(false)
    onPublished()
  }, [waiting, publish, onPublished])
  const patchThenPublish = useCallback(
    (patches: Patches) => {
      patch.execute(patches)
      setWaiting(true)
    },
    [patch],
  )
  return { patchThenPublish, publishing: waiting }
}
