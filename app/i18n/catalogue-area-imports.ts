import type { Lang } from '#shared/languages'
import { areasForRoutes } from './route-areas'

/**
 * What the page's module script adds so the browser fetches the page's catalogue areas beside its route modules,
 * in its language only, and finds them on `window.__catalogueAreas` before hydrating (decision 042): one static
 * import per area, then the areas by name. `urls` is the build's (app/i18n/catalogue-area-urls.plugin.ts); `null`
 * in development, where Vite serves each area's source file. An error page (`failed`) also brings the error
 * screens' words. An area without a URL is left out: the browser then
 * loads it when a render first reads it.
 */
export function catalogueAreaImports(
  urls: Readonly<Record<string, string>> | null,
  lang: Lang,
  routeIds: readonly string[],
  { failed = false } = {},
): string {
  const areas = areasForRoutes(routeIds, { failed }).flatMap((area) => {
    const url = urls ? urls[`${lang}/${area}`] : `/app/i18n/catalogues/${lang}/${area}.ts`
    return url ? [{ area, url }] : []
  })
  if (!areas.length) return ''
  const imports = areas.map(({ url }, index) => `import * as area${index} from ${JSON.stringify(url)};`)
  const named = areas.map(({ area }, index) => `${JSON.stringify(area)}:area${index}.${area}`)
  return `${imports.join('\n')}\nwindow.__catalogueAreas = {${named.join(',')}};\n`
}
