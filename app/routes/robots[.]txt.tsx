import type { LoaderFunctionArgs } from '@remix-run/node'
import { robotsTxt } from '~/logic/sitemap'
import { PUBLIC_CACHE_CONTROL } from '~/platform/http.server'
import { plainText } from '~/platform/plain-text'
import { siteOrigin } from '~/platform/site-origin.server'

/** /robots.txt (a resource route: a static path, so it wins over `$listing`). */
export function loader({ request }: LoaderFunctionArgs) {
  return plainText(robotsTxt(siteOrigin(request)), 200, { 'Cache-Control': PUBLIC_CACHE_CONTROL })
}
