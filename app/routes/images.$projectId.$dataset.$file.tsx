import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveEmbeddedImage } from '~/content/embedded-assets.server'

/** The embedded default's stand-in for Sanity's image CDN: same URL shape and parameters, the seed's files. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return serveEmbeddedImage(params, request)
}
