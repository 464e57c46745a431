import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadSitemap } from '~/content/loaders/sitemap.server'

/** /sitemap.xml (a resource route: a static path, so it wins over `$listing`). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadSitemap(request)
}
