/**
 * Where on the site a document shows, so "Preview on site" opens the page an editor is working on. Pure, with
 * no Sanity imports, so the site's unit tests check it against the site's real routes.
 */
export type PreviewableDocument = {
  _type: string
  slug?: { current?: string } | null
  kind?: string | null
}

export function previewPath(document: PreviewableDocument): string {
  const slug = document.slug?.current
  switch (document._type) {
    case 'itineraryPackage':
      return slug ? `/listed-itinerary-details/${encodeURIComponent(slug)}` : '/itineraries'
    case 'catalogueItem':
      // A new item without its (required) slug yet has no page of its own.
      return slug ? `/itinerary/${encodeURIComponent(slug)}` : '/'
    case 'hotel':
      return '/LuxuryHotelDetails'
    case 'teamMember':
    case 'aboutPage':
      return '/about'
    case 'servicesPage':
      return '/services'
    case 'legalPage':
      return document.kind === 'privacy' ? '/Privacy-Policy' : '/Terms-&-Conditions'
    default:
      // Site settings, the home layout and story cards all show on the home page.
      return '/'
  }
}
