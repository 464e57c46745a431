import type { LoaderFunctionArgs } from '@remix-run/node'
import { proxyLocalAsset } from '~/content/local-assets.server'

/** The embedded defaults' image CDN: Sanity's URL shape and parameters, answered by the local Content API. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  return proxyLocalAsset('images', params, request, { clientAddress: context.clientAddress })
}
