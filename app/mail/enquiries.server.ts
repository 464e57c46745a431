import { DEFAULT_LANG, type Lang } from '#shared/languages'
import type { EnquirySource } from '#shared/private-documents'
import { getServerEnv, type ServerEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import { type Enquiry, keptEnquiry, missingEmailjsSettings } from '~/logic/enquiry-form'
import { type EnquirySpecialist, specialistParams } from '~/logic/enquiry-specialist'
import { contactTemplate, sendEmailjsTemplate } from './emailjs-rest.server'
import { storeEnquiry } from './enquiry-outbox.server'

/** The deployment cannot send enquiries: each missing EmailJS setting, as the browser would name it. */
export class EnquiryChannelMissing extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '))
  }
}

/**
 * Sends a checked enquiry from the server (the contact page's action, for a visitor whose JavaScript has not
 * run) by the channel the browser would use: the local outbox on the embedded defaults, EmailJS's REST API
 * (with the server-only private key) once EmailJS is configured. `language` is the page's edition
 * (server/visitor-language.server.ts), a template parameter of its own so staff answer in it; `specialist`, the
 * team member the enquiry is addressed to (already checked against the team), so it reaches their office.
 * `source` and `proposalId` say where it came from (a proposal's "Ask for changes"); the enquiries lane of issue 44
 * keeps them on the private enquiry document. Accepted here so callers can name them; not yet used.
 */
export async function deliverEnquiry(
  enquiry: Enquiry,
  {
    language = DEFAULT_LANG,
    specialist = null,
    env = getServerEnv(),
  }: {
    language?: Lang
    specialist?: EnquirySpecialist | null
    env?: ServerEnv
    source?: EnquirySource
    proposalId?: string
  } = {},
): Promise<void> {
  if (usesEnquiryOutbox(env)) return storeEnquiry(enquiry, language, specialist)
  const template = contactTemplate(env)
  if (!template) {
    throw new EnquiryChannelMissing(
      missingEmailjsSettings({
        publicKey: env.EMAILJS_PUBLIC_KEY ?? null,
        serviceId: env.EMAILJS_SERVICE_ID ?? null,
        templateId: env.EMAILJS_TEMPLATE_ID ?? null,
      }),
    )
  }
  await sendEmailjsTemplate(template, { ...keptEnquiry(enquiry), language, ...specialistParams(specialist) })
}
