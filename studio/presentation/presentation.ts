import { type DocumentLocationResolvers, defineDocuments, defineLocations, presentationTool } from 'sanity/presentation'
import { SITE_URL } from '../preview/PreviewOnSiteAction'
import {
  LOCATION_SELECT,
  type LocatableDocument,
  type LocationSelection,
  locationNames,
  PAGE_MAIN_DOCUMENTS,
  pageLocations,
} from './pageLocations'

/** Offline, the page that serves the Studio names the site it runs beside (content-api/studio-host.ts). */
function siteOrigin(): string {
  const local =
    typeof window === 'undefined'
      ? undefined
      : (window as { __localContentApi?: { siteUrl?: string } }).__localContentApi?.siteUrl
  return (local || SITE_URL).replace(/\/$/, '')
}

const LOCATED_TYPES = [
  'itineraryPackage',
  'catalogueItem',
  'hotel',
  'teamMember',
  'aboutPage',
  'servicesPage',
  'legalPage',
  'homeLayout',
  'storyCard',
  'siteSettings',
]

const locations: DocumentLocationResolvers = Object.fromEntries(
  LOCATED_TYPES.map((type) => [
    type,
    defineLocations({
      select: LOCATION_SELECT,
      resolve: (doc) => {
        if (!doc) return null
        const selected = doc as LocationSelection & Pick<LocatableDocument, 'kind' | 'category'>
        const slug = typeof selected.slug === 'string' ? { current: selected.slug } : null
        const { kind, category } = selected
        return { locations: pageLocations({ _type: type, slug, kind, category, ...locationNames(selected) }) }
      },
    }),
  ]),
)

/**
 * The site beside the form (Sanity's Presentation tool): it enters preview through the site's `/api/preview`
 * with a secret Presentation mints (the @sanity/preview-url-secret flow), and its pages mark what an editor can
 * click (docs/decisions/031-visual-editing.md).
 */
export function sitePresentationTool() {
  return presentationTool({
    title: 'Presentation',
    previewUrl: {
      origin: siteOrigin(),
      preview: '/',
      // Share links would mint a public secret anyone holding the link could use: staff preview signed in.
      previewMode: { enable: '/api/preview', shareAccess: false },
    },
    allowOrigins: [siteOrigin()],
    resolve: {
      locations,
      mainDocuments: defineDocuments(
        PAGE_MAIN_DOCUMENTS.map(({ route, filter, ...rest }) =>
          'slugParam' in rest
            ? { route, filter, params: ({ params }) => ({ slug: params.slug ?? '' }) }
            : { route, filter },
        ),
      ),
    },
  })
}
