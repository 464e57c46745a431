import type { Catalogue } from './catalogue-shape'

export type Area = keyof Catalogue

/**
 * Which areas of the catalogue a page's first render reads, so the browser loads just those before hydrating
 * (app/i18n/catalogue-areas.client.ts). An area a page reads that is not listed still works: the render waits for it,
 * as for any lazy module. Keyed by route file; the Arabic routes (`ar/<file>`) share their file's entry.
 */
export const ALWAYS: readonly Area[] = ['common', 'layout', 'shared']

export const ROUTE_AREAS: Readonly<Record<string, readonly Area[]>> = {
  // The trip bar's words come with the bar, once the page is interactive (routes/_index.tsx).
  _index: ['home'],
  $listing: ['listing', 'tripBar'],
  'category.$category': ['listing', 'tripBar'],
  search: ['search', 'listing', 'tripBar'],
  'itinerary.$slug': ['itinerary', 'contact', 'reviews', 'specialist'],
  'listed-itinerary-details.$slug': ['itinerary', 'contact', 'reviews', 'specialist'],
  LuxuryHotelDetails: ['hotel', 'reviews', 'specialist'],
  'reviews.$slug': ['reviews'],
  about: ['company', 'specialist'],
  'specialists.$member': ['company', 'specialist', 'listing', 'errors'],
  services: ['company'],
  'Privacy-Policy': ['company'],
  'Terms-&-Conditions': ['company'],
  checkout: ['cart'],
  contact: ['contact', 'forms'],
  // A traveller's proposal (decision 064): the full itinerary's days and the trip pages' specialist card.
  'proposal.$token': ['proposal', 'itinerary', 'specialist'],
  subscribe: ['forms'],
  login: ['auth'],
  $: ['errors'],
}

/**
 * The areas the matched routes (`routes/about`, `ar/about`, `root`) read on their first render; an error page's
 * (`failed`) also the error screens' words.
 */
export function areasForRoutes(routeIds: readonly string[], { failed = false } = {}): Area[] {
  const areas = new Set<Area>(failed ? [...ALWAYS, 'errors'] : ALWAYS)
  for (const id of routeIds) for (const area of ROUTE_AREAS[id.replace(/^[^/]+\//, '')] ?? []) areas.add(area)
  return [...areas]
}
