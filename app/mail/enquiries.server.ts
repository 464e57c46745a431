import { DEFAULT_LANG, type Lang } from '#shared/languages'
import type { EnquirySource } from '#shared/private-documents'
import { getServerEnv, type ServerEnv, usesEnquiryOutbox } from '#shared/site-settings.server'
import { recordEnquiry } from '~/content/private-enquiries.server'
import { privateStoreFailure } from '~/content/private-store.server'
import type { EnquiryParty } from '~/logic/enquiry-context'
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

export type EnquiryOptions = {
  /** The page's edition (i18n/visitor-language.server.ts), a template parameter of its own so staff answer in it. */
  language?: Lang
  /** The team member it is addressed to (already checked against the team), so it reaches their office. */
  specialist?: EnquirySpecialist | null
  /** Where on the site it was sent from (the Studio's list). */
  source?: EnquirySource
  /** The trip's document id, a catalogue item or a package. */
  trip?: string | null
  /** The departure asked about, `YYYY-MM-DD`. */
  departureDate?: string | null
  party?: EnquiryParty | null
  /** The proposal it is about (`proposal.<uuid>`): changes asked for, or its renewal. */
  proposalId?: string | null
  env?: ServerEnv
}

/**
 * The one place an enquiry leaves the site (decision 062): every form's enquiry, from the browser or without
 * JavaScript, comes here. It is e-mailed by the deployment's channel, the local outbox on the embedded defaults or
 * EmailJS's REST API with the server-only private key, and then kept as a private `enquiry.<uuid>` document for
 * the Studio. The e-mail comes first and decides the answer: an enquiry that could not be kept is still e-mailed,
 * and only that it was not kept is logged, never who sent it or what they wrote.
 */
export async function deliverEnquiry(enquiry: Enquiry, options: EnquiryOptions = {}): Promise<void> {
  const { language = DEFAULT_LANG, specialist = null, env = getServerEnv() } = options
  await sendEnquiryMail(enquiry, language, specialist, env)
  try {
    await recordEnquiry(
      keptEnquiry(enquiry),
      {
        language,
        source: options.source ?? 'contact',
        tripId: options.trip,
        departureDate: options.departureDate,
        party: options.party,
        specialistId: specialist?.id,
        proposalId: options.proposalId,
      },
      env,
    )
  } catch (error) {
    console.warn(`[enquiries] an enquiry was e-mailed but not kept in the private store: ${privateStoreFailure(error)}`)
  }
}

async function sendEnquiryMail(enquiry: Enquiry, language: Lang, specialist: EnquirySpecialist | null, env: ServerEnv) {
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
