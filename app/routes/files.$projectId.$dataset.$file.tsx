import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveEmbeddedAsset } from '~/content/embedded-assets.server'

/** The embedded default's stand-in for Sanity's file CDN (the ad video). */
export function loader({ params, request }: LoaderFunctionArgs) {
  return serveEmbeddedAsset(params, request)
}
