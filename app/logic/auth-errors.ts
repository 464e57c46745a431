/**
 * The provider's message, made readable: Firebase's "Firebase: Password should be at least 6 characters
 * (auth/weak-password)." becomes "Password should be at least 6 characters."; a bare "Firebase: Error (auth/…)"
 * becomes a sentence for that code.
 */
const SENTENCES: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail address or password is incorrect.',
  'auth/wrong-password': 'The password is incorrect.',
  'auth/user-not-found': 'There is no account with this e-mail address.',
  'auth/email-already-in-use': 'An account with this e-mail address already exists. Sign in instead.',
  'auth/invalid-email': 'The e-mail address is not valid.',
  'auth/missing-password': 'Please enter your password.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
}

export function readableAuthError(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : ''
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const message = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, '')
    .trim()
  if (message && message !== 'Error') return /[.!?]$/.test(message) ? message : `${message}.`
  return (
    SENTENCES[code] ??
    (code ? `Sign-in failed (${code.replace('auth/', '').replace(/-/g, ' ')}).` : 'Sign-in failed. Please try again.')
  )
}

/** A sign-in form posted before the page's JavaScript ran (or with it off): Firebase signs in from the browser. */
export const SIGN_IN_NEEDS_JAVASCRIPT =
  'Signing in needs JavaScript, which has not run on this page yet. Please wait for the page to finish loading (or ' +
  'turn JavaScript on) and try again. Your e-mail is kept; please type your password again.'

/** A site deployed without a Firebase project: nobody can sign in, and nothing else depends on it. */
export const SIGN_IN_UNAVAILABLE =
  'Signing in is not available on this site at the moment. You can still browse, keep a cart and send us an enquiry.'
