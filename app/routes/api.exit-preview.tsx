import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { safeRedirect } from '~/content/preview/preview-access.server'
import { endPreviewCookie } from '~/content/preview/preview-session.server'

/** "Exit preview": forgets the preview cookie and returns to the page (a POST from the banner, or a plain link). */
async function exitPreview(request: Request, target: string | null) {
  return redirect(safeRedirect(target), {
    headers: { 'Set-Cookie': await endPreviewCookie(request), 'Cache-Control': 'private, no-store' },
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const target = form?.get('redirect')
  return exitPreview(request, typeof target === 'string' ? target : null)
}

export async function loader({ request }: LoaderFunctionArgs) {
  return exitPreview(request, new URL(request.url).searchParams.get('redirect'))
}
