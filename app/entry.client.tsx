import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

async function hydrate() {
  // A preview for the Studio's visual editing marks elements for it: that code comes first, and only there.
  if (document.documentElement.hasAttribute('data-visual-editing')) {
    const { prepareVisualEditing } = await import('~/components/visual-editing/VisualEditingTools')
    prepareVisualEditing()
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    )
  })
}

void hydrate()
