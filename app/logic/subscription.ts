/**
 * The footer's newsletter box (docs/product-rules.md#subscribe): one e-mail address, checked the same way in
 * the browser and on the server, recorded through the enquiry channel.
 */

export const SUBSCRIPTION_TEMPLATE_ID = 'newsletter-subscription'
export const MAX_EMAIL_LENGTH = 254

export const SUBSCRIBED = 'Thank you for subscribing! Our seasonal itineraries will reach you a few times a year.'
export const ALREADY_SUBSCRIBED = 'You are already subscribed with this e-mail address. Thank you!'
export const SUBSCRIPTION_RATE_LIMITED =
  'Several subscriptions came from your connection in a short time. Please try again later.'
export const SUBSCRIPTION_FAILED = 'We could not record your subscription just now. Please try again in a moment.'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The address as we keep it: trimmed and lowercased, so the same person is not recorded twice. */
export function normaliseSubscriberEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : ''
}

/** What is wrong with the address, in a sentence; null when it can be recorded. */
export function subscriptionProblem(email: string): string | null {
  if (email === '') return 'Please enter your e-mail address.'
  if (email.length > MAX_EMAIL_LENGTH) return `An e-mail address has at most ${MAX_EMAIL_LENGTH} characters.`
  if (!EMAIL.test(email)) return 'Please enter a valid e-mail address, like name@example.com.'
  return null
}

/** What the box shows after a try: the message, whether it worked, and the address to keep in the box. */
export type SubscriptionResult = { ok: boolean; message: string; email: string }
