import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { sameSitePath } from '#shared/same-site-path'
import { endPreviewCookie } from '~/content/preview/preview-session.server'
import { announceSiteEvent } from '~/content/site-event-effects.server'
import { PRIVATE_NO_STORE } from '~/platform/plain-text'
import { readSmallForm } from '~/platform/read-form.server'

/**
 * "Exit preview": revokes the session the cookie holds, forgets the cookie and returns to the page (a POST
 * from the banner, or a plain link). That a plain GET revokes too lets another site end someone's preview,
 * which costs them only opening a fresh link: not worth breaking the link for.
 */
async function exitPreview(request: Request, target: unknown) {
  // Every other worker and instance stops honouring the session too.
  const setCookies = await endPreviewCookie(request, (id, exp) =>
    announceSiteEvent({ kind: 'preview-revoked', id, exp }),
  )
  const headers = new Headers(PRIVATE_NO_STORE)
  // The first-party cookie and the partitioned one a frame may hold: each needs its own Set-Cookie.
  for (const setCookie of setCookies) headers.append('Set-Cookie', setCookie)
  return redirect(sameSitePath(target), { headers })
}

/** The banner's form holds one field: where to go back to. */
const EXIT_FORM_LIMITS = { maxBytes: 4 * 1024, maxFields: 4, maxFieldBytes: 2 * 1024 }

export async function action({ request }: ActionFunctionArgs) {
  // A form that cannot be read still ends preview; it only loses where to return to.
  const form = await readSmallForm(request, EXIT_FORM_LIMITS).catch(() => null)
  return exitPreview(request, form?.get('redirect'))
}

export async function loader({ request }: LoaderFunctionArgs) {
  return exitPreview(request, new URL(request.url).searchParams.get('redirect'))
}
