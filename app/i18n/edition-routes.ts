import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { OTHER_LANG_IDS } from '#shared/languages'

/**
 * Every page route again under each other edition's prefix (`/ar/…`), the same module under its own route id
 * (decision 042): one loader, one component, the language resolved from the request. Derived from app/routes/
 * (decision 055), so a new page is written once: a route module that renders a screen (it has a default export)
 * is a page; a resource route (APIs, images, files, the webhook, robots.txt, the sitemap) has one address for
 * every edition. Read by vite.config.ts, which runs in Node.
 */
const ROUTES_DIR = fileURLToPath(new URL('../routes', import.meta.url))

/** The page route files of app/routes/, by Remix's flat-route names (`itinerary.$slug.tsx`). */
export function pageRouteFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .filter((file) => /^export default /m.test(readFileSync(path.join(dir, file), 'utf8')))
    .sort()
}

/** A flat route's path (`itinerary.$slug.tsx` → `itinerary/:slug`, `$.tsx` → `*`, `_index.tsx` → ``). */
export function flatRoutePath(file: string): string {
  return file
    .replace(/\.tsx$/, '')
    .split('.')
    .filter((segment) => segment !== '_index')
    .map((segment) => (segment === '$' ? '*' : segment.replace(/^\$/, ':')))
    .join('/')
}

export type EditionRoute = { id: string; file: string; path: string }

export function editionRoutes(files = pageRouteFiles()): EditionRoute[] {
  return OTHER_LANG_IDS.flatMap((lang) =>
    files.map((file) => {
      const route = flatRoutePath(file)
      return {
        id: `${lang}/${file.replace(/\.tsx$/, '')}`,
        file: `routes/${file}`,
        path: route ? `${lang}/${route}` : lang,
      }
    }),
  )
}
