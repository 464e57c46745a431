import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { clientKey } from '#shared/client-key'
import { checkPreviewAccess, type PreviewAccess } from '~/content/preview/preview-access.server'
import { startPreviewCookie } from '~/content/preview/preview-session.server'
import { PRIVATE_NO_STORE, plainText } from '~/platform/plain-text'
import { check, spend, tooManyRequests } from '~/platform/rate-limits.server'

/**
 * `GET /api/preview?secret=…&redirect=/path` (or the Studio's `sanity-preview-secret` and
 * `sanity-preview-pathname`): turns preview on for this browser and goes to the page, which also takes the
 * secret out of the address bar. Wrong secrets are counted per client; a client out of guesses is refused
 * even the right one until it may guess again, or guessing would go on unhindered.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = clientKey(context)
  const allowed = await check('previewGuess', client)
  if (!allowed.allowed) return tooManyRequests(allowed, TOO_MANY_GUESSES)

  const access = await checkPreviewAccess(new URL(request.url))
  if (access.granted) return enterPreview(request, access.redirectTo)
  if (access.reason === 'bad-secret') {
    const spent = await spend('previewGuess', client)
    if (!spent.allowed) return tooManyRequests(spent, TOO_MANY_GUESSES)
  }
  return refusal(access.reason)
}

const TOO_MANY_GUESSES =
  'Too many wrong preview links from this address. Wait a while, then open the preview again from the Studio.'

async function enterPreview(request: Request, redirectTo: string) {
  return redirect(redirectTo, { headers: { ...PRIVATE_NO_STORE, 'Set-Cookie': await startPreviewCookie(request) } })
}

const REFUSALS: Record<Extract<PreviewAccess, { granted: false }>['reason'], [number, string]> = {
  'not-configured': [404, 'Preview is not set up on this site.'],
  'bad-secret': [
    401,
    'This preview link is not valid: its secret is wrong or has expired. Open the preview again from the Studio.',
  ],
  unavailable: [503, 'This preview link could not be checked just now. Try it again in a moment.'],
}

function refusal(reason: keyof typeof REFUSALS) {
  const [status, message] = REFUSALS[reason]
  return plainText(message, status, PRIVATE_NO_STORE)
}
