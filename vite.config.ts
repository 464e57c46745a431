import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { catalogueAreaUrls } from './app/i18n/catalogue-area-urls.plugin'
import { editionRoutes } from './app/i18n/edition-routes'

/**
 * Every page first loads the React and Remix runtime, then its own code. Each becomes one file here, so a page
 * asks for a few scripts rather than twenty (decision 022). Vite's preload helper, which every page's entry uses
 * for its lazy imports, goes with the runtime rather than into whichever small shared chunk Rollup merges it with
 * (alone, it was a file of its own on every page).
 */
function clientChunk(id: string): string | undefined {
  // One script per language and area of the interface's words, named for them (decision 042).
  const catalogue = /app\/i18n\/catalogues\/(\w+)\/(\w+)\.ts$/.exec(id)
  if (catalogue) return `catalogue-${catalogue[1]}-${catalogue[2]}`
  // The preview banner, which only a preview page shows: a chunk of its own, or Rollup's merging of small chunks
  // folds it into one every page loads. (Named, it takes shared helpers along, which still measures 0.2 KB less
  // on the first load than the merge.)
  if (/app\/components\/layout\/PreviewBanner\.tsx$/.test(id)) return 'PreviewBanner'
  if (/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//.test(id))
    return 'runtime'
  if (id === '\0vite/preload-helper.js') return 'runtime'
  return undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    catalogueAreaUrls(),
    remix({
      ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
      // The Arabic edition: each page route again under /ar (app/i18n/edition-routes.ts).
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
