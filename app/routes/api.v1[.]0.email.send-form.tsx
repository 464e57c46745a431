import type { ActionFunctionArgs } from '@remix-run/node'
import { clientKey } from '#shared/client-key'
import { DEFAULT_LANG, isLang } from '#shared/languages'
import { OUTBOX_IDS, usesEnquiryOutbox } from '#shared/site-settings.server'
import { addressedSpecialist } from '~/content/loaders/specialist.server'
import { enquiryProblems, enquiryValues, otherFieldsHoldControlCharacters } from '~/logic/enquiry-form'
import { SPECIALIST_FIELDS } from '~/logic/enquiry-specialist'
import { deliverEnquiry } from '~/mail/enquiries.server'
import { NO_STORE, plainText } from '~/platform/plain-text'
import { spend, tooManyRequests } from '~/platform/rate-limits.server'
import { FormRejected, readSmallForm } from '~/platform/read-form.server'
import { postSource } from '~/platform/same-origin.server'

/**
 * The five fields, the language, the specialist's three (issue 35), the SDK's four (service_id, template_id,
 * user_id, lib_version), room for two.
 */
const OUTBOX_FORM_LIMITS = {
  maxBytes: 64 * 1024,
  maxFields: 15,
  maxFieldBytes: 24 * 1024,
  accept: ['multipart/form-data' as const],
}
const text = (body: string, status: number) => plainText(body, status, NO_STORE)

/**
 * The local outbox: the embedded default's stand-in for EmailJS's send-form endpoint. It takes the multipart
 * request EmailJS's SDK sends and answers like EmailJS (200 "OK"). The site's own form no longer calls it (it posts
 * to /api/enquiry, decision 062); what does reach it is an enquiry all the same, so it goes through deliverEnquiry:
 * e-mailed to the outbox and kept. It answers only while switched on (see usesEnquiryOutbox), only this site's ids
 * and pages, and a few enquiries per visitor.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!usesEnquiryOutbox()) return text('Not Found', 404)
  if (request.method !== 'POST') return text('Method Not Allowed', 405)
  if (postSource(request) !== 'same-origin')
    return text('The outbox takes enquiries from this site’s own pages only.', 403)
  let form: URLSearchParams
  try {
    form = await readSmallForm(request, OUTBOX_FORM_LIMITS)
  } catch (error) {
    if (error instanceof FormRejected) return text(error.message, error.status)
    throw error
  }
  if (
    form.get('service_id') !== OUTBOX_IDS.serviceId ||
    form.get('template_id') !== OUTBOX_IDS.templateId ||
    form.get('user_id') !== OUTBOX_IDS.publicKey
  ) {
    return text('The service ID, template ID or public key is invalid.', 400)
  }
  const enquiry = enquiryValues(form)
  const problems = enquiryProblems(enquiry)
  if (problems.length) return text(problems.join(' '), 400)
  if (otherFieldsHoldControlCharacters(form)) return text('A field of the form holds a control character.', 400)
  // The page's edition (send-enquiry.client.ts adds it); a form from before it existed is English.
  const language = form.get('language') ?? DEFAULT_LANG
  if (!isLang(language)) return text('The language is invalid.', 400)
  // The specialist it is addressed to (the form's hidden field), checked against the published team; the name and
  // office the outbox records are the team's, whatever the form says of them.
  const specialist = await addressedSpecialist(request, form.get(SPECIALIST_FIELDS.id))
  if (specialist === 'unknown') return text('The specialist is not on our team.', 400)
  const allowance = await spend('enquiry', clientKey(context))
  if (!allowance.allowed)
    return tooManyRequests(allowance, 'Too many enquiries from this address; please try again later.')
  try {
    await deliverEnquiry(enquiry, { language, specialist })
  } catch (error) {
    console.error('The outbox could not store an enquiry:', (error as Error).message)
    return text('The enquiry could not be stored.', 503)
  }
  return text('OK', 200)
}

export function loader() {
  return text(usesEnquiryOutbox() ? 'Method Not Allowed' : 'Not Found', usesEnquiryOutbox() ? 405 : 404)
}
