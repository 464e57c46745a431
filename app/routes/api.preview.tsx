import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { checkPreviewAccess } from '~/content/preview/preview-access.server'
import { startPreviewCookie } from '~/content/preview/preview-session.server'

/**
 * `GET /api/preview?secret=…&redirect=/path` (or the Studio's `sanity-preview-secret` and
 * `sanity-preview-pathname`): turns preview on for this browser and goes to the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const access = await checkPreviewAccess(new URL(request.url))
  const noStore = { 'Cache-Control': 'private, no-store' }
  if (access.granted) {
    return redirect(access.redirectTo, { headers: { ...noStore, 'Set-Cookie': await startPreviewCookie(request) } })
  }
  const [status, message] =
    access.reason === 'not-configured'
      ? [404, 'Preview is not set up on this site.']
      : [401, 'This preview link is not valid: its secret is wrong or has expired. Open the preview again from the Studio.']
  return new Response(message, { status, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
}
