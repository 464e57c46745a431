import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import type { ManualChunkMeta } from 'rollup'
import { defineConfig } from 'vite'
import { catalogueAreaUrls } from './app/i18n/catalogue-area-urls.plugin'
import { editionRoutes } from './app/i18n/edition-routes'

/**
 * Every page first loads the React and Remix runtime, then its own code. Each becomes one file here, so a page
 * asks for a few scripts rather than twenty (decision 022). Vite's preload helper, which every page's entry uses
 * for its lazy imports, goes with the runtime rather than into whichever small shared chunk Rollup merges it with
 * (alone, it was a file of its own on every page).
 */
function clientChunk(id: string, { getModuleInfo }: ManualChunkMeta): string | undefined {
  // One script per language and area of the interface's words, named for them (decision 042).
  const catalogue = /app\/i18n\/catalogues\/(\w+)\/(\w+)\.ts$/.exec(id)
  if (catalogue) return `catalogue-${catalogue[1]}-${catalogue[2]}`
  if (/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//.test(id))
    return 'runtime'
  if (id === '\0vite/preload-helper.js') return 'runtime'
  // The app's code the root route imports, which every page loads with it: one file, not a dozen small ones
  // that each page asks for and that compress worse apart.
  if (/\/app\//.test(id) && frameModules(getModuleInfo).has(id)) return 'root'
  // What holds a click until its island has hydrated: the entry and several pages' islands share it, and every
  // page loads it first; in the root's file it costs no request of its own.
  if (id.endsWith('/app/components/shared/hydrates-later.client.ts')) return 'root'
  return undefined
}

let frame: Set<string> | undefined
/** Every module app/root.tsx imports statically, directly or not (node_modules aside). */
function frameModules(getModuleInfo: ManualChunkMeta['getModuleInfo']): Set<string> {
  if (frame) return frame
  const root = path.resolve(__dirname, 'app/root.tsx')
  frame = new Set()
  const queue = [root]
  while (queue.length) {
    const id = queue.pop()!
    if (frame.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue
    frame.add(id)
    queue.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  return frame
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    catalogueAreaUrls(),
    remix({
      ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
      // The Arabic edition: each page route again under /ar (app/i18n/edition-routes.ts, derived from app/routes/).
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          for (const { id, file, path } of editionRoutes()) route(path, file, { id })
        }),
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        // Development: Vite scans every route module (and what it imports, lazily too) before the first page,
        // so it never finds a package mid-visit, optimises again and reloads a page that has not hydrated yet.
        unstable_optimizeDeps: true,
      },
    }),
  ],
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  build: isSsrBuild
    ? {}
    : {
        // Terser's extra passes take about 4 % more off the scripts than esbuild's minifier.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, module: true },
        rollupOptions: { output: { manualChunks: clientChunk, experimentalMinChunkSize: 1_000 } },
      },
}))
