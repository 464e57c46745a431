import { DEFAULT_LANG } from '#shared/languages'
import { type PreviewableDocument, previewPath } from '../preview/previewPath'
import { slugify } from '../schemaTypes/shared'

/**
 * Where on the site each kind of document shows: the "Used on" list Presentation puts above a document, and
 * the pages it offers to open. Pure (no Sanity imports), so the tests check every seeded document's pages
 * against the site's real routes. The first page of each list is the one "Preview on site" opens.
 */
export type PageLocation = { title: string; href: string }

export type LocatableDocument = PreviewableDocument & {
  name?: string | null
  title?: string | null
  category?: string | null
}

/**
 * What the locations resolver reads of a document. A translated name or title (decision 042) is read in the
 * editor's language, the default one; a person's or hotel's name is a plain string. No key is `title`, `subtitle`
 * or `description`: Sanity checks those to be strings, and a translated field selected whole is an object ("The
 * "title" field should be a string… instead saw object with keys {_type, en, ar}", issue 42).
 */
export const LOCATION_SELECT = {
  plainName: 'name',
  editorsName: `name.${DEFAULT_LANG}`,
  plainTitle: 'title',
  editorsTitle: `title.${DEFAULT_LANG}`,
  slug: 'slug.current',
  kind: 'kind',
  category: 'category',
} as const

export type LocationSelection = { [key in keyof typeof LOCATION_SELECT]?: unknown }

/** The document's name and title as text: the editor's language's value, else the plain one. */
export function locationNames(selected: LocationSelection): { name: string | null; title: string | null } {
  const text = (editors: unknown, plain: unknown) =>
    typeof editors === 'string' ? editors : typeof plain === 'string' ? plain : null
  return {
    name: text(selected.editorsName, selected.plainName),
    title: text(selected.editorsTitle, selected.plainTitle),
  }
}

/** The main pages every page's header and footer (the site settings) appear on, in the header's order. */
export const MAIN_PAGES: PageLocation[] = [
  { title: 'Home', href: '/' },
  { title: 'Itineraries', href: '/itineraries' },
  { title: 'About us', href: '/about' },
  { title: 'Services', href: '/services' },
  { title: 'Contact', href: '/contact' },
]

export function pageLocations(document: LocatableDocument): PageLocation[] {
  const name = document.name || document.title || 'Untitled'
  const slug = document.slug?.current
  switch (document._type) {
    case 'itineraryPackage':
      if (!slug) return []
      return [
        { title: `${name}: full itinerary`, href: previewPath(document) },
        { title: `${name}: quick view`, href: `/itinerary/${encodeURIComponent(slug)}` },
      ]
    case 'catalogueItem': {
      const listing = document.category
        ? [{ title: `${document.category} listing`, href: `/${slugify(document.category)}` }]
        : []
      return [...(slug ? [{ title: name, href: previewPath(document) }] : []), ...listing]
    }
    case 'hotel':
      return [{ title: name, href: previewPath(document) }]
    case 'teamMember':
      return [{ title: 'About us', href: '/about' }]
    case 'aboutPage':
      return [{ title: 'About us', href: '/about' }]
    case 'servicesPage':
      return [{ title: 'Services', href: '/services' }]
    case 'legalPage':
      return [{ title: name, href: previewPath(document) }]
    case 'homeLayout':
    case 'storyCard':
      return [{ title: 'Home', href: '/' }]
    case 'siteSettings':
      return MAIN_PAGES
    default:
      return []
  }
}

/**
 * Which document a page is about, for the form Presentation opens beside it when the editor navigates inside
 * the preview. Routes in the site's own patterns; slugs are passed as GROQ parameters, never pasted in.
 */
export const PAGE_MAIN_DOCUMENTS = [
  { route: '/', filter: `_type == "homeLayout"` },
  {
    route: '/itinerary/:slug',
    filter: `_type in ["itineraryPackage", "catalogueItem"] && slug.current == $slug`,
    slugParam: true,
  },
  {
    route: '/listed-itinerary-details/:slug',
    filter: `_type == "itineraryPackage" && slug.current == $slug`,
    slugParam: true,
  },
  { route: '/LuxuryHotelDetails', filter: `_type == "hotel"` },
  { route: '/about', filter: `_type == "aboutPage"` },
  { route: '/services', filter: `_type == "servicesPage"` },
  { route: '/Privacy-Policy', filter: `_type == "legalPage" && kind == "privacy"` },
  { route: '/Terms-&-Conditions', filter: `_type == "legalPage" && kind == "terms"` },
] as const
