import type { LoaderFunctionArgs } from '@remix-run/node'
import { proxyLocalAsset } from '~/content/local-assets.server'

/** The embedded defaults' file CDN (the ad video, with byte ranges), answered by the local Content API. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  return proxyLocalAsset('files', params, request, { clientAddress: context.clientAddress })
}
