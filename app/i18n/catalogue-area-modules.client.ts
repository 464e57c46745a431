/**
 * Every catalogue area's script, by language (`catalogues/ar/listing.ts` …), for the areas a page did not bring
 * with it: those a later page reads, and all of them on a page whose HTML named none (a preview for the Studio).
 * A script of its own, fetched only then, so no page's first load carries the list.
 */
export const AREA_MODULES = import.meta.glob<Record<string, unknown>>([
  './catalogues/*/*.ts',
  '!./catalogues/*/index.ts',
  '!./catalogues/*/counting.ts',
])

export { areasForRoutes } from './route-areas'
