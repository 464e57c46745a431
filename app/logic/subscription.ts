import { DEFAULT_LANG } from '#shared/languages'
import { hasControlCharacters, withoutBidiFormatting } from '#shared/visitor-text'
import { type Catalogue, catalogueFor } from '~/i18n/catalogue'

/**
 * The footer's newsletter box (docs/product-rules.md#subscribe): one e-mail address, checked the same way in
 * the browser and on the server, recorded through the enquiry channel.
 */

export const SUBSCRIPTION_TEMPLATE_ID = 'newsletter-subscription'
export const MAX_EMAIL_LENGTH = 254

/**
 * The English thank-you, which the footer box's test reads; every answer comes from the catalogue's forms area in
 * the page's language (app/routes/subscribe.tsx).
 */
export const SUBSCRIBED = 'Thank you for subscribing! Our seasonal itineraries will reach you a few times a year.'

/** Something, an @, and a domain with a dot: the address test of every form that asks for one. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The address as we keep it: trimmed and lowercased, so the same person is not recorded twice, and without bidi
 * formatting characters (shared/visitor-text.ts).
 */
export function normaliseSubscriberEmail(raw: unknown): string {
  return typeof raw === 'string' ? withoutBidiFormatting(raw, 'line').trim().toLowerCase() : ''
}

/** What is wrong with the address, in a sentence; null when it can be recorded. */
export function subscriptionProblem(
  email: string,
  t: Catalogue['forms'] = catalogueFor(DEFAULT_LANG).forms,
): string | null {
  if (hasControlCharacters(email, 'line')) return t.controlCharacters(t.fieldNames.Email)
  if (email === '') return t.emailRequired
  if (email.length > MAX_EMAIL_LENGTH) return t.emailTooLong(MAX_EMAIL_LENGTH)
  if (!EMAIL_ADDRESS.test(email)) return t.emailInvalid
  return null
}

/** What the box shows after a try: the message, whether it worked, and the address to keep in the box. */
export type SubscriptionResult = { ok: boolean; message: string; email: string }
