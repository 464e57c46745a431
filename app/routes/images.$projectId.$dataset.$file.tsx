import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveEmbeddedAsset } from '~/content/embedded-assets.server'

/** The embedded default's stand-in for Sanity's image CDN: same URL shape, the seed's files. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return serveEmbeddedAsset(params, request)
}
