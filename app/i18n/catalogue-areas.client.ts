import type { Lang } from '#shared/languages'
import { type Catalogue, registerCatalogue } from './catalogue'
import type { Area } from './route-areas'

declare global {
  interface Window {
    /** The page's catalogue areas, which its HTML imported beside its route modules (catalogue-area-imports.ts). */
    __catalogueAreas?: Partial<Record<Area, unknown>>
  }
}

/**
 * The browser's catalogue: one script per area and language, so a page's first load carries its own language's
 * words for what it shows, and no more (the whole Arabic catalogue is several times the words of one page). The
 * page's HTML imports the areas its routes read (app/i18n/route-areas.ts) beside its route modules; an area read
 * later suspends the render until its script has arrived, which a navigation (a transition) holds on the previous
 * page.
 */
const loaded = new Map<Area, unknown>()
const pending = new Map<Area, Promise<void>>()
const modules = () => import('./catalogue-area-modules.client')

function loadArea(lang: Lang, area: Area): Promise<void> {
  let promise = pending.get(area)
  if (!promise) {
    if (window.location.search.includes('debug-areas')) console.debug(`catalogue area ${lang}/${area}`)
    promise = modules()
      .then(({ AREA_MODULES }) => {
        const load = AREA_MODULES[`./catalogues/${lang}/${area}.ts`]
        if (!load) throw new Error(`No catalogue area ${lang}/${area}`)
        return load()
      })
      .then((module) => {
        loaded.set(area, module[area])
        pending.delete(area)
      })
    pending.set(area, promise)
  }
  return promise
}

/** One area of the page's catalogue, loaded if the page has not read it yet: for code outside React's render. */
export async function areaWords<A extends Area>(lang: Lang, area: A): Promise<Catalogue[A]> {
  if (!loaded.has(area)) await loadArea(lang, area)
  return loaded.get(area) as Catalogue[A]
}

/**
 * Makes the page's language the catalogue `catalogueFor` gives, from the areas its HTML brought; without them (a
 * page whose HTML named none), loads the areas its matched routes read first.
 */
export async function startPageCatalogue(lang: Lang, routeIds: readonly string[]): Promise<void> {
  const brought = window.__catalogueAreas
  if (brought) for (const [area, words] of Object.entries(brought)) loaded.set(area as Area, words)
  else {
    // Only a preview's HTML names no areas (entry.server.tsx): it also shows the preview banner, and may be an
    // error page. Every area its first render reads must be here before it hydrates: one that arrives later leaves
    // its part of the page to hydrate after an update has reached it, and React throws that part away (error 421).
    const { areasForRoutes } = await modules()
    const areas = [...areasForRoutes(routeIds, { failed: true }), 'preview' as const]
    await Promise.all(areas.map((area) => loadArea(lang, area)))
  }
  registerCatalogue(
    lang,
    new Proxy({} as Catalogue, {
      get(_target, area) {
        if (typeof area !== 'string') return undefined
        if (loaded.has(area as Area)) return loaded.get(area as Area)
        // Suspends the render until the area's script has arrived (React retries it then).
        throw loadArea(lang, area as Area)
      },
    }),
  )
}
