import { DEFAULT_LANG, type Lang } from '#shared/languages'
import { getServerEnv, type ServerEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import { sendEmailjsTemplate, subscriptionTemplate } from './emailjs-rest.server'
import { storeSubscription } from './enquiry-outbox.server'

export class SubscriptionsUnavailable extends Error {}

/** Addresses this process has already sent on, so a second press of Subscribe sends no second e-mail. */
const recentlySent = new Set<string>()
const RECENT_LIMIT = 10_000

/**
 * Records a newsletter subscription through the enquiry channel: the local outbox on the embedded defaults,
 * EmailJS (a template of its own) when EmailJS is configured. Subscribing twice is harmless either way. `language`
 * is the edition the visitor subscribed from: the newsletter they should get.
 */
export async function recordSubscription(
  email: string,
  { language = DEFAULT_LANG, env = getServerEnv() }: { language?: Lang; env?: ServerEnv } = {},
): Promise<'subscribed' | 'already-subscribed'> {
  if (usesEnquiryOutbox(env)) return storeSubscription(email, language)
  const template = subscriptionTemplate(env)
  if (!template)
    throw new SubscriptionsUnavailable(
      'EmailJS is configured without EMAILJS_SUBSCRIBE_TEMPLATE_ID (or its public key or service id).',
    )
  if (recentlySent.has(email)) return 'already-subscribed'
  await sendEmailjsTemplate(template, { Email: email, source: 'Website footer', language })
  if (recentlySent.size >= RECENT_LIMIT) recentlySent.clear()
  recentlySent.add(email)
  return 'subscribed'
}
