import { UNSAFE_RemixContext, useLocation, useMatches } from '@remix-run/react'
import { useContext } from 'react'
import { useLang } from '~/i18n/react'
import { editionLinks } from '~/logic/page-meta'
import { useOptionalRootData } from '~/state/root-data'

/**
 * The page's canonical URL, its editions (`hreflang`) and `og:locale`, in the document's <head>: once, from the
 * root, for every page, rather than in each route's `meta` (a leaf's meta replaces its parents'). A page whose
 * loader failed (a 404, any error) gets none: it is nobody's canonical and has no editions. Nothing either
 * without the root's data (the root loader itself failed), which carries the site's public origin; nor on a page
 * whose route says it has no editions (`handle.editions === false`: a traveller's private proposal, decision 064).
 */
export function EditionLinks() {
  const { pathname, search } = useLocation()
  const matches = useMatches()
  const origin = useOptionalRootData()?.origin
  const lang = useLang()
  const manifest = useContext(UNSAFE_RemixContext)?.manifest
  const leaf = matches.at(-1)
  if (!origin || !leaf || (leaf.handle as { editions?: boolean } | undefined)?.editions === false) return null
  // An errored route has no data; a route without a loader has none either, and is not an error.
  const hasLoader = manifest?.routes[leaf.id]?.hasLoader ?? true
  if (hasLoader && leaf.data === undefined) return null
  const loaderCanonical = (leaf.data as { canonical?: unknown } | null)?.canonical
  const tags = editionLinks({
    origin,
    lang,
    pathname,
    search,
    loaderCanonical: typeof loaderCanonical === 'string' ? loaderCanonical : null,
  })
  return (
    <>
      {tags.map((tag) =>
        'tagName' in tag ? (
          <link key={`${tag.rel}-${tag.hrefLang ?? ''}`} rel={tag.rel} hrefLang={tag.hrefLang} href={tag.href} />
        ) : (
          <meta key={`${tag.property}-${tag.content}`} property={tag.property} content={tag.content} />
        ),
      )}
    </>
  )
}
