import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export const CATALOGUE_AREA_URLS = 'virtual:catalogue-area-urls'
const RESOLVED = `\0${CATALOGUE_AREA_URLS}`
const AREA_SOURCE = /^app\/i18n\/catalogues\/(\w+)\/(\w+)\.ts$/

/**
 * Gives the server the URL of each catalogue area's script (`"ar/layout"` → `/assets/catalogue-ar-layout-….js`), so
 * a page's HTML can import its areas beside its route modules (app/i18n/catalogue-area-imports.ts). The server is
 * built after the browser, whose manifest Vite has just written; in development Vite serves the sources, and the
 * module is `null`: the URL is the file's own path.
 */
export function catalogueAreaUrls(): Plugin {
  let command: 'build' | 'serve' = 'build'
  let base = '/'
  let root = process.cwd()
  return {
    name: 'catalogue-area-urls',
    configResolved(config) {
      command = config.command
      base = config.base
      root = config.root
    },
    resolveId: (source) => (source === CATALOGUE_AREA_URLS ? RESOLVED : undefined),
    load(id, options) {
      if (id !== RESOLVED) return undefined
      if (command === 'serve' || !options?.ssr) return 'export default null'
      const manifest = JSON.parse(readFileSync(path.join(root, 'build/client/.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >
      const urls: Record<string, string> = {}
      for (const [source, chunk] of Object.entries(manifest)) {
        const area = AREA_SOURCE.exec(source)
        if (area) urls[`${area[1]}/${area[2]}`] = base + chunk.file
      }
      return `export default ${JSON.stringify(urls)}`
    },
  }
}
