import { type Catalogue, registerCatalogue } from './catalogue'
import type { Lang } from './languages'
import type { Area } from './route-areas'

/**
 * The browser's catalogue: one script per area and language (`catalogues/ar/listing.ts` …), loaded when a page first
 * needs it, so a page's first load carries its own language's words for what it shows, and no more (the whole
 * Arabic catalogue is several times the words of one page). Before hydrating, entry.client.tsx loads the areas the
 * matched routes list (app/i18n/route-areas.ts); an area read before it has arrived suspends the render, which a
 * navigation (a transition) holds on the previous page until the area is there.
 */
const AREA_MODULES = import.meta.glob<Record<string, unknown>>([
  './catalogues/*/*.ts',
  '!./catalogues/*/index.ts',
  '!./catalogues/*/counting.ts',
])

const loaded = new Map<string, unknown>()
const pending = new Map<string, Promise<void>>()

function loadArea(lang: Lang, area: Area): Promise<void> {
  const key = `${lang}/${area}`
  if (loaded.has(key)) return Promise.resolve()
  let promise = pending.get(key)
  if (!promise) {
    const load = AREA_MODULES[`./catalogues/${key}.ts`]
    if (!load) throw new Error(`No catalogue area ${key}`)
    if (window.location.search.includes('debug-areas')) console.debug(`catalogue area ${key}`)
    promise = load().then((module) => {
      loaded.set(key, module[area])
      pending.delete(key)
    })
    pending.set(key, promise)
  }
  return promise
}

/** Loads the areas, and makes the language's catalogue the one `catalogueFor` gives. */
export async function loadCatalogueAreas(lang: Lang, areas: readonly Area[]): Promise<void> {
  await Promise.all(areas.map((area) => loadArea(lang, area)))
  registerCatalogue(
    lang,
    new Proxy({} as Catalogue, {
      get(_target, area) {
        if (typeof area !== 'string') return undefined
        const key = `${lang}/${area}`
        if (loaded.has(key)) return loaded.get(key)
        // Suspends the render until the area's script has arrived (React retries it then).
        throw loadArea(lang, area as Area)
      },
    }),
  )
}
