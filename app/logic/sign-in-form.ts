import type { Catalogue } from '~/i18n/catalogue-shape'
import { EMAIL_ADDRESS } from './subscription'

export const SIGN_IN_FIELDS = ['email', 'password'] as const
export type SignInField = (typeof SIGN_IN_FIELDS)[number]
export type SignInValues = Record<SignInField, string>

/**
 * What is wrong with a sign-in form before the provider is asked, in the page's language: the same sentences the
 * provider's codes are told with (auth/missing-email, auth/invalid-email, auth/missing-password). The browser
 * checks with these before it signs in; the server, which a form posted without JavaScript reaches, says the same.
 */
export function signInFieldProblems(
  { email, password }: SignInValues,
  words: Catalogue['auth'],
): Partial<Record<SignInField, string>> {
  const problems: Partial<Record<SignInField, string>> = {}
  const address = email.trim()
  if (!address) problems.email = words.errorSentences['auth/missing-email']
  else if (!EMAIL_ADDRESS.test(address)) problems.email = words.errorSentences['auth/invalid-email']
  if (!password) problems.password = words.errorSentences['auth/missing-password']
  return problems
}
