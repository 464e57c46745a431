import { DEFAULT_LANG, isLang, type Lang } from '#shared/languages'
import type { EnquiryResult } from '~/logic/enquiry-form'

/** The site's own address for the form's script (app/routes/api.enquiry.tsx): the server e-mails and keeps it. */
export const ENQUIRY_API_PATH = '/api/enquiry'

/**
 * Sends the form to the site's server, which e-mails it (the local outbox, or EmailJS's REST API) and keeps it as
 * a private enquiry (decision 062). Resolves to the server's answer: `ok`, or a refusal (4xx) with each field's
 * problem and every value as typed; rejects when it failed (the network, or a 5xx: the mail did not go). The
 * page's language goes with it (`language`, from <html lang>) so staff answer in it.
 */
export async function sendEnquiry(form: HTMLFormElement): Promise<EnquiryResult> {
  const body = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value)
  if (!body.has('language')) body.set('language', pageLanguage(document.documentElement.lang))
  const response = await fetch(ENQUIRY_API_PATH, { method: 'POST', body, headers: { Accept: 'application/json' } })
  if (response.status >= 500 || !response.headers.get('Content-Type')?.includes('application/json'))
    throw new Error(`The site answered ${response.status}.`)
  return (await response.json()) as EnquiryResult
}

/** The edition named by <html lang>: `en` or `ar`, English for anything else. */
export function pageLanguage(htmlLang: string | null | undefined): Lang {
  return isLang(htmlLang) ? htmlLang : DEFAULT_LANG
}
