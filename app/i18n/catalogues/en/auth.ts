/** Signing in: the login page and the provider's errors made readable. */
export const auth = {
  metaTitle: 'Sign in',
  metaDescription: 'Sign in to keep your tour cart and enquiries together.',
  signInTitle: 'Sign in',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in…',
  createAccount: 'Create your Account',
  creatingAccount: 'Creating your account…',
  agreeBefore: 'By continuing, you agree to the ',
  conditionsOfUse: 'Conditions of Use',
  agreeBetween: ' and ',
  privacyNotice: 'Privacy Notice',
  agreeAfter: '',
  needsJavaScript:
    'Signing in needs JavaScript, which has not run on this page yet. Please wait for the page to finish loading (or ' +
    'turn JavaScript on) and try again. Your e-mail is kept; please type your password again.',
  unavailable:
    'Signing in is not available on this site at the moment. You can still browse, keep a cart and send us an ' +
    'enquiry.',
  errorSentences: {
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
  },
  failedWithCode: (reason: string) => `Sign-in failed (${reason}).`,
  failed: 'Sign-in failed. Please try again.',
} as const
