import { RemixBrowser } from '@remix-run/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DEFAULT_LANG, isLang } from '#shared/languages'
import { holdClicksUntilHydrated } from '~/components/shared/hydrates-later.client'
import { fetchBeforeHydrating } from '~/components/shared/lazy-in-browser'
import { startPageCatalogue } from '~/i18n/catalogue-areas.client'
import { keepEditionsApart } from '~/services/edition-navigation.client'
import { retryRefusedDataRequests } from '~/services/refused-data-retry.client'

// A `.data` request the busy server refused is asked again, never shown as an error (decision 037).
retryRefusedDataRequests()
// The browser's own checks of a field speak the page's language (issue 42, rule 2): fetched beside the page's first
// load, not in it.
void import('~/services/constraint-messages.client').then((module) => module.explainConstraintsInPageLanguage())

async function hydrate() {
  // The page's interface words: its language's only, and only the areas its routes read (decision 042).
  const lang = document.documentElement.lang
  const matched = Object.keys(window.__remixRouteModules ?? {})
  await startPageCatalogue(isLang(lang) ? lang : DEFAULT_LANG, matched)
  keepEditionsApart(lang)
  // What the server wrote into this page and the browser fetches only where shown (lazyInBrowser): the preview
  // banner, an error screen. Each names itself in the page it is written into.
  await fetchBeforeHydrating(
    [...document.querySelectorAll<HTMLElement>('[data-written-at-once]')].map(
      (element) => element.dataset.writtenAtOnce ?? '',
    ),
  )
  // A preview for the Studio's visual editing marks elements for it: that code comes first, and only there.
  // It names the Studio's origin: the only one its channels answer.
  const studioOrigin = document.documentElement.dataset.visualEditing
  if (studioOrigin) {
    const { prepareVisualEditing } = await import('~/components/visual-editing/VisualEditingTools')
    prepareVisualEditing(studioOrigin)
  }
  holdClicksUntilHydrated()
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
