import { useLocation, useRevalidator } from '@remix-run/react'
import { createClient } from '@sanity/client'
import { createQueryStore } from '@sanity/core-loader'
import { VisualEditing } from '@sanity/visual-editing/remix'
import { useEffect, useRef } from 'react'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { createLiveTexts, type EditMark, type LiveDocument, marksOnPage } from './live-texts'
import { markedFieldsQuery } from './marked-fields-query'
import { createSavedChangeRefresh } from './saved-change-refresh'

// entry.client runs this before a preview page hydrates; from here, so that all of the preview code is one chunk
// (a small chunk of its own would be merged into a chunk every page loads).
export { prepareVisualEditing } from './before-hydration.client'

type Props = { projectId: string; dataset: string }

/**
 * The Studio's visual editing, inside its Presentation tool only (docs/decisions/031-visual-editing.md):
 * - Sanity's overlays outline every marked text and `data-sanity` element; a click opens that field.
 * - Navigating in the preview moves the Studio, and the Studio's navigation moves the preview.
 * - As the editor types, the Studio sends the documents the page shows (its "loaders" channel) and the marked
 *   texts follow at once (live-texts.ts); once the editor pauses after saving, the page's loaders run again for
 *   the rest (images, prices, lists: saved-change-refresh.ts).
 * Loaded only in preview, after hydration.
 */
export default function VisualEditingTools({ projectId, dataset }: Props) {
  const location = useLocation()
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  const savedChange = useRef(createSavedChangeRefresh(() => revalidate.current()))
  const live = useRef<ReturnType<typeof createLiveQuery> | null>(null)

  useEffect(() => {
    live.current = createLiveQuery({ projectId, dataset })
    return () => {
      live.current?.stop()
      live.current = null
    }
  }, [projectId, dataset])

  // Each page (and each revalidation that changed what it shows) asks for its own marked fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: triggers: a new page and a revalidation, not values read
  useEffect(() => {
    live.current?.follow(marksOnPage())
  }, [location.key, revalidator.state])

  useEffect(() => {
    if (revalidator.state === 'idle') savedChange.current.settled()
  }, [revalidator.state])

  useEffect(() => () => savedChange.current.stop(), [])

  return (
    <VisualEditing
      zIndex={1000}
      refresh={(payload, refreshDefault) => {
        // A saved change: run the loaders again (after a pause), so what the texts cannot carry follows.
        if (payload.source === 'mutation') {
          savedChange.current.saved()
          return Promise.resolve()
        }
        return refreshDefault()
      }}
    />
  )
}

function createLiveQuery({ projectId, dataset }: Props) {
  // The live channel's client only names the project and dataset (the Studio runs the queries); it never fetches.
  const client = createClient({
    projectId,
    dataset,
    apiVersion: DEFAULT_SANITY_API_VERSION,
    useCdn: false,
    perspective: 'drafts',
    stega: { enabled: false },
  })
  const store = createQueryStore({ client: false, ssr: true })
  const stopLiveMode = store.enableLiveMode({ client })
  const texts = createLiveTexts()
  // React draws texts anew from loader data on a revalidation; the newest documents apply again before paint.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') texts.apply(record.target)
      else for (const node of record.addedNodes) texts.apply(node)
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  let unsubscribe: (() => void) | undefined
  let following = ''
  return {
    follow(marks: EditMark[]) {
      const asked = markedFieldsQuery(marks)
      const key = JSON.stringify(asked)
      if (key === following) return
      following = key
      unsubscribe?.()
      if (!asked) return
      const fetcher = store.createFetcherStore<LiveDocument[]>(asked.query, asked.params, { data: [] })
      unsubscribe = fetcher.subscribe(({ data }) => {
        if (data?.length) texts.update(data)
      })
    },
    stop() {
      unsubscribe?.()
      observer.disconnect()
      stopLiveMode()
    },
  }
}
