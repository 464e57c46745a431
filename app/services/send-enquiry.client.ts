import type { PublicEnv } from '~/server/env.server'

type EmailjsConfig = PublicEnv['emailjs']

/**
 * Sends the form through the EmailJS SDK, loaded on first use so no other page carries it. In the embedded
 * default the SDK's origin is this site, whose outbox answers like EmailJS. Resolves true on success
 * (status 200 or text "OK", docs/product-rules.md#the-enquiry); rejects otherwise.
 */
export async function sendEnquiry(form: HTMLFormElement, config: EmailjsConfig): Promise<boolean> {
  const emailjs = await import('@emailjs/browser')
  emailjs.init({ publicKey: config.publicKey ?? '', origin: config.apiOrigin ?? window.location.origin })
  const response = await emailjs.sendForm(config.serviceId ?? '', config.templateId ?? '', form)
  return response.status === 200 || response.text === 'OK'
}
