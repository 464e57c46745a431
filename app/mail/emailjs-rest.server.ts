import type { ServerEnv } from '#shared/site-settings.server'

/**
 * EmailJS's REST API, for what the server sends itself (the browser uses the SDK). The private key (EmailJS
 * calls it the access token) stays on the server; EmailJS must allow API calls from non-browser applications.
 */
export type EmailjsTemplate = {
  serviceId: string
  templateId: string
  publicKey: string
  privateKey?: string
  apiOrigin: string
}

export class EmailjsError extends Error {}

const TIMEOUT_MS = 8_000

export async function sendEmailjsTemplate(template: EmailjsTemplate, params: Record<string, string>): Promise<void> {
  let response: Response
  try {
    response = await fetch(new URL('/api/v1.0/email/send', template.apiOrigin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: template.serviceId,
        template_id: template.templateId,
        user_id: template.publicKey,
        ...(template.privateKey ? { accessToken: template.privateKey } : {}),
        template_params: params,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new EmailjsError(`EmailJS could not be reached: ${(error as Error).message}`)
  }
  if (!response.ok)
    throw new EmailjsError(`EmailJS answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
}

/** An EmailJS template of this account, when the settings it needs are all there; null otherwise. */
function templateFor(env: ServerEnv, templateId: string | undefined): EmailjsTemplate | null {
  if (!env.EMAILJS_PUBLIC_KEY || !env.EMAILJS_SERVICE_ID || !templateId) return null
  return {
    serviceId: env.EMAILJS_SERVICE_ID,
    templateId,
    publicKey: env.EMAILJS_PUBLIC_KEY,
    privateKey: env.EMAILJS_PRIVATE_KEY,
    apiOrigin: env.EMAILJS_API_ORIGIN ?? 'https://api.emailjs.com',
  }
}

/** The contact enquiry's template (the one the browser's SDK uses), for the server action's sends. */
export const contactTemplate = (env: ServerEnv) => templateFor(env, env.EMAILJS_TEMPLATE_ID)

/** The newsletter template, when EmailJS is configured for it; null when a setting it needs is missing. */
export const subscriptionTemplate = (env: ServerEnv) => templateFor(env, env.EMAILJS_SUBSCRIBE_TEMPLATE_ID)

/** The template that tells a specialist their proposal was accepted (decision 064); null when not configured. */
export const proposalAcceptedTemplate = (env: ServerEnv) => templateFor(env, env.EMAILJS_PROPOSAL_ACCEPTED_TEMPLATE_ID)
/** The template that e-mails a traveller their proposal's private link (decision 063); null when not configured. */
export const proposalTemplate = (env: ServerEnv) => templateFor(env, env.EMAILJS_PROPOSAL_TEMPLATE_ID)
/** The traveller's e-mails of a hold and its reminder (decision 067); null when not configured. */
export const holdTemplate = (env: ServerEnv) => templateFor(env, env.EMAILJS_HOLD_TEMPLATE_ID)
export const holdReminderTemplate = (env: ServerEnv) => templateFor(env, env.EMAILJS_HOLD_REMINDER_TEMPLATE_ID)
