import type { MetaDescriptor } from '@remix-run/node'
import { withoutEditMarks } from '~/content/visual-editing/edit-marks'

/** One place that turns a page's title, description and share image into every tag a crawler reads. */
export function pageMeta({
  title,
  description,
  image,
  siteName = 'Savanna Links Golf & Safari',
}: {
  title: string
  description: string
  image?: string | null
  siteName?: string
}): MetaDescriptor[] {
  // In preview, titles and descriptions carry the Studio's edit marks; the <head> never does.
  ;({ title, description } = withoutEditMarks({ title, description }))
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
}

/** What a 404 says when its loader gave no reason of its own. */
export const NOT_FOUND_MESSAGE = 'We couldn’t find that page. It may have moved, or the link may be mistyped.'

/** The 404 page's tags: a title, and no indexing. */
export function notFoundMeta(): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: 'Page Not Found',
      description: 'We couldn’t find that page. Browse our golf and safari itineraries from the home page.',
    }),
    { name: 'robots', content: 'noindex' },
  ]
}
