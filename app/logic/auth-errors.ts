import { DEFAULT_LANG, type Lang } from '#shared/languages'
import { catalogueFor } from '~/i18n/catalogue'

/**
 * The provider's message, made readable: Firebase's "Firebase: Password should be at least 6 characters
 * (auth/weak-password)." becomes "Password should be at least 6 characters."; a bare "Firebase: Error (auth/…)"
 * becomes a sentence for that code. On another edition's page the provider's English is no use: the code's
 * sentence in the page's language is shown instead, whenever there is one.
 */
export function readableAuthError(error: unknown, lang: Lang = DEFAULT_LANG): string {
  const { auth } = catalogueFor(lang)
  const sentences: Readonly<Record<string, string>> = auth.errorSentences
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : ''
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const message = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, '')
    .trim()
  if (lang !== DEFAULT_LANG && sentences[code]) return sentences[code]
  if (message && message !== 'Error' && lang === DEFAULT_LANG) return /[.!?]$/.test(message) ? message : `${message}.`
  return sentences[code] ?? (code ? auth.failedWithCode(code.replace('auth/', '').replace(/-/g, ' ')) : auth.failed)
}

/** A sign-in form posted before the page's JavaScript ran (or with it off): Firebase signs in from the browser. */
export function signInNeedsJavaScript(lang: Lang = DEFAULT_LANG): string {
  return catalogueFor(lang).auth.needsJavaScript
}

/** A site deployed without a Firebase project: nobody can sign in, and nothing else depends on it. */
export function signInUnavailable(lang: Lang = DEFAULT_LANG): string {
  return catalogueFor(lang).auth.unavailable
}
