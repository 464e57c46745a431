import { type DocumentLocationResolvers, defineDocuments, defineLocations, presentationTool } from 'sanity/presentation'
import { SITE_URL } from '../preview/PreviewOnSiteAction'
import { defaultText } from '../schemaTypes/locale'
import { type LocatableDocument, PAGE_MAIN_DOCUMENTS, pageLocations } from './pageLocations'

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
      // A translated name or title (decision 042) is named by its English; a person's or hotel's name is plain.
      select: {
        name: 'name',
        nameEn: defaultText('name'),
        title: 'title',
        titleEn: defaultText('title'),
        slug: 'slug.current',
        kind: 'kind',
        category: 'category',
      },
      resolve: (doc) => {
        if (!doc) return null
        const { slug, name, nameEn, title, titleEn, ...rest } = doc as Omit<LocatableDocument, 'slug' | '_type'> & {
          slug?: string
          name?: unknown
          nameEn?: string
          title?: unknown
          titleEn?: string
        }
        const text = (english: string | undefined, plain: unknown) =>
          english ?? (typeof plain === 'string' ? plain : null)
        return {
          locations: pageLocations({
            ...rest,
            name: text(nameEn, name),
            title: text(titleEn, title),
            _type: type,
            slug: slug ? { current: slug } : null,
          }),
        }
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
